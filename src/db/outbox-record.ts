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

/** A stored record of the wrong shape (an older or corrupted entry) is dropped rather than trusted. */
export function isOutboxRecord(value: unknown): value is OutboxRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<OutboxRecord>
  return (
    typeof record.id === 'string' &&
    typeof record.submissionId === 'string' &&
    typeof record.state === 'string' &&
    ['queued', 'sending', 'sent', 'rejected', 'expired'].includes(record.state) &&
    typeof record.createdAt === 'number' &&
    typeof record.request === 'object' &&
    record.request !== null &&
    typeof (record.request as { url?: unknown }).url === 'string' &&
    typeof record.copy === 'object' &&
    record.copy !== null &&
    Array.isArray((record.copy as { fields?: unknown }).fields)
  )
}
