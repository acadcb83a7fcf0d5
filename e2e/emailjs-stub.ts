/**
 * A stand-in for EmailJS at the network layer, for the contact and survey specs: records each JSON body the
 * page posts to the send endpoint and answers with the status the test chooses (200 by default).
 */
import type { BrowserContext } from '@playwright/test'

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'

export interface EmailJsBody {
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, string>
}

interface StubOptions {
  /** The HTTP status for one request; 200 unless told otherwise. */
  status?: (body: EmailJsBody) => number
  /** Resolves when the stub may answer (lets a test look at the "sending" state). */
  hold?: Promise<void>
}

export async function stubEmailJs(context: BrowserContext, options: StubOptions = {}) {
  const bodies: EmailJsBody[] = []
  await context.route(EMAILJS_SEND_URL, async (route, request) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
    const body = request.postDataJSON() as EmailJsBody
    bodies.push(body)
    if (options.hold) await options.hold
    const status = options.status?.(body) ?? 200
    return route.fulfill({
      status,
      body: status === 200 ? 'OK' : 'The template ID is invalid',
      headers: cors,
      contentType: 'text/plain',
    })
  })
  return bodies
}

/** A gate a test opens when it has seen the in-between state. */
export function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}
