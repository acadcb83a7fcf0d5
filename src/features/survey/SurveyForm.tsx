import { useId } from 'react'
import { submit } from '../../outbox/page/submit'
import { newSubmissionId } from '../../outbox/types'
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../forms/Field'
import { OutboxForm, type OutboxFormCopy } from '../forms/OutboxForm'
import { charCount } from '../forms/text'
import { useOutboxForm } from '../forms/useOutboxForm'
import { useToday } from '../../hooks/useToday'
import { localDay } from '../../lib/local-day'
import * as formStyles from '../forms/Form.css'
import * as styles from './SurveyForm.css'
import { buildSurveyRequest } from './request'
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

const SURVEY_FORM_COPY: OutboxFormCopy = {
  heading: 'Share your feedback',
  intro:
    'Tell us how your tour went: what you enjoyed, what we could do better, and how your guide did. Every question is required.',
  sentPanel: { title: SURVEY_TEXT.thanksTitle, text: SURVEY_TEXT.thanksText },
  submitLabel: 'Submit Feedback',
  submittingLabel: 'Submitting...',
}

export function SurveyForm() {
  const headingId = useId()
  const today = useToday()

  const state = useOutboxForm<SurveyValues>({
    initial: emptySurvey,
    validateField: validateSurveyField,
    resetAfterMs: SURVEY_RESET_MS,
    deliver: (values) => submit([buildSurveyRequest(values, newSubmissionId())]),
    onFailure: (outcome, summary) => {
      console.error('Survey: the feedback could not be sent', outcome.results)
      return summary.unsavedSteps.length > 0 ? SURVEY_TEXT.unsaved : SURVEY_TEXT.failed
    },
    texts: {
      sending: 'Submitting your feedback...',
      errorLog: 'Survey: the feedback could not be sent',
      fallback: SURVEY_TEXT.failed,
      failedTitle: SURVEY_TEXT.failedTitle,
      savedAnnouncement: 'Your feedback is saved on this device and has not been sent yet.',
      sentAnnouncement: 'Your feedback was sent.',
      sentTitle: SURVEY_TEXT.thanksToast,
      sentDescription: SURVEY_TEXT.thanksToastText,
    },
  })
  const { values, textField } = state.form

  return (
    <OutboxForm state={state} headingId={headingId} copy={SURVEY_FORM_COPY} actionsClassName={styles.actions}>
      <div className={formStyles.pair}>
        <TextField {...textField('name')} label="Name" autoComplete="name" />
        <TextField {...textField('email')} label="Email" type="email" autoComplete="email" />
      </div>
      <div className={formStyles.pair}>
        <TextField {...textField('tourDate')} label="Tour date" type="date" max={localDay(today)} />
        <SelectField
          {...textField('tourType')}
          label="Which tour did you take?"
          placeholder="Select a tour"
          options={TOUR_TYPES}
        />
      </div>
      <div className={styles.ratings}>
        <RadioGroupField {...textField('tourRating')} label="How would you rate the tour?" options={RATINGS} />
        <RadioGroupField {...textField('guideRating')} label="How would you rate your guide?" options={RATINGS} />
      </div>
      <div className={formStyles.pair}>
        <SelectField
          {...textField('howHeard')}
          label="How did you hear about us?"
          placeholder="Select an option"
          options={HOW_HEARD}
        />
        <SelectField
          {...textField('wouldRecommend')}
          label="Would you recommend us to a friend?"
          placeholder="Select an answer"
          options={WOULD_RECOMMEND}
        />
      </div>
      <TextAreaField
        {...textField('feedback')}
        label="Your feedback"
        hint="At least 10 characters."
        counter={{ count: charCount(values.feedback), limit: SURVEY_LIMITS.feedbackMax }}
      />
    </OutboxForm>
  )
}
