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
  const results: StepResult[] = []
  for (const request of requests) results.push(await sendOne(request, offlineSavingAvailable))
  if (results.some((result) => result.status === 'queued')) {
    await requestBackgroundSync()
    notifyOutboxChanged()
  }
  return { results, offlineSavingAvailable }
}

export async function outboxAvailable(): Promise<boolean> {
  try {
    await openSiteDb()
    return true
  } catch {
    return false
  }
}

async function sendOne(request: EmailRequest, canQueue: boolean): Promise<StepResult> {
  const { step } = request
  if (!navigator.onLine && canQueue) return queue(request)
  try {
    await send(config.emailjs.serviceId, request.templateId, request.templateParams, {
      publicKey: config.emailjs.publicKey,
    })
    return { step, status: 'sent' }
  } catch (error) {
    if (error instanceof EmailJSResponseStatus && error.status > 0)
      return { step, status: 'failed', httpStatus: error.status }
    if (!(error instanceof TypeError)) {
      console.error('The e-mail service refused the request', error)
      return { step, status: 'failed', httpStatus: null }
    }
    // fetch rejects with a TypeError when the network fails: keep the request for later.
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
