/**
 * SPEC §2 Survey, §3 Survey response and outgoing message, §4 Survey form states, §5 validation, §8 the survey
 * failure. Runs in both projects. The "sending" tests need the outbox's submit() to reach EmailJS.
 */
import type { Locator, Page } from '@playwright/test'
import { gate, stubEmailJs } from './emailjs-stub'
import { expect, settle, test, waitForHydration } from './fixtures'
import { panelShownAt, runUntil, watchPanel } from './panel-clock'
import { fillSurvey, surveyForm } from './survey-form'

/** A fixed start for the page clock of timing tests. */
const T0 = new Date('2025-06-14T10:00:00')

const form = surveyForm
const name = (page: Page) => form(page).getByRole('textbox', { name: /^Name/ })
const email = (page: Page) => form(page).getByRole('textbox', { name: /^Email/ })
const tourDate = (page: Page) => form(page).getByLabel('Tour date')
const tourType = (page: Page) => form(page).getByRole('combobox', { name: 'Which tour did you take?' })
const tourRating = (page: Page) => form(page).getByRole('radiogroup', { name: 'How would you rate the tour?' })
const guideRating = (page: Page) => form(page).getByRole('radiogroup', { name: 'How would you rate your guide?' })
const howHeard = (page: Page) => form(page).getByRole('combobox', { name: 'How did you hear about us?' })
const wouldRecommend = (page: Page) => form(page).getByRole('combobox', { name: 'Would you recommend us to a friend?' })
const feedback = (page: Page) => form(page).getByRole('textbox', { name: /^Your feedback/ })
const submitButton = (page: Page) => form(page).getByRole('button', { name: /^(Submit Feedback|Submitting\.\.\.)$/ })

const fillValid = (page: Page, text = 'The postal cats of Newspaper Row were the highlight.') => fillSurvey(page, text)

async function expectError(field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

test.beforeEach(async ({ page }) => {
  await page.goto('/survey')
  await waitForHydration(page)
})

test('the survey keeps its heading and thank-you intro, and every field starts empty', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Feedback Survey' })).toBeVisible()
  await expect(page.getByText(/Thank you for walking with us!/)).toBeVisible()
  for (const field of [name(page), email(page), tourDate(page), feedback(page)]) await expect(field).toHaveValue('')
  for (const select of [tourType(page), howHeard(page), wouldRecommend(page)]) await expect(select).toHaveValue('')
  await expect(tourRating(page).getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(guideRating(page).getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(form(page)).toHaveAttribute('data-unsent', 'false')
})

test('the choices are the ones of the specification', async ({ page }) => {
  await expect(tourType(page).getByRole('option')).toHaveText([
    'Select a tour',
    'Financial District',
    'Brooklyn Heights',
    'Lower East Side',
    'Private Tour',
  ])
  await expect(tourRating(page).getByRole('radio')).toHaveCount(5)
  for (const [label, value] of [
    ['Excellent', '5'],
    ['Good', '4'],
    ['Average', '3'],
    ['Fair', '2'],
    ['Poor', '1'],
  ] as const) {
    await expect(tourRating(page).getByRole('radio', { name: label, exact: true })).toHaveAttribute('value', value)
    await expect(guideRating(page).getByRole('radio', { name: label, exact: true })).toHaveAttribute('value', value)
  }
  await expect(howHeard(page).getByRole('option')).toHaveText([
    'Select an option',
    'Social Media',
    'Friend or Family',
    'Google Search',
    'Blog or Article',
    'Travel Website',
    'Instagram',
    'Other',
  ])
  await expect(wouldRecommend(page).getByRole('option')).toHaveText([
    'Select an answer',
    'Yes, definitely',
    'Probably',
    'Not sure',
    'Probably not',
    'Definitely not',
  ])
})

test('an empty submit shows every survey message on its field and sends nothing', async ({ page, context }) => {
  const sent = await stubEmailJs(context)
  await submitButton(page).click()
  await expectError(name(page), 'Name must be at least 2 characters')
  await expectError(email(page), 'Please enter a valid email address')
  await expectError(tourDate(page), 'Please provide the tour date')
  await expectError(tourType(page), 'Please select which tour you took')
  await expectError(tourRating(page), 'Please rate your tour experience')
  await expectError(guideRating(page), 'Please rate your tour guide')
  await expectError(howHeard(page), 'Please tell us how you heard about us')
  await expectError(wouldRecommend(page), 'Please indicate if you would recommend us')
  await expectError(feedback(page), 'Please provide some feedback (minimum 10 characters)')
  await expect(name(page)).toBeFocused()
  await settle(page)
  expect(sent).toHaveLength(0)
})

test('errors appear only on submit, and typing re-checks only fields that show one', async ({ page }) => {
  await feedback(page).fill('short')
  await settle(page)
  await expect(form(page).getByText('Please provide some feedback (minimum 10 characters)')).toHaveCount(0)
  await name(page).fill('Grace')
  await submitButton(page).click()
  await expectError(feedback(page), 'Please provide some feedback (minimum 10 characters)')
  await expect(name(page)).not.toHaveAttribute('aria-invalid', 'true')
  await feedback(page).fill('f'.repeat(1001))
  await expectError(feedback(page), 'Feedback is too long')
  await feedback(page).fill('Just right, thanks!')
  await expect(feedback(page)).not.toHaveAttribute('aria-invalid', 'true')
  await tourRating(page).getByRole('radio', { name: 'Average' }).check()
  await expect(tourRating(page)).not.toHaveAttribute('aria-invalid', 'true')
  // Name had no error: making it too short is not reported until the next submit.
  await name(page).fill('G')
  await settle(page)
  await expect(form(page).getByText('Name must be at least 2 characters')).toHaveCount(0)
  await submitButton(page).click()
  await expectError(name(page), 'Name must be at least 2 characters')
})

test('the feedback counter shows n/1000', async ({ page }) => {
  const counter = form(page).getByText(/^\d+\/1000$/)
  await expect(counter).toHaveText('0/1000')
  await feedback(page).fill('Purrfect tour')
  await expect(counter).toHaveText('13/1000')
})

test('a 10 000-character feedback is refused with the spec message', async ({ page, context }) => {
  const sent = await stubEmailJs(context)
  await fillValid(page, '<script>alert(1)</script>😺'.repeat(400))
  await submitButton(page).click()
  await expectError(feedback(page), 'Feedback is too long')
  await settle(page)
  expect(sent).toHaveLength(0)
})

test('a tour date after today is refused on its field and nothing is sent; today is accepted', async ({
  page,
  context,
}) => {
  const sent = await stubEmailJs(context)
  await fillValid(page)
  const date = surveyForm(page).getByLabel('Tour date')
  // The guest's own clock decides "today", as the date field's max does.
  const day = (offset: number) =>
    page.evaluate((days) => {
      const when = new Date()
      when.setDate(when.getDate() + days)
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`
    }, offset)
  await expect(date).toHaveAttribute('max', await day(0))
  await date.fill(await day(1))
  await submitButton(page).click()
  await expectError(date, 'The tour date can’t be after today')
  await settle(page)
  expect(sent).toHaveLength(0)
  await date.fill(await day(0))
  await submitButton(page).click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  expect(sent).toHaveLength(1)
})

test.describe('sending through EmailJS', () => {
  test('one request carries name, email, the spec subject and a message listing every answer', async ({
    page,
    context,
  }) => {
    const sent = await stubEmailJs(context)
    await fillValid(page)
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      service_id: 'service_cattours',
      template_id: 'template_survey',
      user_id: 'demo-public-key',
    })
    expect(sent[0]?.template_params).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Tour Feedback from Grace Hopper - Lower East Side Tour',
      message: [
        'Tour date: 2025-05-03',
        'Tour type: Lower East Side',
        'Tour rating: 5/5 (Excellent)',
        'Guide rating: 4/5 (Good)',
        'How they heard about us: Blog or Article',
        'Would recommend: Yes, definitely',
        '',
        'Feedback:',
        'The postal cats of Newspaper Row were the highlight.',
      ].join('\n'),
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  test('while sending, the button is disabled and says Submitting...', async ({ page, context }) => {
    const release = gate()
    await stubEmailJs(context, { hold: release.opened })
    await fillValid(page)
    await submitButton(page).click()
    await expect(submitButton(page)).toHaveText('Submitting...')
    await expect(submitButton(page)).toBeDisabled()
    release.open()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  })

  test('success shows a toast and the Thank You panel, then an empty form about 3 seconds later', async ({
    page,
    context,
  }) => {
    await stubEmailJs(context)
    await fillValid(page)
    // The page's clock, paused before the send: only runFor() moves it, so a slow machine cannot stretch or shorten
    // the 3000 ms (SPEC §9). When the panel appeared is read on that clock, in the page.
    await page.clock.install({ time: T0 })
    await page.clock.pauseAt(new Date(T0.getTime() + 1000))
    await watchPanel(page, 'Thank You!')
    await submitButton(page).click()
    const panel = page.getByRole('heading', { name: 'Thank You!' })
    await expect(panel).toBeVisible()
    await expect(page.getByText(/feedback helps us improve our tours/).first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible()
    await runUntil(page, (await panelShownAt(page)) + 2999)
    await settle(page)
    await expect(panel).toBeVisible()
    await expect(form(page)).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(form(page)).toBeVisible()
    await expect(panel).toHaveCount(0)
    await expect(name(page)).toHaveValue('')
    await expect(tourType(page)).toHaveValue('')
    await expect(tourRating(page).getByRole('radio', { checked: true })).toHaveCount(0)
    await expect(feedback(page)).toHaveValue('')
  })

  test('a failure shows the destructive toast, logs it, keeps every value, and a retry can succeed', async ({
    page,
    context,
  }) => {
    let attempts = 0
    await stubEmailJs(context, { status: () => (++attempts === 1 ? 500 : 200) })
    const logged: string[] = []
    page.on('console', (entry) => {
      if (entry.type() === 'error') logged.push(entry.text())
    })
    await fillValid(page)
    await submitButton(page).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Error submitting feedback' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('There was a problem submitting your feedback. Please try again.')
    expect(logged.some((text) => text.includes('Survey'))).toBe(true)
    await expect(name(page)).toHaveValue('Grace Hopper')
    await expect(tourType(page)).toHaveValue('Lower East Side')
    await expect(tourRating(page).getByRole('radio', { name: 'Excellent' })).toBeChecked()
    await expect(feedback(page)).toHaveValue('The postal cats of Newspaper Row were the highlight.')
    await expect(submitButton(page)).toBeEnabled()
    await expect(form(page)).toHaveAttribute('data-unsent', 'true')
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(attempts).toBe(2)
  })

  test('hostile text is sent verbatim as data and never runs', async ({ page, context }) => {
    const sent = await stubEmailJs(context)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> \u202Eevil 😺🐈‍⬛'
    await fillValid(page, hostile)
    await name(page).fill('<b>Grace</b> 😺')
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(sent[0]?.template_params.name).toBe('<b>Grace</b> 😺')
    expect(sent[0]?.template_params.subject).toBe('Tour Feedback from <b>Grace</b> 😺 - Lower East Side Tour')
    expect(sent[0]?.template_params.message).toContain(`Feedback:\n${hostile}`)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(errors).toEqual([])
  })
})
