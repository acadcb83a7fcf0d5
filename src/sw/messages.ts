/** Messages between the pages and the worker, typed once for both sides. */
import type { OutboxChanged } from '../outbox/messages'

export type PageToWorker = { type: 'SKIP_WAITING' }

export type WorkerToPage =
  | { type: 'PRECACHE_PROGRESS'; done: number; total: number }
  | { type: 'APPLY_UPDATE' }
  | OutboxChanged

export const UPDATE_NOTIFICATION_TAG = 'app-update'
export const UPDATE_NOTIFICATION_TITLE = 'New version available. Click to update!'

export function isPageToWorker(data: unknown): data is PageToWorker {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING'
}
