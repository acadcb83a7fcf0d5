/**
 * Sends a form's e-mail requests. Each is written to the outbox, then tried now with @emailjs/browser; when the
 * network fails it stays in the outbox and is delivered when the connection returns (see ./sync.ts and
 * ../worker/background-sync.ts). Written first, it outlives a page closed while the network holds the try. The steps
 * are independent: one failing or waiting never stops the other.
 */
import { send, EmailJSResponseStatus } from '@emailjs/browser'
import { emailjs } from '../../service-settings'
import { addToOutbox, endFirstTry, FIRST_TRY_SYNC_TAG, holdForFirstTry, type FirstTryEnd } from '../storage/queue'
import { openSiteDb } from '../../db/schema'
import { emailJsRequest } from '../emailjs-request'
import { notifyOutboxChanged, requestBackgroundSync, tabClaims } from './sync'
import type { EmailRequest, StepResult, SubmitOutcome } from '../types'

export async function submit(requests: readonly EmailRequest[]): Promise<SubmitOutcome> {
  const offlineSavingAvailable = await outboxAvailable()
  const holds = offlineSavingAvailable && navigator.onLine ? await holdAll(requests) : []
  // The steps go out together (step 1 first): one held by a hanging network does not hold the other back.
  const results: StepResult[] = await Promise.all(
    requests.map((request, index) => sendOne(request, offlineSavingAvailable, holds[index] ?? null)),
  )
  if (results.some((result) => result.status === 'queued')) {
    await requestBackgroundSync()
    notifyOutboxChanged()
  }
  return { results, offlineSavingAvailable }
}

/**
 * Writes each request to the outbox before it is tried (../storage/queue.ts `holdForFirstTry`), and asks the worker to
 * look again once the tries' lease is over, for a page closed before they end. A request that cannot be written is
 * still tried, and kept if it fails, as before.
 */
async function holdAll(requests: readonly EmailRequest[]): Promise<Array<string | null>> {
  const tokens: Array<string | null> = []
  for (const request of requests) {
    try {
      const token = await holdForFirstTry(request, emailJsRequest(request))
      if (token) tabClaims.claimed(request.id, token)
      tokens.push(token)
    } catch (error) {
      console.warn('Could not keep the message before sending it', error)
      tokens.push(null)
    }
  }
  if (tokens.some(Boolean)) void requestBackgroundSync(FIRST_TRY_SYNC_TAG)
  return tokens
}

/**
 * How long the first try of one e-mail may take before it is kept for later. A street's signal can hold a
 * connection open without failing it, and @emailjs/browser's `send()` takes no abort signal, so without a limit the
 * guest waited on "Sending..." for good. Should the held request still arrive after this, the kept copy goes too: a
 * duplicate e-mail rather than a lost one. It is below the outbox's lease (LEASE_MS), so a try always ends before
 * another sender may take its request over.
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

async function sendOne(request: EmailRequest, canQueue: boolean, held: string | null): Promise<StepResult> {
  const { step } = request
  if (!navigator.onLine && canQueue) return queue(request)
  let result: StepResult
  try {
    await within(
      send(emailjs.serviceId, request.templateId, request.templateParams, {
        publicKey: emailjs.publicKey,
      }),
      FIRST_SEND_TIMEOUT_MS,
    )
    result = { step, status: 'sent' }
  } catch (error) {
    if (error instanceof EmailJSResponseStatus && error.status > 0) {
      result = { step, status: 'failed', httpStatus: error.status }
    } else if (!(error instanceof TypeError || error instanceof TimedOut)) {
      console.error('The e-mail service refused the request', error)
      result = { step, status: 'failed', httpStatus: null }
    } else if (held) {
      // fetch rejects with a TypeError when the network fails, and a network that hangs never answers: the request
      // held in the outbox waits there for later.
      result = { step, status: 'queued' }
    } else {
      return canQueue ? queue(request) : { step, status: 'unsaved' }
    }
  }
  return held ? endHeld(request, held, result) : result
}

/** Settles a first try held in the outbox by how it went. */
async function endHeld(request: EmailRequest, token: string, result: StepResult): Promise<StepResult> {
  const end: FirstTryEnd = result.status === 'sent' ? 'sent' : result.status === 'queued' ? 'later' : 'refused'
  try {
    await endFirstTry(request.id, token, end)
  } catch (error) {
    // Still held: its lease runs out and a sender takes it (a sent one may then go twice; a refused one is refused
    // again and offered back).
    console.warn('Could not record how the first send went', error)
  }
  tabClaims.settled(request.id)
  return result
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
