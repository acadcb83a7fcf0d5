/** What the outbox holds, for the status pill and the undelivered-message panel (read with useSyncExternalStore). */
import type { OutboxView } from '../storage/queue'
import { recoverableImport } from '../../lib/recoverable-import'

export interface OutboxState extends OutboxView {
  /** False when IndexedDB could not be opened. */
  available: boolean
}

const empty: OutboxState = { waiting: [], trying: [], newlySent: [], undeliverable: [], available: true }
let state: OutboxState = empty
const listeners = new Set<() => void>()

export async function refreshOutboxView(): Promise<void> {
  // IndexedDB code (idb, the outbox) loads with the first read, after the page, not in the entry chunk. Should it
  // fail to load (a signal that dropped as it loaded), what is shown stays and the next read tries again; it must
  // not reload the page into that signal (lib/recoverable-import.ts).
  let outbox: typeof import('../storage/queue')
  try {
    outbox = await recoverableImport(() => import('../storage/queue'))
  } catch (error) {
    console.warn('The outbox could not be read; it will be read again.', error)
    return
  }
  try {
    state = { ...(await outbox.readOutbox()), available: true }
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
