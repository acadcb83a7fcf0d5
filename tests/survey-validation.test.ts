import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { emailjs } from '../src/service-settings'
import { visibleText } from '../src/features/forms/text'
import { buildSurveyRequest, ratingText, surveyMessage, surveySubject } from '../src/features/survey/request'
import {
  emptySurvey,
  HOW_HEARD,
  isIsoDate,
  RATINGS,
  SURVEY_MESSAGES,
  TOUR_DATE_AHEAD_MESSAGE,
  TOUR_TYPES,
  validateSurvey,
  validateSurveyField,
  WOULD_RECOMMEND,
  type SurveyValues,
} from '../src/features/survey/validation'

/** SPEC §3 "Survey response" and §5 "Survey form", transcribed by hand. */
const SPEC_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  tourDate: 'Please provide the tour date',
  tourType: 'Please select which tour you took',
  tourRating: 'Please rate your tour experience',
  guideRating: 'Please rate your tour guide',
  howHeard: 'Please tell us how you heard about us',
  wouldRecommend: 'Please indicate if you would recommend us',
  feedbackTooShort: 'Please provide some feedback (minimum 10 characters)',
  feedbackTooLong: 'Feedback is too long',
}

const valid: SurveyValues = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  tourDate: '2026-05-02',
  tourType: 'Brooklyn Heights',
  tourRating: '5',
  guideRating: '4',
  howHeard: 'Instagram',
  wouldRecommend: 'Yes, definitely',
  feedback: 'Loved the story of the Borough Hall cat.',
}

const hostile = fc.constantFrom(
  '<script>alert(1)</script>',
  '"};alert(1);//',
  '\u0000NUL',
  '\u202Eevil',
  '😺🐈‍⬛',
  'Line one\nLine two',
  '   padded   ',
)
const anyText = (min: number, max: number) =>
  fc.oneof(fc.string({ unit: 'binary', minLength: min, maxLength: max }), hostile)

describe('survey choices and messages', () => {
  it('offer exactly the options of the specification', () => {
    expect(TOUR_TYPES.map((c) => c.value)).toEqual([
      'Financial District',
      'Brooklyn Heights',
      'Lower East Side',
      'Private Tour',
    ])
    expect(RATINGS.map((c) => [c.label, c.value])).toEqual([
      ['Excellent', '5'],
      ['Good', '4'],
      ['Average', '3'],
      ['Fair', '2'],
      ['Poor', '1'],
    ])
    expect(HOW_HEARD.map((c) => c.value)).toEqual([
      'Social Media',
      'Friend or Family',
      'Google Search',
      'Blog or Article',
      'Travel Website',
      'Instagram',
      'Other',
    ])
    expect(WOULD_RECOMMEND.map((c) => c.value)).toEqual([
      'Yes, definitely',
      'Probably',
      'Not sure',
      'Probably not',
      'Definitely not',
    ])
    expect(SURVEY_MESSAGES).toEqual(SPEC_MESSAGES)
  })

  it('start empty, and an empty survey reports every field', () => {
    expect(Object.values(emptySurvey).every((value) => value === '')).toBe(true)
    expect(validateSurvey(emptySurvey)).toEqual({
      name: SPEC_MESSAGES.name,
      email: SPEC_MESSAGES.email,
      tourDate: SPEC_MESSAGES.tourDate,
      tourType: SPEC_MESSAGES.tourType,
      tourRating: SPEC_MESSAGES.tourRating,
      guideRating: SPEC_MESSAGES.guideRating,
      howHeard: SPEC_MESSAGES.howHeard,
      wouldRecommend: SPEC_MESSAGES.wouldRecommend,
      feedback: SPEC_MESSAGES.feedbackTooShort,
    })
    expect(validateSurvey(valid)).toEqual({})
  })
})

describe('survey fields', () => {
  it('name needs 2 characters after trimming', () => {
    expect(validateSurveyField('name', { ...valid, name: ' G ' })).toBe(SPEC_MESSAGES.name)
    expect(validateSurveyField('name', { ...valid, name: 'Gr' })).toBeUndefined()
    // Invisible characters (zero-width space, joiner, byte-order mark) are no name.
    expect(validateSurveyField('name', { ...valid, name: '\u200b\u200d\ufeff' })).toBe(SPEC_MESSAGES.name)
    expect(validateSurveyField('name', { ...valid, name: 'G\u200b' })).toBe(SPEC_MESSAGES.name)
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(validateSurveyField('name', { ...valid, name: blank })).toBe(SPEC_MESSAGES.name)
      }),
    )
  })

  it('email must look like an address', () => {
    expect(validateSurveyField('email', { ...valid, email: 'grace' })).toBe(SPEC_MESSAGES.email)
    expect(validateSurveyField('email', { ...valid, email: `${'g'.repeat(250)}@example.com` })).toBe(
      SPEC_MESSAGES.email,
    )
  })

  it('tour date must be a real calendar day', () => {
    expect(isIsoDate('2026-05-02')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('02/05/2026')).toBe(false)
    expect(validateSurveyField('tourDate', { ...valid, tourDate: '' })).toBe(SPEC_MESSAGES.tourDate)
  })

  it("tour date is a day already come on the guest's clock: feedback is for a tour taken", () => {
    const date = (tourDate: string, today: string) => validateSurveyField('tourDate', { ...valid, tourDate }, today)
    expect(date('2026-11-29', '2026-11-29')).toBeUndefined()
    expect(date('2026-11-28', '2026-11-29')).toBeUndefined()
    expect(date('2026-11-30', '2026-11-29')).toBe(TOUR_DATE_AHEAD_MESSAGE)
    expect(date('2027-01-01', '2026-12-31')).toBe(TOUR_DATE_AHEAD_MESSAGE)
    // Without a day given, today is this device's own, at the moment of checking.
    vi.useFakeTimers({ now: new Date(2026, 10, 29, 23, 59) })
    try {
      expect(validateSurveyField('tourDate', { ...valid, tourDate: '2026-11-29' })).toBeUndefined()
      expect(validateSurveyField('tourDate', { ...valid, tourDate: '2026-11-30' })).toBe(TOUR_DATE_AHEAD_MESSAGE)
    } finally {
      vi.useRealTimers()
    }
  })

  it('choices must be one of the listed options', () => {
    fc.assert(
      fc.property(anyText(0, 40), (value) => {
        fc.pre(!TOUR_TYPES.some((c) => c.value === value))
        expect(validateSurveyField('tourType', { ...valid, tourType: value })).toBe(SPEC_MESSAGES.tourType)
      }),
    )
    expect(validateSurveyField('tourRating', { ...valid, tourRating: '6' })).toBe(SPEC_MESSAGES.tourRating)
    expect(validateSurveyField('guideRating', { ...valid, guideRating: '0' })).toBe(SPEC_MESSAGES.guideRating)
    expect(validateSurveyField('howHeard', { ...valid, howHeard: 'TV' })).toBe(SPEC_MESSAGES.howHeard)
    expect(validateSurveyField('wouldRecommend', { ...valid, wouldRecommend: 'Maybe' })).toBe(
      SPEC_MESSAGES.wouldRecommend,
    )
  })

  it('feedback is accepted from 10 to 1000 characters after trimming', () => {
    expect(validateSurveyField('feedback', { ...valid, feedback: '123456789' })).toBe(SPEC_MESSAGES.feedbackTooShort)
    expect(validateSurveyField('feedback', { ...valid, feedback: '   123456789   ' })).toBe(
      SPEC_MESSAGES.feedbackTooShort,
    )
    expect(validateSurveyField('feedback', { ...valid, feedback: '1234567890' })).toBeUndefined()
    expect(validateSurveyField('feedback', { ...valid, feedback: '\u200b'.repeat(12) })).toBe(
      SPEC_MESSAGES.feedbackTooShort,
    )
    expect(validateSurveyField('feedback', { ...valid, feedback: 'x'.repeat(1000) })).toBeUndefined()
    expect(validateSurveyField('feedback', { ...valid, feedback: 'x'.repeat(1001) })).toBe(
      SPEC_MESSAGES.feedbackTooLong,
    )
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'binary', minLength: 10, maxLength: 1000 })
          .filter((s) => s.trim() === s && [...visibleText(s)].length >= 10),
        (feedback) => {
          expect(validateSurveyField('feedback', { ...valid, feedback })).toBeUndefined()
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1001, maxLength: 10_000 }).filter((s) => [...s.trim()].length > 1000),
        (feedback) => {
          expect(validateSurveyField('feedback', { ...valid, feedback })).toBe(SPEC_MESSAGES.feedbackTooLong)
        },
      ),
      { numRuns: 40 },
    )
    fc.assert(
      fc.property(fc.stringMatching(/^\s{0,30}$/), (blank) => {
        expect(validateSurveyField('feedback', { ...valid, feedback: blank })).toBe(SPEC_MESSAGES.feedbackTooShort)
      }),
    )
  })
})

describe('the outgoing survey message (SPEC §3)', () => {
  it("has the subject 'Tour Feedback from {name} - {tourType} Tour'", () => {
    expect(surveySubject(valid)).toBe('Tour Feedback from Grace Hopper - Brooklyn Heights Tour')
  })

  it('lists date, type, both ratings, how heard and recommendation, one per line, then the feedback', () => {
    expect(surveyMessage(valid)).toBe(
      [
        'Tour date: 2026-05-02',
        'Tour type: Brooklyn Heights',
        'Tour rating: 5/5 (Excellent)',
        'Guide rating: 4/5 (Good)',
        'How they heard about us: Instagram',
        'Would recommend: Yes, definitely',
        '',
        'Feedback:',
        'Loved the story of the Borough Hall cat.',
      ].join('\n'),
    )
    expect(ratingText('1')).toBe('1/5 (Poor)')
  })

  it('builds one survey request with name, email, subject, message and the submission id', () => {
    const request = buildSurveyRequest(valid, 'sub-9')
    expect(request).toMatchObject({
      id: 'sub-9:survey',
      submissionId: 'sub-9',
      step: 'survey',
      templateId: emailjs.surveyTemplateId,
    })
    expect(request.templateParams).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Tour Feedback from Grace Hopper - Brooklyn Heights Tour',
      message: surveyMessage(valid),
      submission_id: 'sub-9',
    })
    expect(request.copy.form).toBe('survey')
    expect(request.copy.fields.map(([label]) => label)).toEqual([
      'Name',
      'Email',
      'Tour date',
      'Tour type',
      'Tour rating',
      'Guide rating',
      'How they heard about us',
      'Would recommend',
      'Feedback',
    ])
  })

  it('never drops a field, whatever the answers contain', () => {
    const choice = (options: ReadonlyArray<{ value: string }>) => fc.constantFrom(...options.map((o) => o.value))
    fc.assert(
      fc.property(
        fc.record({
          name: anyText(2, 120),
          email: fc.emailAddress(),
          tourDate: fc
            .date({ min: new Date('2023-08-01'), max: new Date('2030-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
          tourType: choice(TOUR_TYPES),
          tourRating: choice(RATINGS),
          guideRating: choice(RATINGS),
          howHeard: choice(HOW_HEARD),
          wouldRecommend: choice(WOULD_RECOMMEND),
          feedback: anyText(10, 1200),
        }),
        (values) => {
          const { templateParams } = buildSurveyRequest(values, 'id')
          expect(templateParams.subject).toBe(`Tour Feedback from ${values.name.trim()} - ${values.tourType} Tour`)
          const lines = templateParams.message!.split('\n')
          expect(lines.slice(0, 6)).toEqual([
            `Tour date: ${values.tourDate}`,
            `Tour type: ${values.tourType}`,
            `Tour rating: ${ratingText(values.tourRating)}`,
            `Guide rating: ${ratingText(values.guideRating)}`,
            `How they heard about us: ${values.howHeard}`,
            `Would recommend: ${values.wouldRecommend}`,
          ])
          expect(lines.slice(6, 8)).toEqual(['', 'Feedback:'])
          expect(lines.slice(8).join('\n')).toBe(values.feedback.trim())
          expect(Object.keys(templateParams).sort()).toEqual(['email', 'message', 'name', 'subject', 'submission_id'])
        },
      ),
    )
  })
})
