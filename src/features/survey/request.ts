/** Turns a valid survey into the one e-mail request of SPEC §7 (subject and message of SPEC §3). */
import { emailjs } from '../../service-settings'
import type { EmailRequest, SubmissionCopy } from '../../outbox/types'
import { RATINGS, type SurveyValues } from './validation'

export function surveySubject(values: SurveyValues): string {
  return `Tour Feedback from ${values.name.trim()} - ${values.tourType} Tour`
}

/** "5/5 (Excellent)"; an unknown value is passed through rather than dropped. */
export function ratingText(value: string): string {
  const rating = RATINGS.find((choice) => choice.value === value)
  return rating ? `${rating.value}/5 (${rating.label})` : value
}

/** Labelled answers, in the order of SPEC §3, as shown in the e-mail and in the outbox copy. */
export function surveyAnswers(values: SurveyValues): Array<readonly [label: string, value: string]> {
  return [
    ['Tour date', values.tourDate],
    ['Tour type', values.tourType],
    ['Tour rating', ratingText(values.tourRating)],
    ['Guide rating', ratingText(values.guideRating)],
    ['How they heard about us', values.howHeard],
    ['Would recommend', values.wouldRecommend],
  ]
}

/** One answer per line, then the feedback text after a blank line. */
export function surveyMessage(values: SurveyValues): string {
  const lines = surveyAnswers(values).map(([label, value]) => `${label}: ${value}`)
  return [...lines, '', 'Feedback:', values.feedback.trim()].join('\n')
}

export function surveyCopy(values: SurveyValues): SubmissionCopy {
  return {
    form: 'survey',
    fields: [['Name', values.name], ['Email', values.email], ...surveyAnswers(values), ['Feedback', values.feedback]],
  }
}

export function buildSurveyRequest(values: SurveyValues, submissionId: string): EmailRequest {
  return {
    id: `${submissionId}:survey`,
    submissionId,
    step: 'survey',
    templateId: emailjs.surveyTemplateId,
    templateParams: {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: surveySubject(values),
      message: surveyMessage(values),
      submission_id: submissionId,
    },
    copy: surveyCopy(values),
  }
}
