import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { flushOutbox, readOutbox, type Sender } from '../src/outbox/storage/queue'
import { openSiteDb } from '../src/db/schema'
import type { OutboxRecord } from '../src/outbox/storage/record'
import { restoreRequest, storeRequest, type StoredRequest } from '../src/outbox/storage/stored-request'
import { EMAILJS_SEND_URL, emailJsRequest } from '../src/outbox/emailjs-request'

const body = JSON.stringify({
  lib_version: '4.4.1',
  template_id: 'template_survey',
  template_params: { submission_id: 'old' },
})

/**
 * An EmailJS request as workbox-background-sync 7.4's StorableRequest.toObject() stored it, which the outbox used
 * until 2026-11: every property it copied from a `new Request(url, { method, headers, body })`.
 */
function storedByWorkbox(): StoredRequest {
  return {
    url: EMAILJS_SEND_URL,
    headers: { 'content-type': 'application/json' },
    body: new TextEncoder().encode(body).buffer as ArrayBuffer,
    method: 'POST',
    referrer: 'about:client',
    referrerPolicy: '',
    mode: 'cors',
    credentials: 'same-origin',
    cache: 'default',
    redirect: 'follow',
    integrity: '',
    keepalive: false,
  }
}

beforeEach(async () => {
  const db = await openSiteDb()
  await db.clear('outbox')
})

describe('the stored request', () => {
  it('reads back a request stored in the Workbox format', async () => {
    const request = restoreRequest(storedByWorkbox())
    expect(request.url).toBe(EMAILJS_SEND_URL)
    expect(request.method).toBe('POST')
    expect(request.headers.get('Content-Type')).toBe('application/json')
    expect(await request.text()).toBe(body)
  })

  it('stores a request in the same format, with the same properties', async () => {
    const stored = await storeRequest(
      new Request(EMAILJS_SEND_URL, { method: 'POST', headers: { 'Content-type': 'application/json' }, body }),
    )
    const { body: storedBody, ...rest } = stored
    const { body: _expectedBody, ...expected } = storedByWorkbox()
    expect(rest).toEqual(expected)
    expect(storedBody).toBeInstanceOf(ArrayBuffer)
    expect(new TextDecoder().decode(storedBody)).toBe(body)
  })

  it('round-trips the EmailJS request byte for byte', async () => {
    const original = emailJsRequest({ templateId: 'template_reply', templateParams: { name: 'Ada' } })
    const copy = restoreRequest(await storeRequest(original.clone()))
    expect([copy.url, copy.method, [...copy.headers]]).toEqual([original.url, original.method, [...original.headers]])
    expect(await copy.text()).toBe(await original.text())
  })

  it('gives a stored navigation request the mode a script may use', () => {
    const stored = { ...storedByWorkbox(), method: 'GET', body: undefined, mode: 'navigate' as RequestMode }
    expect(restoreRequest(stored).mode).toBe('same-origin')
  })

  it('delivers an outbox record an earlier version queued in the Workbox format', async () => {
    const db = await openSiteDb<OutboxRecord>()
    const now = Date.now()
    await db.put('outbox', {
      id: 'old:survey',
      submissionId: 'old',
      step: 'survey',
      copy: { form: 'survey', fields: [['Name', 'Ada']] },
      request: storedByWorkbox(),
      state: 'queued',
      createdAt: now,
      updatedAt: now,
      attempts: 0,
      acknowledged: false,
    })
    const sent: string[] = []
    const send: Sender = async (request) => {
      sent.push(await request.text())
      return new Response('OK', { status: 200 })
    }
    await flushOutbox(send)
    expect(sent).toEqual([body])
    expect((await readOutbox()).waiting).toEqual([])
  })
})
