/** SPEC §2 "Private tours": price calculator (§5, §9) and the one-at-a-time FAQ (§4). */
import type { Page } from '@playwright/test'
import { collectErrors, expect, test, waitForHydration } from './fixtures'

const guests = (page: Page) => page.getByRole('textbox', { name: 'Number of guests' })
const total = (page: Page) => page.getByTestId('private-tour-total')

test.beforeEach(async ({ page }) => {
  await page.goto('/tours/private-tours')
  await waitForHydration(page)
})

test('shows the private tour page with its own content and no console errors', async ({ page }) => {
  const errors = collectErrors(page)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private Cat Tours')
  await expect(
    page.getByText('Recommended lead time: 2 to 3 weeks for a weekday, 4 to 6 weeks for a weekend', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText('Weekday private tours need at least 2 weeks notice', { exact: true })).toBeVisible()
  await expect(page.getByText('We reply to every request within 48 hours', { exact: true })).toBeVisible()
  for (const event of ['Corporate team building', 'Birthday celebrations', 'Cat enthusiast groups']) {
    await expect(page.getByRole('heading', { name: event })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Contact Us to Book' }).first()).toHaveAttribute('href', '/contact')
  expect(errors.entries).toEqual([])
})

test('the calculator starts at 8 guests for $320 and prices each extra guest at $40', async ({ page }) => {
  await expect(guests(page)).toHaveValue('8')
  await expect(total(page)).toHaveText('$320')
  await guests(page).fill('9')
  await expect(total(page)).toHaveText('$360')
  await guests(page).fill('30')
  await expect(total(page)).toHaveText('$1,200')
  await guests(page).fill('45')
  await expect(total(page)).toHaveText('$1,200')
  await guests(page).fill('abc')
  await expect(page.getByRole('status').filter({ hasText: 'Estimated total' })).toHaveText(
    'Estimated total for 1 guest: $320',
  )
  await page.getByRole('button', { name: 'One guest more' }).click()
  await expect(guests(page)).toHaveValue('2')
  await expect(total(page)).toHaveText('$320')
})

test('the total is announced politely', async ({ page }) => {
  const status = page.getByRole('status').filter({ hasText: 'Estimated total' })
  await expect(status).toHaveAttribute('aria-live', 'polite')
})

test('the FAQ has 4 questions and keeps one open at a time', async ({ page }) => {
  const faq = page.getByRole('region', { name: 'Private tour questions' })
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(4)
  const ahead = faq.getByRole('button', { name: 'How far ahead should we book?' })
  const custom = faq.getByRole('button', { name: 'Can we customize the tour?' })
  await ahead.click()
  await expect(ahead).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: 'How far ahead should we book?' })).toContainText('4 to 6 weeks')
  await custom.click()
  await expect(custom).toHaveAttribute('aria-expanded', 'true')
  await expect(ahead).toHaveAttribute('aria-expanded', 'false')
  await custom.click()
  await expect(custom).toHaveAttribute('aria-expanded', 'false')
})
