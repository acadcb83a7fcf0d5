/**
 * The base `test` of most specs: its `page` waits, after `goto` and `reload`, until the app has hydrated the
 * document, for tests about what a page does rather than when. A tap before hydration is kept and honoured
 * (decision 0013); the tests of that, `first-tap.spec.ts`, use Playwright's own `page` and tap at the first paint.
 * Documents that are not the app's (no #main-content: an about:blank, a browser error page) are not waited for; a
 * test that needs the moment before hydration uses `goto(url, { waitUntil: 'commit' })`.
 */
import { test as base, type Page } from '@playwright/test'
import { documentHydrated } from '../src/lib/app-hydrated'

/** Waits until an app document has hydrated; returns at once for any other document. */
export async function untilHydrated(page: Page): Promise<void> {
  const isApp = await page.evaluate(() => document.getElementById('main-content') !== null).catch(() => false)
  if (isApp) await page.waitForFunction(documentHydrated, undefined)
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await untilHydrated(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil !== 'commit') await untilHydrated(page)
      return response
    }
    await use(page)
  },
})
