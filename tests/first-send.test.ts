/**
 * The first try of a form's e-mails (src/outbox/page/submit.ts) on a network that holds the request and never
 * answers: after FIRST_SEND_TIMEOUT_MS the e-mail is kept in the outbox, like one whose request failed, while the
 * other step goes as usual; the guest is never left on "Sending..." with nothing kept. The e-mail is in the outbox
 * from before the try, so a page closed meanwhile leaves it there for a later sender. And a storage whose open never
 * finishes does not stop the form sending online.
 */
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmailRequest } from '../src/outbox/types'

const emailjs = vi.hoisted(() => ({ answer: (_templateId: string): Promise<unknown> => new Promise(() => {}) }))
vi.mock('@emailjs/browser', () => ({
  send: (_service: string, templateId: string) => emailjs.answer(templateId),
  EmailJSResponseStatus: class EmailJSResponseStatus extends Error {
    status = 0
  },
}))

const { FIRST_SEND_TIMEOUT_MS, STORAGE_OPEN_TIMEOUT_MS, submit } = await import('../src/outbox/page/submit')
const { claimNext, flushOutbox, LEASE_MS, readOutbox } = await import('../src/outbox/storage/queue')
const { EmailJSResponseStatus } = await import('@emailjs/browser')
const schema = await import('../src/db/schema')

function emailRequest(step: EmailRequest['step']): EmailRequest {
  return {
    id: `s1:${step}`,
    submissionId: 's1',
    step,
    templateId: `template_${step}`,
    templateParams: { name: 'Ada', message: 'hello', submission_id: 's1' },
    copy: { form: 'contact', fields: [['Name', 'Ada']] },
  }
}

beforeEach(async () => {
  vi.stubGlobal('navigator', { onLine: true })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const db = await schema.openSiteDb()
  await db.clear('outbox')
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the first send of a form', () => {
  it('keeps an e-mail the network holds without answering, without holding the other step back', async () => {
    const asked: string[] = []
    emailjs.answer = (templateId) => {
      asked.push(templateId)
      return templateId === 'template_reply' ? new Promise(() => {}) : Promise.resolve({ status: 200 })
    }
    const outcome = submit([emailRequest('reply'), emailRequest('admin')])
    // Both go at once (once written to the outbox), the held one not holding the other back.
    await vi.waitFor(() => expect(asked).toEqual(['template_reply', 'template_admin']))
    await vi.advanceTimersByTimeAsync(FIRST_SEND_TIMEOUT_MS)
    const { results } = await outcome
    expect(results).toEqual([
      { step: 'reply', status: 'queued' },
      { step: 'admin', status: 'sent' },
    ])
    expect(asked).toEqual(['template_reply', 'template_admin'])
    expect((await readOutbox()).waiting.map((record) => record.id)).toEqual(['s1:reply'])
  })

  it('has the e-mail in the outbox before it goes: a page closed meanwhile leaves it for a sender once the lease is over', async () => {
    const asked: string[] = []
    emailjs.answer = (templateId) => {
      asked.push(templateId)
      return new Promise(() => {})
    }
    void submit([emailRequest('reply'), emailRequest('admin')])
    await vi.waitFor(() => expect(asked).toEqual(['template_reply', 'template_admin']))
    const started = Date.now()
    // The page is gone from here on (nothing settles the tries). The form shows "Sending...": nothing says it waits.
    const view = await readOutbox()
    expect(view.waiting).toEqual([])
    expect(view.trying.map((record) => record.id).sort()).toEqual(['s1:admin', 's1:reply'])
    expect(await claimNext(started)).toBeNull()
    const sender = vi.fn(() => Promise.resolve(new Response('OK')))
    expect(await flushOutbox(sender, () => started)).toMatchObject({ sent: [], interrupted: false, held: true })
    expect(sender).not.toHaveBeenCalled()
    // Once the lease is over it is an ordinary delivery: any sender takes it, once.
    const later = started + LEASE_MS
    expect((await readOutbox(later)).waiting.map((record) => record.id).sort()).toEqual(['s1:admin', 's1:reply'])
    const summary = await flushOutbox(sender, () => later)
    expect(summary.sent.map((record) => record.id).sort()).toEqual(['s1:admin', 's1:reply'])
    expect(summary.held).toBe(false)
    expect(sender).toHaveBeenCalledTimes(2)
  })

  it('ends every first try before its lease is over, so no other sender takes a request still being tried', () => {
    expect(FIRST_SEND_TIMEOUT_MS).toBeLessThan(LEASE_MS)
  })

  it('keeps a sent first try as delivered: never sent again, and not announced as a saved message', async () => {
    emailjs.answer = () => Promise.resolve({ status: 200 })
    const { results } = await submit([emailRequest('survey')])
    expect(results).toEqual([{ step: 'survey', status: 'sent' }])
    const view = await readOutbox(Date.now() + LEASE_MS)
    expect([view.waiting, view.trying, view.newlySent]).toEqual([[], [], []])
    const sender = vi.fn(() => Promise.resolve(new Response('OK')))
    await flushOutbox(sender, () => Date.now() + LEASE_MS)
    expect(sender).not.toHaveBeenCalled()
  })

  it('lets a first try the service refuses go: the form offers to send it again, the outbox does not', async () => {
    emailjs.answer = () => Promise.reject(Object.assign(new EmailJSResponseStatus(), { status: 400 }))
    const { results } = await submit([emailRequest('admin')])
    expect(results).toEqual([{ step: 'admin', status: 'failed', httpStatus: 400 }])
    expect(await (await schema.openSiteDb()).count('outbox')).toBe(0)
  })

  it('sends online when the storage never finishes opening', async () => {
    vi.spyOn(schema, 'openSiteDb').mockReturnValue(new Promise(() => {}))
    emailjs.answer = () => Promise.resolve({ status: 200 })
    const outcome = submit([emailRequest('admin')])
    await vi.advanceTimersByTimeAsync(STORAGE_OPEN_TIMEOUT_MS)
    expect(await outcome).toEqual({ results: [{ step: 'admin', status: 'sent' }], offlineSavingAvailable: false })
  })
})
