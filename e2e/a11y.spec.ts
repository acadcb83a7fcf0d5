/**
 * WCAG 2.2 AA with axe-core on every page the build renders (read from the built server entry, so new pages are
 * covered without editing this file; every page of sitemap.xml is among them) and the not-found page, and in the
 * open states: menu, search, lightbox, accordion, toast and form errors. Runs at both widths. Third-party frames are the provider's to answer for.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { animationsFinished, expect, test, waitForHydration } from './fixtures'
import { siteDocuments } from './site-documents'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page) {
  // Legacy mode runs axe in the page itself; the default opens a second page to gather the frames' results, which
  // costs a second or two per check on CI's machine, for frames excluded here anyway.
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe').setLegacyMode(true).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    ),
  }))
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  // Let hero images fade in, so contrast is measured on the final picture.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('img[fetchpriority="high"]')].every((img) => (img as HTMLImageElement).complete),
  )
  await animationsFinished(page)
}

// One test per page, so that a slow machine gives each page its own time (one test for all of them timed out in CI).
for (const path of [...siteDocuments.map((document) => document.url), '/no-such-page']) {
  test(`${path} passes axe`, async ({ page }) => {
    await open(page, path)
    expect(await violations(page)).toEqual([])
  })
}

test('every page of the sitemap is among those checked', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname + new URL(match[1]!).search,
  )
  expect(paths.length).toBeGreaterThan(10)
  const checked = new Set(siteDocuments.map((document) => document.url))
  expect(paths.filter((path) => !checked.has(path))).toEqual([])
})

test('the open menu or search overlay passes axe', async ({ page, isMobile }) => {
  await open(page, '/')
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const search = page.getByRole('dialog', { name: 'Search the site' })
    await search.getByRole('searchbox').fill('zz')
    await expect(search.getByText('No results found for "zz"')).toBeVisible()
  }
  await animationsFinished(page)
  expect(await violations(page)).toEqual([])
})

test('the open lightbox passes axe', async ({ page }) => {
  await open(page, '/gallery?photo=3')
  await expect(page.getByRole('dialog')).toBeVisible()
  await animationsFinished(page)
  expect(await violations(page)).toEqual([])
})

test('open accordions and the tours search empty state pass axe', async ({ page }) => {
  await open(page, '/tours')
  await page.getByRole('button', { name: 'How long is a tour?' }).click()
  await page.getByRole('searchbox', { name: 'Search tours' }).fill('zebra')
  await expect(page.getByText('No tours found matching "zebra"')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test("the contact form's errors pass axe", async ({ page }) => {
  await open(page, '/contact')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test("the survey's errors pass axe", async ({ page }) => {
  await open(page, '/survey')
  await page.getByRole('button', { name: 'Submit Feedback' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('a toast passes axe', async ({ page }) => {
  await open(page, '/tours/brooklyn-heights')
  await page.evaluate(() => document.getElementById('book-now')?.remove())
  await page.getByRole('link', { name: /^Help/ }).first().click()
  await expect(page.getByText('Section Not Found')).toBeVisible()
  expect(await violations(page)).toEqual([])
})
