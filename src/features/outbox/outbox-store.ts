/** What the outbox holds, for the status pill and the undelivered-message panel (read with useSyncExternalStore). */
import type { OutboxView } from '../../db/outbox'

export interface OutboxState extends OutboxView {
  /** False when IndexedDB could not be opened. */
  available: boolean
}

const empty: OutboxState = { waiting: [], newlySent: [], undeliverable: [], available: true }
let state: OutboxState = empty
const listeners = new Set<() => void>()

export async function refreshOutboxView(): Promise<void> {
  try {
    // IndexedDB code (idb, the outbox) loads with the first read, after the page, not in the entry chunk.
    const { readOutbox } = await import('../../db/outbox')
    state = { ...(await readOutbox()), available: true }
  } catch {
    state = { ...empty, available: false }
  }
  for (const listener of listeners) listener()
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getOutboxState = (): OutboxState => state
export const getServerOutboxState = (): OutboxState => empty
