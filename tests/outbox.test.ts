import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  acknowledge,
  addToOutbox,
  claimNext,
  expireOld,
  flushOutbox,
  LEASE_MS,
  readOutbox,
  releaseClaim,
  RETENTION_MS,
  settle,
  type Sender,
} from '../src/outbox/storage/queue'
import { openSiteDb } from '../src/db/schema'
import { emailJsRequest } from '../src/outbox/emailjs-request'
import type { EmailRequest } from '../src/outbox/types'

function emailRequest(submissionId: string, step: EmailRequest['step'] = 'survey'): EmailRequest {
  return {
    id: `${submissionId}:${step}`,
    submissionId,
    step,
    templateId: `template_${step}`,
    templateParams: { name: 'Ada', message: `hello from ${submissionId}`, submission_id: submissionId },
    copy: { form: 'survey', fields: [['Name', 'Ada']] },
  }
}

async function queue(submissionId: string, step: EmailRequest['step'] = 'survey', now = Date.now()): Promise<void> {
  const request = emailRequest(submissionId, step)
  await addToOutbox(request, emailJsRequest(request), now)
}

/** A fake EmailJS that records which submission each delivered request carried. */
function recordingSender(answer: (id: string) => number | 'network' = () => 200) {
  const delivered: string[] = []
  const send: Sender = async (request) => {
    const body = JSON.parse(await request.text()) as { template_params: { submission_id: string } }
    const id = body.template_params.submission_id
    const outcome = answer(id)
    if (outcome === 'network') throw new TypeError('Failed to fetch')
    if (outcome >= 200 && outcome < 300) delivered.push(id)
    await new Promise((resolve) => setTimeout(resolve, 5))
    return new Response('OK', { status: outcome })
  }
  return { send, delivered }
}

beforeEach(async () => {
  const db = await openSiteDb()
  await db.clear('outbox')
})

describe('the outbox', () => {
  it('keeps the request exactly as EmailJS expects it and delivers it once', async () => {
    await queue('a')
    const { send, delivered } = recordingSender()
    const summary = await flushOutbox(send)
    expect(delivered).toEqual(['a'])
    expect(summary.sent.map((record) => record.id)).toEqual(['a:survey'])
    expect((await readOutbox()).waiting).toEqual([])
    expect(await flushOutbox(send)).toMatchObject({ sent: [], rejected: [] })
    expect(delivered).toEqual(['a'])
  })

  it('never queues the same id twice', async () => {
    await queue('a')
    await queue('a')
    expect((await readOutbox()).waiting).toHaveLength(1)
  })

  it('lets only one of two concurrent claims take a request', async () => {
    await queue('a')
    const claims = await Promise.all([claimNext(), claimNext(), claimNext()])
    expect(claims.filter(Boolean)).toHaveLength(1)
  })

  it('delivers every request exactly once when several tabs flush at the same time', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) await queue(id)
    const { send, delivered } = recordingSender()
    await Promise.all([flushOutbox(send), flushOutbox(send), flushOutbox(send)])
    expect([...delivered].sort()).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('keeps a request queued after a network error or a 5xx, and delivers it on a later round', async () => {
    await queue('a')
    let answer: number | 'network' = 'network'
    const { send, delivered } = recordingSender(() => answer)
    expect((await flushOutbox(send)).interrupted).toBe(true)
    answer = 503
    expect((await flushOutbox(send)).interrupted).toBe(true)
    expect((await readOutbox()).waiting).toHaveLength(1)
    answer = 200
    await flushOutbox(send)
    expect(delivered).toEqual(['a'])
    expect((await readOutbox()).waiting).toHaveLength(0)
  })

  it('keeps a request queued when the service says "later" (408, 429), and delivers it on a later round', async () => {
    await queue('a')
    let answer = 429
    const { send, delivered } = recordingSender(() => answer)
    expect(await flushOutbox(send)).toMatchObject({ rejected: [], interrupted: true })
    answer = 408
    expect(await flushOutbox(send)).toMatchObject({ rejected: [], interrupted: true })
    expect((await readOutbox()).undeliverable).toEqual([])
    answer = 200
    await flushOutbox(send)
    expect(delivered).toEqual(['a'])
    expect((await readOutbox()).waiting).toHaveLength(0)
  })

  it('rejects a request the service answers with 4xx for good, and offers its text back', async () => {
    await queue('a')
    await queue('b', 'survey', Date.now() + 1)
    const { send, delivered } = recordingSender((id) => (id === 'a' ? 400 : 200))
    const summary = await flushOutbox(send)
    expect(summary.rejected.map((record) => record.httpStatus)).toEqual([400])
    expect(delivered).toEqual(['b'])
    const view = await readOutbox()
    expect(view.undeliverable.map((record) => record.copy.fields)).toEqual([[['Name', 'Ada']]])
    await flushOutbox(send)
    expect(delivered).toEqual(['b'])
  })

  it('delivers the two contact steps independently: one can go while the other waits', async () => {
    await queue('c', 'reply')
    await queue('c', 'admin', Date.now() + 1)
    let adminStatus = 500
    const sent: string[] = []
    const sender: Sender = async (request) => {
      const body = JSON.parse(await request.text()) as { template_id: string }
      const status = body.template_id === 'template_admin' ? adminStatus : 200
      if (status === 200) sent.push(body.template_id)
      return new Response('', { status })
    }
    const first = await flushOutbox(sender)
    expect(first.sent.map((record) => record.step)).toEqual(['reply'])
    expect((await readOutbox()).waiting.map((record) => record.step)).toEqual(['admin'])
    adminStatus = 200
    await flushOutbox(sender)
    expect(sent).toEqual(['template_reply', 'template_admin'])
  })

  it('lets another sender take over a claim whose lease ran out, and ignores the stale outcome', async () => {
    await queue('a')
    const start = Date.now()
    const first = await claimNext(start)
    expect(await claimNext(start + LEASE_MS - 1)).toBeNull()
    const second = await claimNext(start + LEASE_MS + 1)
    expect(second?.record.id).toBe('a:survey')
    expect(await settle('a:survey', first!.token, { kind: 'sent' })).toBe(false)
    expect(await settle('a:survey', second!.token, { kind: 'sent' })).toBe(true)
  })

  it('hands a claim whose sender is gone back at once, and only that claim', async () => {
    await queue('a')
    const start = Date.now()
    const left = await claimNext(start)
    // Another sender sees nothing due while the lease holds...
    expect(await claimNext(start + 1)).toBeNull()
    // ...until the page that claimed it is known gone (its tab's next page hands the claim back).
    expect(await releaseClaim('a:survey', left!.token, start + 2)).toBe(true)
    const again = await claimNext(start + 3)
    expect(again?.record.id).toBe('a:survey')
    // The old claim cannot be handed back a second time, nor undo the new one, nor settle.
    expect(await releaseClaim('a:survey', left!.token, start + 4)).toBe(false)
    expect(await settle('a:survey', left!.token, { kind: 'sent' })).toBe(false)
    expect(await settle('a:survey', again!.token, { kind: 'sent' })).toBe(true)
    expect(await releaseClaim('a:survey', again!.token, start + 5)).toBe(false)
    expect((await (await openSiteDb()).get('outbox', 'a:survey'))?.state).toBe('sent')
  })

  it('tells a claim tracker each claim it takes and settles', async () => {
    await queue('a')
    await queue('b')
    const events: string[] = []
    const { send } = recordingSender()
    await flushOutbox(send, Date.now, {
      claimed: (id) => events.push(`claimed ${id}`),
      settled: (id) => events.push(`settled ${id}`),
    })
    expect(events).toEqual(['claimed a:survey', 'settled a:survey', 'claimed b:survey', 'settled b:survey'])
  })

  it('expires a request only after the 7-day retention, and shows it rather than dropping it', async () => {
    const created = Date.now()
    await queue('old', 'survey', created)
    expect(await expireOld(created + RETENTION_MS - 1)).toBe(0)
    expect(await expireOld(created + RETENTION_MS)).toBe(1)
    const view = await readOutbox()
    expect(view.waiting).toHaveLength(0)
    expect(view.undeliverable.map((record) => record.state)).toEqual(['expired'])
  })

  it('forgets an undelivered message only once the guest has acknowledged it', async () => {
    await queue('a')
    await flushOutbox(recordingSender(() => 403).send)
    const [record] = (await readOutbox()).undeliverable
    await acknowledge([record!.id])
    expect((await readOutbox()).undeliverable).toEqual([])
  })

  it.each([
    [
      'a copy whose fields are not text pairs',
      (good: Record<string, unknown>) => ({ ...good, copy: { form: 'contact', fields: [['Name', { html: '<b>' }]] } }),
    ],
    [
      'a copy of an unknown form',
      (good: Record<string, unknown>) => ({ ...good, copy: { form: 'other', fields: [] } }),
    ],
    ['a request without a URL', (good: Record<string, unknown>) => ({ ...good, request: { method: 'POST' } })],
    [
      'a request with a text body',
      (good: Record<string, unknown>) => ({ ...good, request: { url: 'https://api.emailjs.com/x', body: 'text' } }),
    ],
    ['a creation time that is not a number', (good: Record<string, unknown>) => ({ ...good, createdAt: '2025-06-01' })],
    [
      'a lease without an end',
      (good: Record<string, unknown>) => ({ ...good, state: 'sending', lease: { token: 't' } }),
    ],
    ['no attempt count', (good: Record<string, unknown>) => ({ ...good, attempts: undefined })],
  ])('drops a stored record with %s, and delivers the rest', async (_what, corrupt) => {
    await queue('good')
    const db = await openSiteDb()
    const good = (await db.get('outbox', 'good:survey')) as unknown as Record<string, unknown>
    await db.put('outbox', { ...(corrupt(good) as object), id: 'bad', submissionId: 'bad' } as never)
    expect((await readOutbox()).waiting.map((record) => record.id)).toEqual(['good:survey'])
    const { send, delivered } = recordingSender()
    await flushOutbox(send)
    expect(delivered).toEqual(['good'])
    expect(await db.get('outbox', 'bad')).toBeUndefined()
  })

  it('drops a stored record of the wrong shape instead of breaking', async () => {
    const db = await openSiteDb()
    await db.put('outbox', { id: 'junk', state: 'queued' } as never)
    await queue('a')
    const { send, delivered } = recordingSender()
    await flushOutbox(send)
    expect(delivered).toEqual(['a'])
    expect(await db.get('outbox', 'junk')).toBeUndefined()
  })
})
