/** SPEC §2 "Booking": the embedded 30-day calendar, the itemId preselection (§5) and failure states (§8). */
import type { Page } from '@playwright/test'
import { documentHydrated } from '../tests/support/document-hydrated'
import {
  embedScriptMarks,
  embedScriptPresent,
  expectAddedOnIdleAfterLoad,
  holdLoad,
  watchEmbedScript,
} from './embed-script-watch'
import { collectErrors, expect, FLOW_ID, PROVIDER_ORIGIN, settle, test, waitForHydration } from './fixtures'

const frame = (page: Page) => page.locator('#calendar iframe')

async function frameUrl(page: Page): Promise<URL> {
  await expect(frame(page)).toHaveAttribute('src', /fareharbor\.com/)
  return new URL((await frame(page).getAttribute('src'))!)
}

test('the calendar shows every tour with flow 1219724, at least 700px tall, without console errors', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto('/booking')
  const url = await frameUrl(page)
  expect(url.origin).toBe(PROVIDER_ORIGIN)
  expect(url.searchParams.get('flow')).toBe(FLOW_ID)
  expect(url.searchParams.get('full-items')).toBe('yes')
  expect(url.searchParams.has('items')).toBe(false)
  await expect(frame(page)).toHaveAttribute('title', /Booking calendar/)
  expect((await frame(page).boundingBox())!.height).toBeGreaterThanOrEqual(700)
  await expect(page.getByRole('link', { name: 'hello@cathistorytours.example' }).first()).toHaveAttribute(
    'href',
    /^mailto:/,
  )
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

test('the provider script is requested on an idle moment after the page has loaded, not before', async ({
  page,
  providerRequests,
}) => {
  await watchEmbedScript(page)
  const releaseLoad = await holdLoad(page)
  await page.goto('/booking', { waitUntil: 'commit' })
  await waitForHydration(page)
  // The app runs, the page has not loaded: no script yet.
  await settle(page)
  expect(await embedScriptPresent(page)).toBe(false)
  const request = page.waitForRequest((req) => req.url().startsWith(`${PROVIDER_ORIGIN}/embeds/api/v1/`))
  releaseLoad()
  await request
  await expectAddedOnIdleAfterLoad(page)
  expect(providerRequests.filter((req) => req.url().includes('/embeds/api/v1/'))).toHaveLength(1)
})

test('without idle scheduling the provider script is added 3 s after the page has loaded, not before (SPEC §7, §9)', async ({
  page,
  providerRequests,
}) => {
  // Paused from the start: only runFor() moves the page's time, so a slow machine cannot move it on its own.
  const T0 = new Date('2026-06-01T10:00:00')
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(new Date(T0.getTime() + 1000))
  // A browser without requestIdleCallback (Safari before 18.4); after the clock's install, which fakes one.
  await page.addInitScript(() => {
    for (const owner of [window, Window.prototype] as unknown as Record<string, unknown>[]) {
      delete owner.requestIdleCallback
      delete owner.cancelIdleCallback
    }
  })
  await watchEmbedScript(page)
  await page.goto('/booking', { waitUntil: 'commit' })
  const ready = () =>
    page
      .evaluate(documentHydrated, undefined)
      .then((hydrated) => hydrated && page.evaluate(() => document.readyState === 'complete'))
  // The bootstrap waits for frames and timers (decision 0012): step the paused clock until the app runs and the page has loaded.
  for (let step = 0; step < 250 && !(await ready().catch(() => false)); step += 1) await page.clock.runFor(20)
  expect(await page.evaluate(() => 'requestIdleCallback' in window)).toBe(false)
  const now = await page.evaluate(() => Date.now())
  const { load } = await embedScriptMarks(page)
  expect(load).toEqual(expect.any(Number))
  expect(await embedScriptPresent(page)).toBe(false)

  // The fallback timer starts at `load` at the earliest: one millisecond short of 3 s after it, still nothing.
  if (load! + 2999 > now) await page.clock.runFor(load! + 2999 - now)
  await settle(page)
  expect(await embedScriptPresent(page)).toBe(false)
  expect(providerRequests.filter((req) => req.url().includes('/embeds/api/v1/'))).toEqual([])

  // It starts by the time the app is ready at the latest: 3 s after that, the script is there and requested.
  const request = page.waitForRequest((req) => req.url().includes('/embeds/api/v1/'))
  await page.clock.runFor(now + 3000 - (await page.evaluate(() => Date.now())))
  await request
  const { script } = await embedScriptMarks(page)
  expect(script! - load!).toBeGreaterThanOrEqual(3000)
  expect(script!).toBeLessThanOrEqual(now + 3000)
})
