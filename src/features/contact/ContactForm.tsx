import { useId, useRef, useState } from 'react'
import { submit } from '../outbox/submit'
import { newSubmissionId, type SubmitOutcome } from '../../outbox/types'
import { dismissToast, showToast } from '../toast/toast-store'
import { CheckboxField, TextAreaField, TextField } from '../forms/Field'
import { FormCard } from '../forms/FormCard'
import { OFFLINE_SAVING_UNAVAILABLE_TEXT, summarizeOutcome } from '../forms/outcome'
import { reportOfflineSaving, useOfflineSavingAvailable } from '../forms/offline-saving'
import { charCount } from '../forms/text'
import { hasInput, useValidatedForm } from '../forms/useValidatedForm'
import { button } from '../../styles/button'
import * as formStyles from '../forms/Form.css'
import * as styles from './ContactForm.css'
import { CONTACT_TEXT, contactFailureMessage } from './outcome'
import { buildContactRequests, CONTACT_STEPS, type ContactStep } from './request'
import { CONSENT_LABEL, CONTACT_LIMITS, emptyContact, validateContactField, type ContactValues } from './validation'
import { useResetAfterDone } from '../forms/useResetAfterDone'

/** SPEC §4: how long the confirmation shows before the form comes back empty. */
export const CONTACT_PANEL_MS = 3000

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'done'; saved: boolean }
  | { kind: 'failure'; message: string }

/** Steps that went out (or wait in the outbox) for exactly these values: a retry sends only the rest. */
interface Delivered {
  snapshot: string
  steps: ContactStep[]
}

export function ContactForm() {
  const headingId = useId()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [announcement, setAnnouncement] = useState('')
  const offlineSaving = useOfflineSavingAvailable()
  const delivered = useRef<Delivered | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** The last failure's toast, taken down when the guest tries again. */
  const failureToast = useRef<number | null>(null)

  const form = useValidatedForm<ContactValues>({
    initial: emptyContact,
    validateField: validateContactField,
    onValidSubmit: (values) => void send(values),
    onEdit: () => {
      if (status.kind === 'failure') setStatus({ kind: 'idle' })
    },
  })

  function fail(message: string): void {
    setStatus({ kind: 'failure', message })
    setAnnouncement(`Error: ${message}`)
    failureToast.current = showToast({ tone: 'destructive', title: CONTACT_TEXT.failedTitle, description: message })
  }

  async function send(values: ContactValues): Promise<void> {
    setStatus({ kind: 'submitting' })
    setAnnouncement('Sending your message...')
    if (failureToast.current !== null) dismissToast(failureToast.current)
    const snapshot = JSON.stringify(values)
    const already = delivered.current?.snapshot === snapshot ? delivered.current.steps : []
    const steps = CONTACT_STEPS.filter((step) => !already.includes(step))

    let outcome: SubmitOutcome
    try {
      outcome = await submit(buildContactRequests(values, newSubmissionId(), steps))
    } catch (error) {
      console.error('Contact form: the message could not be sent', error)
      fail(CONTACT_TEXT.fallback)
      return
    }

    reportOfflineSaving(outcome.offlineSavingAvailable)
    const summary = summarizeOutcome(outcome)
    if (summary.kind === 'failed') {
      const deliveredNow = summary.deliveredSteps.filter((step): step is ContactStep => step === 'reply' || step === 'admin')
      delivered.current = { snapshot, steps: [...already, ...deliveredNow] }
      fail(contactFailureMessage(outcome))
      return
    }

    delivered.current = null
    const saved = summary.kind === 'queued'
    setStatus({ kind: 'done', saved })
    // Each outcome text appears once on the page: the panel (focused) says it, the live region only sums it up.
    if (saved) {
      setAnnouncement(CONTACT_TEXT.savedAnnouncement)
    } else {
      setAnnouncement(CONTACT_TEXT.sentAnnouncement)
      showToast({ tone: 'success', title: CONTACT_TEXT.sentTitle, description: CONTACT_TEXT.sentDescription })
    }
  }

  useResetAfterDone({
    done: status.kind === 'done',
    delayMs: CONTACT_PANEL_MS,
    panelRef,
    headingRef,
    onReset: () => {
      form.reset()
      setStatus({ kind: 'idle' })
    },
  })

  const { values, errors, change } = form
  const submitting = status.kind === 'submitting'

  return (
    <FormCard
      headingId={headingId}
      headingRef={headingRef}
      heading="Contact us"
      intro="Send us a message and we will reply by e-mail. Phone and message are optional."
      announcement={announcement}
      panelRef={panelRef}
      done={status.kind !== 'done' ? null : status.saved ? { saved: true } : { saved: false, title: CONTACT_TEXT.panelTitle, text: CONTACT_TEXT.panelText }}
    >
      <form
        ref={form.formRef}
        noValidate
        aria-labelledby={headingId}
        onSubmit={form.submit}
        data-unsent={hasInput(values) ? 'true' : 'false'}
      >
        <fieldset disabled={submitting} className={formStyles.fieldset}>
          <div className={formStyles.pair}>
            <TextField
              name="name"
              label="Name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.nameMax}
              value={values.name}
              onChange={(value) => change('name', value)}
              error={errors.name}
            />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(value) => change('email', value)}
              error={errors.email}
            />
          </div>
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            optional
            hint="Include the country code if you are not in the US, e.g. +44 20 7946 0958."
            value={values.phone}
            onChange={(value) => change('phone', value)}
            error={errors.phone}
          />
          <TextAreaField
            name="message"
            label="Message"
            optional
            counter={{ count: charCount(values.message), limit: CONTACT_LIMITS.messageMax }}
            value={values.message}
            onChange={(value) => change('message', value)}
            error={errors.message}
          />
          <CheckboxField
            name="consent"
            label={CONSENT_LABEL}
            checked={values.consent}
            onChange={(checked) => change('consent', checked)}
            error={errors.consent}
          />
          {status.kind === 'failure' && <p className={formStyles.banner}>Error: {status.message}</p>}
          <div className={styles.actions}>
            <button type="submit" className={`${button({ size: 'lg' })} ${formStyles.submit}`}>
              {submitting ? 'Sending...' : 'Send Message'}
            </button>
            {!offlineSaving && <p className={formStyles.note}>{OFFLINE_SAVING_UNAVAILABLE_TEXT}</p>}
          </div>
        </fieldset>
      </form>
    </FormCard>
  )
}
