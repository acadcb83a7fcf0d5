/**
 * Sends a form's e-mail requests. Each is tried now with @emailjs/browser; when the network fails it is kept in
 * the outbox and delivered when the connection returns (see ./sync.ts and src/sw/outbox.ts). The steps are
 * independent: one failing or waiting never stops the other.
 */
import { send, EmailJSResponseStatus } from '@emailjs/browser'
import { config } from '../../config'
import { addToOutbox } from '../../db/outbox'
import { openSiteDb } from '../../db/schema'
import { emailJsRequest } from '../../outbox/emailjs-request'
import { notifyOutboxChanged, requestBackgroundSync } from './sync'
import type { EmailRequest, StepResult, SubmitOutcome } from '../../outbox/types'

export async function submit(requests: readonly EmailRequest[]): Promise<SubmitOutcome> {
  const offlineSavingAvailable = await outboxAvailable()
  // The steps go out together (step 1 first): one held by a hanging network does not hold the other back.
  const results: StepResult[] = await Promise.all(requests.map((request) => sendOne(request, offlineSavingAvailable)))
  if (results.some((result) => result.status === 'queued')) {
    await requestBackgroundSync()
    notifyOutboxChanged()
  }
  return { results, offlineSavingAvailable }
}

/**
 * How long the first try of one e-mail may take before it is kept for later. A street's signal can hold a
 * connection open without failing it, and @emailjs/browser's `send()` takes no abort signal, so without a limit the
 * guest waited on "Sending..." for good. Should the held request still arrive after this, the kept copy goes too: a
 * duplicate e-mail rather than a lost one. (The outbox is written when a try fails, so a page closed before then
 * still takes an unsent e-mail with it; decision 0004.)
 */
export const FIRST_SEND_TIMEOUT_MS = 15_000
/** How long the storage may take to open before a form sends without it (an old tab can block the open for good). */
export const STORAGE_OPEN_TIMEOUT_MS = 3_000

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms)
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}

export async function outboxAvailable(): Promise<boolean> {
  try {
    await within(openSiteDb(), STORAGE_OPEN_TIMEOUT_MS)
    return true
  } catch {
    return false
  }
}

async function sendOne(request: EmailRequest, canQueue: boolean): Promise<StepResult> {
  const { step } = request
  if (!navigator.onLine && canQueue) return queue(request)
  try {
    await within(
      send(config.emailjs.serviceId, request.templateId, request.templateParams, {
        publicKey: config.emailjs.publicKey,
      }),
      FIRST_SEND_TIMEOUT_MS,
    )
    return { step, status: 'sent' }
  } catch (error) {
    if (error instanceof EmailJSResponseStatus && error.status > 0)
      return { step, status: 'failed', httpStatus: error.status }
    if (!(error instanceof TypeError || error instanceof TimedOut)) {
      console.error('The e-mail service refused the request', error)
      return { step, status: 'failed', httpStatus: null }
    }
    // fetch rejects with a TypeError when the network fails, and a network that hangs never answers: keep the
    // request for later.
    return canQueue ? queue(request) : { step, status: 'unsaved' }
  }
}

async function queue(request: EmailRequest): Promise<StepResult> {
  try {
    await addToOutbox(request, emailJsRequest(request))
    return { step: request.step, status: 'queued' }
  } catch (error) {
    console.error('Could not keep the message for later', error)
    return { step: request.step, status: 'unsaved' }
  }
}
