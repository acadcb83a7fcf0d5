import type { EmailRequest, SubmitOutcome } from '../../outbox/types'

type Step = EmailRequest['step']

/** What one submit means for the guest, in order of precedence: failed > unsaved > queued > sent. */
export interface OutcomeSummary {
  kind: 'sent' | 'queued' | 'failed'
  /** Steps the e-mail service refused while online (the guest may retry). */
  failedSteps: Step[]
  /** Steps that could not be sent and could not be kept (offline, no outbox). */
  unsavedSteps: Step[]
  /** Steps that went out or wait safely in the outbox: a retry must not send them again. */
  deliveredSteps: Step[]
}

export function summarizeOutcome(outcome: SubmitOutcome): OutcomeSummary {
  const stepsWith = (status: SubmitOutcome['results'][number]['status']) =>
    outcome.results.filter((result) => result.status === status).map((result) => result.step)
  const failedSteps = stepsWith('failed')
  const unsavedSteps = stepsWith('unsaved')
  const queued = stepsWith('queued')
  const deliveredSteps = [...stepsWith('sent'), ...queued]
  const kind = failedSteps.length > 0 || unsavedSteps.length > 0 ? 'failed' : queued.length > 0 ? 'queued' : 'sent'
  return { kind, failedSteps, unsavedSteps, deliveredSteps }
}

/** Shown when a submission waits in the outbox (the same words for both forms). */
export const SAVED_TEXT = "Saved. It will be sent automatically when you're back online."

export const OFFLINE_SAVING_UNAVAILABLE_TEXT =
  'Offline saving is not available in this browser: messages can only be sent while you are online.'
