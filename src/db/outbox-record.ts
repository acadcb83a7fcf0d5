import type { RequestData } from 'workbox-background-sync/lib/StorableRequest.js'
import type { EmailRequest, SubmissionCopy } from '../features/outbox/types'

/**
 * One e-mail request in the outbox. States: queued → sending (claimed, with a lease) → sent | rejected, or back to
 * queued after a network or server failure; queued for longer than the retention time → expired.
 */
export interface OutboxRecord {
  id: string
  submissionId: string
  step: EmailRequest['step']
  copy: SubmissionCopy
  /** The serialized request (workbox-background-sync's StorableRequest format). */
  request: RequestData
  state: 'queued' | 'sending' | 'sent' | 'rejected' | 'expired'
  createdAt: number
  updatedAt: number
  attempts: number
  /** While sending: who holds the claim and until when. */
  lease?: { token: string; until: number }
  httpStatus?: number
  /** The guest has been told about this outcome (sent confirmations, rejections, expiries). */
  acknowledged: boolean
}

/**
 * A stored record of the wrong shape (an older or corrupted entry) is dropped rather than trusted: everything the
 * page renders (the copy of the guest's text) and the worker replays (the request) must have the right types.
 */
export function isOutboxRecord(value: unknown): value is OutboxRecord {
  if (!isObject(value)) return false
  const record = value as Partial<Record<keyof OutboxRecord, unknown>>
  return (
    typeof record.id === 'string' &&
    typeof record.submissionId === 'string' &&
    typeof record.state === 'string' &&
    ['queued', 'sending', 'sent', 'rejected', 'expired'].includes(record.state) &&
    isTime(record.createdAt) &&
    isTime(record.updatedAt) &&
    isTime(record.attempts) &&
    (record.lease === undefined || (isObject(record.lease) && typeof record.lease.token === 'string' && isTime(record.lease.until))) &&
    isRequestData(record.request) &&
    isObject(record.copy) &&
    (record.copy.form === 'contact' || record.copy.form === 'survey') &&
    Array.isArray(record.copy.fields) &&
    record.copy.fields.every(
      (field: unknown) => Array.isArray(field) && field.length === 2 && field.every((part: unknown) => typeof part === 'string'),
    )
  )
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

/** workbox-background-sync's serialized request: a URL, a method, string headers and an ArrayBuffer body. */
function isRequestData(value: unknown): value is RequestData {
  if (!isObject(value) || typeof value.url !== 'string' || !URL.canParse(value.url)) return false
  if (value.method !== undefined && typeof value.method !== 'string') return false
  if (value.headers !== undefined && (!isObject(value.headers) || !Object.values(value.headers).every((header) => typeof header === 'string'))) return false
  return value.body === undefined || value.body instanceof ArrayBuffer
}
