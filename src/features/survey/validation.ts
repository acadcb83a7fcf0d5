/** Survey fields, choices and rules (SPEC §3 "Survey response", §5 "Survey form", §9). */
import {
  charCount,
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  errorsOf,
  isEmailAddress,
  NAME_MIN_LENGTH,
  NAME_TOO_SHORT_MESSAGE,
  visibleText,
} from '../forms/text'
import { localDay } from '../../lib/local-day'

export interface SurveyValues {
  name: string
  email: string
  /** YYYY-MM-DD, as a date input gives it. */
  tourDate: string
  tourType: string
  tourRating: string
  guideRating: string
  howHeard: string
  wouldRecommend: string
  feedback: string
}

export type SurveyField = keyof SurveyValues

export const emptySurvey: SurveyValues = {
  name: '',
  email: '',
  tourDate: '',
  tourType: '',
  tourRating: '',
  guideRating: '',
  howHeard: '',
  wouldRecommend: '',
  feedback: '',
}

const same = (labels: readonly string[]) => labels.map((label) => ({ value: label, label }))

export const TOUR_TYPES = same(['Financial District', 'Brooklyn Heights', 'Lower East Side', 'Private Tour'])

export const RATINGS = [
  { value: '5', label: 'Excellent' },
  { value: '4', label: 'Good' },
  { value: '3', label: 'Average' },
  { value: '2', label: 'Fair' },
  { value: '1', label: 'Poor' },
] as const

export const HOW_HEARD = same([
  'Social Media',
  'Friend or Family',
  'Google Search',
  'Blog or Article',
  'Travel Website',
  'Instagram',
  'Other',
])

export const WOULD_RECOMMEND = same(['Yes, definitely', 'Probably', 'Not sure', 'Probably not', 'Definitely not'])

export const SURVEY_LIMITS = {
  nameMin: NAME_MIN_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  feedbackMin: 10,
  feedbackMax: 1000,
} as const

export const SURVEY_MESSAGES = {
  name: NAME_TOO_SHORT_MESSAGE,
  email: EMAIL_INVALID_MESSAGE,
  tourDate: 'Please provide the tour date',
  tourType: 'Please select which tour you took',
  tourRating: 'Please rate your tour experience',
  guideRating: 'Please rate your tour guide',
  howHeard: 'Please tell us how you heard about us',
  wouldRecommend: 'Please indicate if you would recommend us',
  feedbackTooShort: 'Please provide some feedback (minimum 10 characters)',
  feedbackTooLong: 'Feedback is too long',
} as const

/** Not in the spec, which is silent on a date still to come: the guest is told why the day they picked is refused. */
export const TOUR_DATE_AHEAD_MESSAGE = 'The tour date can’t be after today'

const oneOf = (choices: ReadonlyArray<{ value: string }>, value: string) =>
  choices.some((choice) => choice.value === value)

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * One field's error, or undefined. `today` is the guest's day (YYYY-MM-DD, this device's clock): feedback is for a
 * tour already taken.
 */
export function validateSurveyField(
  field: SurveyField,
  values: SurveyValues,
  today: string = localDay(new Date()),
): string | undefined {
  switch (field) {
    case 'name':
      return charCount(visibleText(values.name)) >= SURVEY_LIMITS.nameMin ? undefined : SURVEY_MESSAGES.name
    case 'email': {
      const email = values.email.trim()
      return charCount(email) <= SURVEY_LIMITS.emailMax && isEmailAddress(email) ? undefined : SURVEY_MESSAGES.email
    }
    case 'tourDate':
      if (!isIsoDate(values.tourDate)) return SURVEY_MESSAGES.tourDate
      return values.tourDate > today ? TOUR_DATE_AHEAD_MESSAGE : undefined
    case 'tourType':
      return oneOf(TOUR_TYPES, values.tourType) ? undefined : SURVEY_MESSAGES.tourType
    case 'tourRating':
      return oneOf(RATINGS, values.tourRating) ? undefined : SURVEY_MESSAGES.tourRating
    case 'guideRating':
      return oneOf(RATINGS, values.guideRating) ? undefined : SURVEY_MESSAGES.guideRating
    case 'howHeard':
      return oneOf(HOW_HEARD, values.howHeard) ? undefined : SURVEY_MESSAGES.howHeard
    case 'wouldRecommend':
      return oneOf(WOULD_RECOMMEND, values.wouldRecommend) ? undefined : SURVEY_MESSAGES.wouldRecommend
    case 'feedback': {
      if (charCount(visibleText(values.feedback)) < SURVEY_LIMITS.feedbackMin) return SURVEY_MESSAGES.feedbackTooShort
      if (charCount(values.feedback.trim()) > SURVEY_LIMITS.feedbackMax) return SURVEY_MESSAGES.feedbackTooLong
      return undefined
    }
  }
}

/** Every error of the survey, keyed by field; empty when it may be sent. */
export function validateSurvey(values: SurveyValues): Partial<Record<SurveyField, string>> {
  return errorsOf(Object.keys(emptySurvey) as SurveyField[], validateSurveyField, values)
}
