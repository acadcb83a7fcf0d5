/**
 * The outbox: contact and survey e-mails kept in IndexedDB until they are delivered. The page and the service
 * worker both run `flushOutbox`; an atomic claim (one readwrite transaction) with a lease means a request is
 * never sent by two of them at once, and a sent request is never sent again. A form's first try is held here too,
 * before it goes (`holdForFirstTry`): a page closed while the network holds the request leaves it to be sent later.
 */
import type { EmailRequest } from '../types'
import { isOutboxRecord, type OutboxRecord } from './record'
import { openSiteDb } from '../../db/schema'
import { restoreRequest, storeRequest } from './stored-request'

/** SPEC-free product rule: a queued message is kept for 7 days, then the guest is told and offered the text. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000
/** How long one sender may hold a claim before another may take the request over. */
export const LEASE_MS = 30_000
/** Sent records are kept (as the list of delivered ids) this long after their guest has been told. */
const SENT_KEEP_MS = RETENTION_MS

export const OUTBOX_SYNC_TAG = 'outbox'
/**
 * Asked for as a form's first try starts (src/outbox/page/submit.ts): should the page close with the try held, the
 * worker delivers it once its lease is over. Its own tag, so that the browser's back-off for it (its first round
 * finds the try still held) never holds back the round a queued message asks for.
 */
export const FIRST_TRY_SYNC_TAG = 'outbox-first-try'

export async function addToOutbox(request: EmailRequest, httpRequest: Request, now = Date.now()): Promise<void> {
  const stored = await storeRequest(httpRequest)
  const db = await openSiteDb<OutboxRecord>()
  const existing = await db.get('outbox', request.id)
  if (existing) return // The same id is never queued twice.
  await db.put('outbox', {
    id: request.id,
    submissionId: request.submissionId,
    step: request.step,
    copy: request.copy,
    request: stored,
    state: 'queued',
    createdAt: now,
    updatedAt: now,
    attempts: 0,
    acknowledged: false,
  })
}

/**
 * Writes a request to the outbox before its first try, claimed by that try: state `sending`, marked `firstTry`, with
 * a lease. A page closed or reloaded while the network holds the request (a street's signal, up to
 * FIRST_SEND_TIMEOUT_MS) no longer takes the message with it: when the lease is over any sender takes it, and the
 * tab's next page hands the claim back at once (src/outbox/page/sync.ts). Until then no sender touches it, and the
 * outbox does not list it as waiting: the form says "Sending...". Returns the claim's token, or null when the
 * request is in the outbox already (then the outbox delivers it, not a first try).
 */
export async function holdForFirstTry(
  request: EmailRequest,
  httpRequest: Request,
  now = Date.now(),
): Promise<string | null> {
  const stored = await storeRequest(httpRequest)
  const db = await openSiteDb<OutboxRecord>()
  const tx = db.transaction('outbox', 'readwrite')
  if (await tx.store.get(request.id)) {
    await tx.done
    return null
  }
  const token = crypto.randomUUID()
  await tx.store.put({
    id: request.id,
    submissionId: request.submissionId,
    step: request.step,
    copy: request.copy,
    request: stored,
    state: 'sending',
    firstTry: true,
    lease: { token, until: now + LEASE_MS },
    createdAt: now,
    updatedAt: now,
    attempts: 1,
    acknowledged: false,
  })
  await tx.done
  return token
}

/**
 * How a held first try ended: `sent` (kept as a delivered id; the form has told the guest), `later` (the network
 * failed or held it: queued, and the guest told it waits), or `refused` (the service answered with an error: the
 * form says so and keeps the text for the guest to send again, so the outbox lets it go).
 */
export type FirstTryEnd = 'sent' | 'later' | 'refused'

/** Settles a first try held with `holdForFirstTry`; false when the claim was lost (another sender took it over). */
export async function endFirstTry(id: string, token: string, end: FirstTryEnd, now = Date.now()): Promise<boolean> {
  return updateClaimed(id, token, ({ lease: _lease, firstTry: _firstTry, ...rest }) =>
    end === 'refused'
      ? null
      : end === 'sent'
        ? { ...rest, state: 'sent', acknowledged: true, updatedAt: now }
        : { ...rest, state: 'queued', updatedAt: now },
  )
}

/**
 * Changes a record only while `token` still holds its claim, in one transaction: `change` returns the record to
 * store, or null to remove it. False when the claim was settled or taken over since.
 */
async function updateClaimed(
  id: string,
  token: string,
  change: (record: OutboxRecord) => OutboxRecord | null,
): Promise<boolean> {
  const db = await openSiteDb<OutboxRecord>()
  const tx = db.transaction('outbox', 'readwrite')
  const record = await tx.store.get(id)
  if (record?.state !== 'sending' || record.lease?.token !== token) {
    await tx.done
    return false
  }
  const next = change(record)
  if (next) await tx.store.put(next)
  else await tx.store.delete(id)
  await tx.done
  return true
}

/** Atomically takes the oldest request that is due: queued, or sending with an expired lease. */
export async function claimNext(now = Date.now()): Promise<{ record: OutboxRecord; token: string } | null> {
  const db = await openSiteDb<OutboxRecord>()
  const tx = db.transaction('outbox', 'readwrite')
  let claimed: { record: OutboxRecord; token: string } | null = null
  const due: OutboxRecord[] = []
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const value: unknown = cursor.value
    if (!isOutboxRecord(value)) {
      await cursor.delete()
      continue
    }
    const leaseOver = value.state === 'sending' && (!value.lease || value.lease.until <= now)
    if (value.state === 'queued' || leaseOver) due.push(value)
  }
  due.sort((a, b) => a.createdAt - b.createdAt)
  const next = due[0]
  if (next) {
    const token = crypto.randomUUID()
    // A first try whose page was closed (its lease over) is now an ordinary delivery.
    const { firstTry: _firstTry, ...rest } = next
    const record: OutboxRecord = {
      ...rest,
      state: 'sending',
      lease: { token, until: now + LEASE_MS },
      attempts: next.attempts + 1,
      updatedAt: now,
    }
    await tx.store.put(record)
    claimed = { record, token }
  }
  await tx.done
  return claimed
}

export type Delivery = { kind: 'sent' } | { kind: 'retry' } | { kind: 'rejected'; httpStatus: number }

/**
 * Puts a request claimed by a sender that is gone back in the queue at once, instead of after its lease: a page
 * reloaded or left in the middle of a round (the browser aborts its send). Only the same claim is undone, so a
 * request that was settled, or taken over since, stays as it is.
 */
export async function releaseClaim(id: string, token: string, now = Date.now()): Promise<boolean> {
  return updateClaimed(id, token, ({ lease: _lease, firstTry: _firstTry, ...rest }) => ({
    ...rest,
    state: 'queued',
    updatedAt: now,
  }))
}

/** Who holds a claim, told when it is taken and when it is settled (the page keeps its own in sessionStorage). */
export interface ClaimTracker {
  claimed(id: string, token: string): void
  settled(id: string): void
}

/** Records the outcome of a claimed send; ignored when the claim was lost (another sender took over). */
export async function settle(id: string, token: string, delivery: Delivery, now = Date.now()): Promise<boolean> {
  return updateClaimed(id, token, ({ lease: _lease, ...rest }) =>
    delivery.kind === 'sent'
      ? { ...rest, state: 'sent', updatedAt: now }
      : delivery.kind === 'retry'
        ? { ...rest, state: 'queued', updatedAt: now }
        : { ...rest, state: 'rejected', httpStatus: delivery.httpStatus, updatedAt: now },
  )
}

/** Queued requests older than the retention time become "expired": kept, and shown to the guest, never dropped. */
export async function expireOld(now = Date.now()): Promise<number> {
  const db = await openSiteDb<OutboxRecord>()
  const tx = db.transaction('outbox', 'readwrite')
  let expired = 0
  for (let cursor = await tx.store.index('by-state').openCursor('queued'); cursor; cursor = await cursor.continue()) {
    if (now - cursor.value.createdAt >= RETENTION_MS) {
      await cursor.update({ ...cursor.value, state: 'expired', updatedAt: now })
      expired += 1
    }
  }
  await tx.done
  return expired
}

export interface FlushSummary {
  sent: OutboxRecord[]
  rejected: OutboxRecord[]
  /** True when the network (or the server) failed and the rest waits for the next chance. */
  interrupted: boolean
  /**
   * True when requests are left that another sender holds (a form's first try, or another round), which this round
   * could not take: should that sender be gone, they are due when its lease is over.
   */
  held: boolean
}

export type Sender = (request: Request) => Promise<Response>

/**
 * Answers that say "not now" rather than "never": a timed-out request (408) and a rate limit (429, which EmailJS
 * answers when too many messages go at once) succeed when sent again later.
 */
const TRY_AGAIN_LATER = new Set([408, 429])

/**
 * Sends every due request, oldest first. A network error, a 5xx, a 408 or a 429 keeps the request queued and stops
 * the round (the connection or the service is not there yet); any other 4xx rejects it for good, since sending it
 * again would fail again.
 */
export async function flushOutbox(
  send: Sender,
  now: () => number = Date.now,
  claims?: ClaimTracker,
): Promise<FlushSummary> {
  const summary: FlushSummary = { sent: [], rejected: [], interrupted: false, held: false }
  await expireOld(now())
  for (;;) {
    const claim = await claimNext(now())
    if (!claim) break
    const { record, token } = claim
    claims?.claimed(record.id, token)
    let delivery: Delivery
    try {
      const response = await send(restoreRequest(record.request))
      if (response.ok) delivery = { kind: 'sent' }
      else if (response.status >= 400 && response.status < 500 && !TRY_AGAIN_LATER.has(response.status))
        delivery = { kind: 'rejected', httpStatus: response.status }
      else delivery = { kind: 'retry' }
    } catch {
      delivery = { kind: 'retry' }
    }
    const settled = await settle(record.id, token, delivery, now())
    claims?.settled(record.id)
    if (!settled) continue
    if (delivery.kind === 'sent') summary.sent.push({ ...record, state: 'sent' })
    if (delivery.kind === 'rejected')
      summary.rejected.push({ ...record, state: 'rejected', httpStatus: delivery.httpStatus })
    if (delivery.kind === 'retry') {
      summary.interrupted = true
      break
    }
  }
  // What this round could not take is held by another sender: every request it could take, it did.
  if (!summary.interrupted)
    summary.held = (await (await openSiteDb<OutboxRecord>()).countFromIndex('outbox', 'by-state', 'sending')) > 0
  return summary
}

export interface OutboxView {
  /** Requests waiting (queued or being sent), a form's first try under way aside. */
  waiting: OutboxRecord[]
  /** A form's first tries under way (`holdForFirstTry`): the form shows them; a closed page's wait out their lease. */
  trying: OutboxRecord[]
  /** Sent, not yet confirmed to the guest. */
  newlySent: OutboxRecord[]
  /** Could not be delivered (rejected or expired), not yet acknowledged: their text is offered back. */
  undeliverable: OutboxRecord[]
}

export async function readOutbox(now = Date.now()): Promise<OutboxView> {
  const db = await openSiteDb<OutboxRecord>()
  const records = (await db.getAll('outbox')).filter(isOutboxRecord)
  const trying = (record: OutboxRecord) =>
    record.state === 'sending' && record.firstTry === true && (record.lease?.until ?? 0) > now
  return {
    waiting: records.filter((record) => (record.state === 'queued' || record.state === 'sending') && !trying(record)),
    trying: records.filter(trying),
    newlySent: records.filter((record) => record.state === 'sent' && !record.acknowledged),
    undeliverable: records.filter(
      (record) => (record.state === 'rejected' || record.state === 'expired') && !record.acknowledged,
    ),
  }
}

/** The guest has seen these outcomes; sent ones are kept a while as the list of delivered ids. */
export async function acknowledge(ids: readonly string[], now = Date.now()): Promise<void> {
  const db = await openSiteDb<OutboxRecord>()
  const tx = db.transaction('outbox', 'readwrite')
  for (const id of ids) {
    const record = await tx.store.get(id)
    if (!record) continue
    if (record.state === 'sent') await tx.store.put({ ...record, acknowledged: true, updatedAt: now })
    else await tx.store.delete(id)
  }
  for (let cursor = await tx.store.index('by-state').openCursor('sent'); cursor; cursor = await cursor.continue()) {
    if (cursor.value.acknowledged && now - cursor.value.updatedAt > SENT_KEEP_MS) await cursor.delete()
  }
  await tx.done
}
