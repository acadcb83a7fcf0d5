/**
 * The contract between the forms and the outbox. A form turns a valid submission into one or more e-mail
 * requests (contact: the auto-reply and the administrator notification; survey: one), each with its own id,
 * and hands them to `submit()` in ./page/submit.ts, which sends them now or keeps them until the network returns.
 * The outbox is this folder: page/ (its status, its store, the submit and the page's deliveries), worker/ (the
 * worker's delivery on the `sync` event), storage/ (the IndexedDB queue and its records), and at its top the parts all
 * three share, below each of them: these types, the EmailJS request and sender (./emailjs-request.ts) and the
 * worker's message to the pages (./messages.ts).
 */

/** What the guest typed, kept with a queued request so it can be offered back if it cannot be delivered. */
export interface SubmissionCopy {
  form: 'contact' | 'survey'
  /** Field label → value, in display order. */
  fields: ReadonlyArray<readonly [label: string, value: string]>
}

export interface EmailRequest {
  /** Unique per request: `${submissionId}:${step}`; the outbox never sends the same id twice. */
  id: string
  submissionId: string
  /** Which call this is, for messages: 'reply' and 'admin' for contact, 'survey' for the survey. */
  step: 'reply' | 'admin' | 'survey'
  templateId: string
  templateParams: Record<string, string>
  copy: SubmissionCopy
}

/** How one request went on the first attempt. */
export type StepResult =
  | { step: EmailRequest['step']; status: 'sent' }
  /** The network failed: the request waits in the outbox and will be sent automatically. */
  | { step: EmailRequest['step']; status: 'queued' }
  /** EmailJS answered with an error (4xx/5xx) while online: the guest is told and can retry. */
  | { step: EmailRequest['step']; status: 'failed'; httpStatus: number | null }
  /** The network failed and there is no outbox (IndexedDB unavailable): nothing was kept. */
  | { step: EmailRequest['step']; status: 'unsaved' }

export interface SubmitOutcome {
  results: StepResult[]
  /** False when IndexedDB is unavailable: forms work online but cannot keep messages offline. */
  offlineSavingAvailable: boolean
}

/** A client-generated id for one submission. */
export function newSubmissionId(): string {
  return crypto.randomUUID()
}
