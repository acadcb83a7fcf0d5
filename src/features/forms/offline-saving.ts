import { useEffect, useSyncExternalStore } from 'react'
import { outboxAvailable } from '../../outbox/page/submit'

/**
 * Whether this browser can keep a message in the outbox while offline: checked once after hydration, and
 * updated by every submit's outcome (SubmitOutcome.offlineSavingAvailable).
 */
let available = true
let checked = false
const listeners = new Set<() => void>()

export function reportOfflineSaving(isAvailable: boolean): void {
  if (isAvailable === available) return
  available = isAvailable
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True during server render and hydration, so the note never causes a hydration mismatch. */
export function useOfflineSavingAvailable(): boolean {
  useEffect(() => {
    if (checked) return
    checked = true
    void outboxAvailable().then(reportOfflineSaving)
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => available,
    () => true,
  )
}
