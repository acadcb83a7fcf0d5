/**
 * Every page (each route of the route table and each blog post, read from the build) renders the heading the build
 * prerendered and hydrates with no console error, uncaught error, unhandled rejection, CSP violation or failed load;
 * the not-found page too (WebDriver classic shows no HTTP status; the Chromium suite checks its 404). And a page left
 * while it still loads lets the guest go.
 */
import { notFoundDocument, siteDocuments } from '../e2e/site-documents'
import { type Driver, hydrated, poll, settled } from './harness/driver'
import { expect, test } from './harness/fixtures'
import { builtHeading, headingAndTitle, headingOf } from './harness/journeys'

const SITE_SUFFIX = '| Cat History Tours NYC'

/** Opens each page in turn and returns, per page, what went wrong (an empty object when nothing did). */
async function problemsOn(
  driver: Driver,
  pages: ReadonlyArray<{ url: string; file: string }>,
): Promise<Record<string, string[]>> {
  const failures: Record<string, string[]> = {}
  for (const { url, file } of pages) {
    const before = (await driver.errors()).length
    const problems: string[] = []
    await driver.goto(url)
    await hydrated(driver)
    // Effects that run after hydration (and React's mismatch reports) surface within a frame or two; and what the
    // page loads once idle is let finish before the next page (leaving earlier cancels it: see the last test).
    await settled(driver)
    const seen = await headingAndTitle(driver)
    const expected = builtHeading(file)
    if (seen.h1 !== expected) problems.push(`h1 "${seen.h1}" instead of the prerendered "${expected}"`)
    if (!seen.title.endsWith(SITE_SUFFIX)) problems.push(`title "${seen.title}"`)
    problems.push(...(await driver.errors()).slice(before))
    if (problems.length > 0) failures[url] = problems
  }
  return failures
}

test('every route and every blog post renders its heading and hydrates with no error', async ({ driver }) => {
  test.setTimeout(240_000)
  expect(siteDocuments.length).toBeGreaterThan(15)
  expect(siteDocuments.some((document) => document.url.startsWith('/blog?post='))).toBe(true)
  expect(await problemsOn(driver, siteDocuments)).toEqual({})
})

test('the not-found page renders and hydrates with no error', async ({ driver }) => {
  expect(await problemsOn(driver, [{ url: '/old-brooklyn-page', file: notFoundDocument.file }])).toEqual({})
  expect((await headingAndTitle(driver)).h1).toContain('404')
})

test('leaving a page while its deferred code still loads goes where the guest asked', async ({ driver, network }) => {
  // Firefox and WebKit cancel a page's pending loads when the guest leaves it and reject its dynamic imports, which
  // looks like a chunk gone after a deploy. The page must not answer with a reload, which would cancel the guest's
  // navigation and keep them where they were (src/boot/chunk-reload.ts).
  // A slow connection for the site's scripts: each takes 1.5 s, so the code the page loads once it has hydrated (the
  // worker's registration, the outbox status, the sticky bar...) is still on its way when the guest leaves.
  network.holdPaths(/^\/assets\/.+\.js(\?|$)/, { delayMs: 1_500 })
  await driver.goto('/about')
  const hydratedAt = Date.now()
  await poll(() => network.held.some((request) => request.at >= hydratedAt && !request.passed), {
    timeout: 15_000,
    message: 'the page to load code after hydration',
  })
  await driver.goto('/contact', { hydration: false })
  // Time for a reload, had the page asked for one, to replace the guest's navigation.
  await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)))
  expect(new URL(await driver.url()).pathname).toBe('/contact')
  expect((await headingAndTitle(driver)).h1).toBe(headingOf('/contact'))
})
