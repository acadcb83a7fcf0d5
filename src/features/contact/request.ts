/** Turns a valid contact form into the two e-mail requests of SPEC §7 (auto-reply, then admin notification). */
import { emailjs } from '../../service-settings'
import type { EmailRequest, SubmissionCopy } from '../../outbox/types'
import type { ContactValues } from './validation'

export type ContactStep = 'reply' | 'admin'

export const CONTACT_STEPS: readonly ContactStep[] = ['reply', 'admin']

const templateIds: Record<ContactStep, string> = {
  reply: emailjs.contactReplyTemplateId,
  admin: emailjs.contactAdminTemplateId,
}

/** The template parameters both steps share (SPEC §7 defaults for an empty phone or message). */
export function contactTemplateParams(values: ContactValues, submissionId: string): Record<string, string> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || 'Not provided',
    message: values.message.trim() === '' ? 'No message provided' : values.message,
    submission_id: submissionId,
  }
}

export function contactCopy(values: ContactValues): SubmissionCopy {
  return {
    form: 'contact',
    fields: [
      ['Name', values.name],
      ['Email', values.email],
      ['Phone', values.phone],
      ['Message', values.message],
    ],
  }
}

/** One request per step, all with the same parameters; `steps` lets a retry skip steps that already went out. */
export function buildContactRequests(
  values: ContactValues,
  submissionId: string,
  steps: readonly ContactStep[] = CONTACT_STEPS,
): EmailRequest[] {
  const templateParams = contactTemplateParams(values, submissionId)
  const copy = contactCopy(values)
  return steps.map((step) => ({
    id: `${submissionId}:${step}`,
    submissionId,
    step,
    templateId: templateIds[step],
    templateParams: { ...templateParams },
    copy,
  }))
}
