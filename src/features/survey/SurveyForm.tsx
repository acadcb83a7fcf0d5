import { useId, useRef, useState } from 'react'
import { submit } from '../outbox/submit'
import { newSubmissionId, type SubmitOutcome } from '../../outbox/types'
import { dismissToast, showToast } from '../toast/toast-store'
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../forms/Field'
import { FormCard } from '../forms/FormCard'
import { OFFLINE_SAVING_UNAVAILABLE_TEXT, summarizeOutcome } from '../forms/outcome'
import { reportOfflineSaving, useOfflineSavingAvailable } from '../forms/offline-saving'
import { charCount } from '../forms/text'
import { hasInput, useValidatedForm } from '../forms/useValidatedForm'
import { useToday } from '../../hooks/useToday'
import { button } from '../../styles/button'
import * as formStyles from '../forms/Form.css'
import * as styles from './SurveyForm.css'
import { buildSurveyRequest } from './request'
import { useResetAfterDone } from '../forms/useResetAfterDone'
import {
  emptySurvey,
  HOW_HEARD,
  RATINGS,
  SURVEY_LIMITS,
  TOUR_TYPES,
  validateSurveyField,
  WOULD_RECOMMEND,
  type SurveyValues,
} from './validation'

/** SPEC §4 and §9: the Thank You panel shows about 3000 ms, then the form comes back empty. */
export const SURVEY_RESET_MS = 3000

export const SURVEY_TEXT = {
  thanksToast: 'Thank you for your feedback!',
  thanksToastText: 'We read every response.',
  thanksTitle: 'Thank You!',
  thanksText: 'Your feedback helps us improve our tours for every guest who walks with us.',
  failedTitle: 'Error submitting feedback',
  failed: 'There was a problem submitting your feedback. Please try again.',
  unsaved:
    "Your feedback could not be sent, and offline saving is not available in this browser. Please try again when you're back online.",
} as const

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done'; saved: boolean } | { kind: 'failure'; message: string }

const pad = (n: number) => String(n).padStart(2, '0')
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

export function SurveyForm() {
  const headingId = useId()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [announcement, setAnnouncement] = useState('')
  const offlineSaving = useOfflineSavingAvailable()
  const today = useToday()
  const panelRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** The last failure's toast, taken down when the guest tries again. */
  const failureToast = useRef<number | null>(null)

  const form = useValidatedForm<SurveyValues>({
    initial: emptySurvey,
    validateField: validateSurveyField,
    onValidSubmit: (values) => void send(values),
    onEdit: () => {
      if (status.kind === 'failure') setStatus({ kind: 'idle' })
    },
  })

  function fail(message: string, detail: unknown): void {
    console.error('Survey: the feedback could not be sent', detail)
    setStatus({ kind: 'failure', message })
    setAnnouncement(`Error: ${message}`)
    failureToast.current = showToast({ tone: 'destructive', title: SURVEY_TEXT.failedTitle, description: message })
  }

  async function send(values: SurveyValues): Promise<void> {
    setStatus({ kind: 'submitting' })
    setAnnouncement('Submitting your feedback...')
    if (failureToast.current !== null) dismissToast(failureToast.current)
    let outcome: SubmitOutcome
    try {
      outcome = await submit([buildSurveyRequest(values, newSubmissionId())])
    } catch (error) {
      fail(SURVEY_TEXT.failed, error)
      return
    }

    reportOfflineSaving(outcome.offlineSavingAvailable)
    const summary = summarizeOutcome(outcome)
    if (summary.kind === 'failed') {
      fail(summary.unsavedSteps.length > 0 ? SURVEY_TEXT.unsaved : SURVEY_TEXT.failed, outcome.results)
      return
    }
    const saved = summary.kind === 'queued'
    setStatus({ kind: 'done', saved })
    // Each outcome text appears once on the page: the panel (focused) says it, the live region only sums it up.
    if (saved) {
      setAnnouncement('Your feedback is saved on this device and has not been sent yet.')
    } else {
      setAnnouncement('Your feedback was sent.')
      showToast({ tone: 'success', title: SURVEY_TEXT.thanksToast, description: SURVEY_TEXT.thanksToastText })
    }
  }

  useResetAfterDone({
    done: status.kind === 'done',
    delayMs: SURVEY_RESET_MS,
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
      heading="Share your feedback"
      intro="Tell us how your tour went: what you enjoyed, what we could do better, and how your guide did. Every question is required."
      announcement={announcement}
      panelRef={panelRef}
      done={status.kind !== 'done' ? null : status.saved ? { saved: true } : { saved: false, title: SURVEY_TEXT.thanksTitle, text: SURVEY_TEXT.thanksText }}
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
            <TextField name="name" label="Name" autoComplete="name" value={values.name} onChange={(value) => change('name', value)} error={errors.name} />
            <TextField name="email" label="Email" type="email" autoComplete="email" value={values.email} onChange={(value) => change('email', value)} error={errors.email} />
          </div>
          <div className={formStyles.pair}>
            <TextField
              name="tourDate"
              label="Tour date"
              type="date"
              max={isoDay(today)}
              value={values.tourDate}
              onChange={(value) => change('tourDate', value)}
              error={errors.tourDate}
            />
            <SelectField
              name="tourType"
              label="Which tour did you take?"
              placeholder="Select a tour"
              options={TOUR_TYPES}
              value={values.tourType}
              onChange={(value) => change('tourType', value)}
              error={errors.tourType}
            />
          </div>
          <div className={styles.ratings}>
            <RadioGroupField
              name="tourRating"
              label="How would you rate the tour?"
              options={RATINGS}
              value={values.tourRating}
              onChange={(value) => change('tourRating', value)}
              error={errors.tourRating}
            />
            <RadioGroupField
              name="guideRating"
              label="How would you rate your guide?"
              options={RATINGS}
              value={values.guideRating}
              onChange={(value) => change('guideRating', value)}
              error={errors.guideRating}
            />
          </div>
          <div className={formStyles.pair}>
            <SelectField
              name="howHeard"
              label="How did you hear about us?"
              placeholder="Select an option"
              options={HOW_HEARD}
              value={values.howHeard}
              onChange={(value) => change('howHeard', value)}
              error={errors.howHeard}
            />
            <SelectField
              name="wouldRecommend"
              label="Would you recommend us to a friend?"
              placeholder="Select an answer"
              options={WOULD_RECOMMEND}
              value={values.wouldRecommend}
              onChange={(value) => change('wouldRecommend', value)}
              error={errors.wouldRecommend}
            />
          </div>
          <TextAreaField
            name="feedback"
            label="Your feedback"
            hint="At least 10 characters."
            counter={{ count: charCount(values.feedback), limit: SURVEY_LIMITS.feedbackMax }}
            value={values.feedback}
            onChange={(value) => change('feedback', value)}
            error={errors.feedback}
          />
          {status.kind === 'failure' && <p className={formStyles.banner}>Error: {status.message}</p>}
          <div className={styles.actions}>
            <button type="submit" disabled={submitting} className={`${button({ size: 'lg' })} ${formStyles.submit}`}>
              {submitting ? 'Submitting...' : 'Submit Feedback'}
            </button>
            {!offlineSaving && <p className={formStyles.note}>{OFFLINE_SAVING_UNAVAILABLE_TEXT}</p>}
          </div>
        </fieldset>
      </form>
    </FormCard>
  )
}
