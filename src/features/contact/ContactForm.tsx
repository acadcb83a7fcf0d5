import { useId, useRef } from 'react'
import { submit } from '../../outbox/page/submit'
import { newSubmissionId } from '../../outbox/types'
import { CheckboxField, TextAreaField, TextField } from '../forms/Field'
import { OutboxForm, type OutboxFormCopy } from '../forms/OutboxForm'
import { summarizeOutcome } from '../forms/outcome'
import { charCount } from '../forms/text'
import { useOutboxForm } from '../forms/useOutboxForm'
import * as formStyles from '../forms/Form.css'
import * as styles from './ContactForm.css'
import { CONTACT_TEXT, contactFailureMessage } from './outcome'
import { buildContactRequests, CONTACT_STEPS, type ContactStep } from './request'
import { CONSENT_LABEL, CONTACT_LIMITS, emptyContact, validateContactField, type ContactValues } from './validation'

/** SPEC §4: how long the confirmation shows before the form comes back empty. */
export const CONTACT_PANEL_MS = 3000

const CONTACT_FORM_COPY: OutboxFormCopy = {
  heading: 'Contact us',
  intro: 'Send us a message and we will reply by e-mail. Phone and message are optional.',
  sentPanel: { title: CONTACT_TEXT.panelTitle, text: CONTACT_TEXT.panelText },
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
}

/** Steps that went out (or wait in the outbox) for exactly these values: a retry sends only the rest. */
interface Delivered {
  snapshot: string
  steps: ContactStep[]
}

export function ContactForm() {
  const headingId = useId()
  const delivered = useRef<Delivered | null>(null)

  const state = useOutboxForm<ContactValues>({
    initial: emptyContact,
    validateField: validateContactField,
    resetAfterMs: CONTACT_PANEL_MS,
    deliver: async (values) => {
      const snapshot = JSON.stringify(values)
      const already = delivered.current?.snapshot === snapshot ? delivered.current.steps : []
      const steps = CONTACT_STEPS.filter((step) => !already.includes(step))
      const outcome = await submit(buildContactRequests(values, newSubmissionId(), steps))
      const { kind, deliveredSteps } = summarizeOutcome(outcome)
      const deliveredNow = deliveredSteps.filter((step): step is ContactStep => step === 'reply' || step === 'admin')
      // A retry of the same values sends only the steps that neither went out nor wait in the outbox.
      delivered.current = kind === 'failed' ? { snapshot, steps: [...already, ...deliveredNow] } : null
      return outcome
    },
    onFailure: (outcome) => contactFailureMessage(outcome),
    texts: CONTACT_TEXT,
  })
  const { values, errors, change, textField } = state.form

  return (
    <OutboxForm state={state} headingId={headingId} copy={CONTACT_FORM_COPY} actionsClassName={styles.actions}>
      <div className={formStyles.pair}>
        <TextField {...textField('name')} label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} />
        <TextField {...textField('email')} label="Email" type="email" autoComplete="email" />
      </div>
      <TextField
        {...textField('phone')}
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        hint="Include the country code if you are not in the US, e.g. +44 20 7946 0958."
      />
      <TextAreaField
        {...textField('message')}
        label="Message"
        optional
        counter={{ count: charCount(values.message), limit: CONTACT_LIMITS.messageMax }}
      />
      <CheckboxField
        name="consent"
        label={CONSENT_LABEL}
        checked={values.consent}
        onChange={(checked) => change('consent', checked)}
        error={errors.consent}
      />
    </OutboxForm>
  )
}
