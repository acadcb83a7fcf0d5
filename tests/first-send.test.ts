/**
 * The first try of a form's e-mails (src/features/outbox/submit.ts) on a network that holds the request and never
 * answers: after FIRST_SEND_TIMEOUT_MS the e-mail is kept in the outbox, like one whose request failed, while the
 * other step goes as usual; the guest is never left on "Sending..." with nothing kept. And a storage whose open never finishes
 * does not stop the form sending online.
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

const { FIRST_SEND_TIMEOUT_MS, STORAGE_OPEN_TIMEOUT_MS, submit } = await import('../src/features/outbox/submit')
const { readOutbox } = await import('../src/db/outbox')
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
    await vi.advanceTimersByTimeAsync(FIRST_SEND_TIMEOUT_MS - 1)
    expect(asked).toEqual(['template_reply', 'template_admin'])
    await vi.advanceTimersByTimeAsync(1)
    const { results } = await outcome
    expect(results).toEqual([
      { step: 'reply', status: 'queued' },
      { step: 'admin', status: 'sent' },
    ])
    expect(asked).toEqual(['template_reply', 'template_admin'])
    expect((await readOutbox()).waiting.map((record) => record.id)).toEqual(['s1:reply'])
  })

  it('sends online when the storage never finishes opening', async () => {
    vi.spyOn(schema, 'openSiteDb').mockReturnValue(new Promise(() => {}))
    emailjs.answer = () => Promise.resolve({ status: 200 })
    const outcome = submit([emailRequest('admin')])
    await vi.advanceTimersByTimeAsync(STORAGE_OPEN_TIMEOUT_MS)
    expect(await outcome).toEqual({ results: [{ step: 'admin', status: 'sent' }], offlineSavingAvailable: false })
  })
})
