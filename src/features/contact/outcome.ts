/** What the guest reads after a contact submit (SPEC §8 "Contact" rows). */
import type { SubmitOutcome } from '../../outbox/types'
import { summarizeOutcome } from '../forms/outcome'
import type { ContactStep } from './request'

/** SPEC §8: what the guest reads when one step fails. */
export const CONTACT_STEP_ERRORS: Record<ContactStep, string> = {
  reply: 'Failed to send confirmation email',
  admin: 'Failed to send notification to administrator',
}

export const CONTACT_TEXT = {
  sending: 'Sending your message...',
  errorLog: 'Contact form: the message could not be sent',
  sentTitle: 'Message Sent!',
  sentDescription: "Thank you for contacting us. We'll get back to you soon!",
  panelTitle: 'Thank you for your message',
  panelText: 'It is on its way to us, and a confirmation is on its way to your inbox.',
  sentAnnouncement: 'Your message was sent.',
  savedAnnouncement: 'Your message is saved on this device and has not been sent yet.',
  failedTitle: 'Message Failed to Send',
  fallback: 'There was a problem sending your message. Please try again later.',
  unsaved:
    "Your message could not be sent, and offline saving is not available in this browser. Please try again when you're back online.",
} as const

/**
 * The guest-facing reason of a failed outcome (SPEC §8), without the "Error:" prefix. Each step's message is the
 * spec's string exactly (no full stop added); when both steps fail, the two are joined by a semicolon.
 */
export function contactFailureMessage(outcome: SubmitOutcome): string {
  const summary = summarizeOutcome(outcome)
  const parts = summary.failedSteps
    .filter((step): step is ContactStep => step === 'reply' || step === 'admin')
    .map((step) => CONTACT_STEP_ERRORS[step])
  if (summary.unsavedSteps.length > 0) parts.push(CONTACT_TEXT.unsaved)
  return parts.length === 0 ? CONTACT_TEXT.fallback : parts.join('; ')
}
