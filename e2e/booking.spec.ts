/** SPEC §2 "Booking": the embedded 30-day calendar, the itemId preselection (§5) and failure states (§8). */
import type { Page } from '@playwright/test'
import { collectErrors, expect, FLOW_ID, PROVIDER_ORIGIN, test, waitForHydration } from './fixtures'

const frame = (page: Page) => page.locator('#calendar iframe')

async function frameUrl(page: Page): Promise<URL> {
  await expect(frame(page)).toHaveAttribute('src', /fareharbor\.com/)
  return new URL((await frame(page).getAttribute('src'))!)
}

test('the calendar shows every tour with flow 1219724, at least 700px tall, without console errors', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/booking')
  const url = await frameUrl(page)
  expect(url.origin).toBe(PROVIDER_ORIGIN)
  expect(url.searchParams.get('flow')).toBe(FLOW_ID)
  expect(url.searchParams.get('full-items')).toBe('yes')
  expect(url.searchParams.has('items')).toBe(false)
  await expect(frame(page)).toHaveAttribute('title', /Booking calendar/)
  expect((await frame(page).boundingBox())!.height).toBeGreaterThanOrEqual(700)
  await expect(page.getByRole('link', { name: 'hello@cathistorytours.example' }).first()).toHaveAttribute('href', /^mailto:/)
  expect(errors.entries).toEqual([])
})

test('?itemId=577800 preselects that tour', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/booking?itemId=577800')
  await waitForHydration(page)
  expect((await frameUrl(page)).searchParams.get('items')).toBe('577800')
  expect(errors.entries).toEqual([])
})

test('?itemId=abc is ignored', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/booking?itemId=abc')
  await waitForHydration(page)
  expect((await frameUrl(page)).searchParams.has('items')).toBe(false)
  expect(errors.entries).toEqual([])
})

test('View Calendar scrolls to the calendar', async ({ page }) => {
  await page.goto('/booking')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'View Calendar' }).click()
  await expect(page.getByRole('heading', { name: 'Available tours' })).toBeInViewport()
})

test('an unreachable provider shows the error panel and the alternative link', async ({ page, context }) => {
  await context.route(`${PROVIDER_ORIGIN}/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/booking?itemId=604533')
  const panel = page.getByRole('alert').filter({ hasText: 'Calendar could not be loaded' })
  await expect(panel).toContainText('Failed to load the booking calendar. Please try again later.')
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(panel.getByRole('link', { name: /Open the booking calendar/ })).toHaveAttribute('href', /items=604533/)
  await expect(page.getByRole('alert').filter({ hasText: 'Calendar Error' })).toBeVisible()
})

test('the provider script is requested after the page has loaded, not before', async ({ page }) => {
  let loaded = false
  page.on('load', () => (loaded = true))
  const request = page.waitForRequest((req) => req.url().startsWith(`${PROVIDER_ORIGIN}/embeds/api/v1/`))
  await page.goto('/booking')
  await request
  expect(loaded).toBe(true)
})
