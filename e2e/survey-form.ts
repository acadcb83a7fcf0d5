/** The survey's fields, filled in as a guest would: shared by the specs that send a survey. */
import type { Page } from '@playwright/test'

export const surveyForm = (page: Page) => page.getByRole('form', { name: 'Share your feedback' })

interface SurveyAnswers {
  name?: string
  heardFrom?: string
  recommend?: string
}

/** Fills every required answer (Lower East Side, rated Excellent, guide Good) with `feedback` as the text. */
export async function fillSurvey(
  page: Page,
  feedback: string,
  { name = 'Grace Hopper', heardFrom = 'Blog or Article', recommend = 'Yes, definitely' }: SurveyAnswers = {},
): Promise<void> {
  const form = surveyForm(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill(name)
  await form.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com')
  await form.getByLabel('Tour date').fill('2025-05-03')
  await form.getByRole('combobox', { name: 'Which tour did you take?' }).selectOption('Lower East Side')
  await form
    .getByRole('radiogroup', { name: 'How would you rate the tour?' })
    .getByRole('radio', { name: 'Excellent' })
    .check()
  await form
    .getByRole('radiogroup', { name: 'How would you rate your guide?' })
    .getByRole('radio', { name: 'Good' })
    .check()
  await form.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption(heardFrom)
  await form.getByRole('combobox', { name: 'Would you recommend us to a friend?' }).selectOption(recommend)
  await form.getByRole('textbox', { name: /^Your feedback/ }).fill(feedback)
}
