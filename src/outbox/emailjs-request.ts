/** The EmailJS send call as a plain request, byte for byte what @emailjs/browser 4.4 posts (see its send.js). */
import { emailjs } from '../service-settings'
import type { EmailRequest } from './types'

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'
const LIB_VERSION = '4.4.1'
/** A replay gives up well before another sender could take over its claim (LEASE_MS in src/outbox/storage/queue.ts). */
export const SEND_TIMEOUT_MS = 20_000

export function emailJsBody(request: Pick<EmailRequest, 'templateId' | 'templateParams'>): string {
  return JSON.stringify({
    lib_version: LIB_VERSION,
    user_id: emailjs.publicKey,
    service_id: emailjs.serviceId,
    template_id: request.templateId,
    template_params: request.templateParams,
  })
}

export function emailJsRequest(request: Pick<EmailRequest, 'templateId' | 'templateParams'>): Request {
  return new Request(EMAILJS_SEND_URL, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: emailJsBody(request),
  })
}

/** The sender both the page and the worker use to replay the outbox. */
export function sendWithTimeout(request: Request): Promise<Response> {
  return fetch(request, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) })
}
