/**
 * Messages between the pages and the worker, typed once for both sides. Low in the layers, beside the rest of what
 * page and worker share, so that the page reads them without importing the worker, and the outbox's worker part
 * tells the pages of its deliveries without importing the worker that starts it.
 */

export type PageToWorker = { type: 'SKIP_WAITING' }

/** A delivery round of the outbox sent or lost a message, so a page reads the outbox again. */
export type OutboxChanged = { type: 'OUTBOX_CHANGED' }

export type WorkerToPage =
  | { type: 'PRECACHE_PROGRESS'; done: number; total: number }
  | { type: 'APPLY_UPDATE' }
  | OutboxChanged

export const UPDATE_NOTIFICATION_TAG = 'app-update'
export const UPDATE_NOTIFICATION_TITLE = 'New version available. Click to update!'

export function isPageToWorker(data: unknown): data is PageToWorker {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING'
}
