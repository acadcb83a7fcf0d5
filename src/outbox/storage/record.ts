import type { EmailRequest, SubmissionCopy } from '../types'
import { isStoredRequest, type StoredRequest } from './stored-request'

/**
 * One e-mail request in the outbox. States: queued → sending (claimed, with a lease) → sent | rejected, or back to
 * queued after a network or server failure; queued for longer than the retention time → expired. A form's first try
 * starts at sending (`firstTry`), and ends sent, queued, or removed when the service refuses it.
 */
export interface OutboxRecord {
  id: string
  submissionId: string
  step: EmailRequest['step']
  copy: SubmissionCopy
  /** The serialized request (./stored-request.ts). */
  request: StoredRequest
  state: 'queued' | 'sending' | 'sent' | 'rejected' | 'expired'
  createdAt: number
  updatedAt: number
  attempts: number
  /** While sending: who holds the claim and until when. */
  lease?: { token: string; until: number }
  /** Held for a form's first try (./queue.ts `holdForFirstTry`), not yet any sender's to deliver. */
  firstTry?: boolean
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
    (record.lease === undefined ||
      (isObject(record.lease) && typeof record.lease.token === 'string' && isTime(record.lease.until))) &&
    (record.firstTry === undefined || typeof record.firstTry === 'boolean') &&
    isStoredRequest(record.request) &&
    isObject(record.copy) &&
    (record.copy.form === 'contact' || record.copy.form === 'survey') &&
    Array.isArray(record.copy.fields) &&
    record.copy.fields.every(
      (field: unknown) =>
        Array.isArray(field) && field.length === 2 && field.every((part: unknown) => typeof part === 'string'),
    )
  )
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}
