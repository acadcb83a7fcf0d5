/**
 * The base `test` of most specs: its `page` waits, after `goto` and `reload`, until the app has hydrated the
 * document, for tests about what a page does rather than when. A tap before hydration is kept and honoured
 * (decision 0013); the tests of that, `first-tap.spec.ts`, use Playwright's own `page` and tap at the first paint.
 * Documents that are not the app's (no #main-content: an about:blank, a browser error page) are not waited for; a
 * test that needs the moment before hydration uses `goto(url, { waitUntil: 'commit' })`.
 */
import { test as base, errors, type Page } from '@playwright/test'
import { SERVED_PAGE_KEPT } from '../src/boot/keep-server-page'
import { documentHydrated } from '../tests/support/document-hydrated'

/** How long a page that said so may still come to life (a reload for a missing chunk) before a test is told. */
const KEPT_GRACE_MS = 5_000
/** Per page, why its current document stays as served, if it said so. */
const keptReasons = new WeakMap<Page, string | null>()

/** Follows a page's console for the app's "stays as the server sent it", reset by each new document. */
function watchKept(page: Page): void {
  if (keptReasons.has(page)) return
  keptReasons.set(page, null)
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keptReasons.set(page, null)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(SERVED_PAGE_KEPT)) keptReasons.set(page, message.text())
  })
}

/**
 * Waits until an app document has hydrated; returns at once for any other document. A page that says it stays as
 * the server sent it fails the wait with its reason a few seconds later, instead of at the test's timeout.
 */
export async function untilHydrated(page: Page): Promise<void> {
  watchKept(page)
  const isApp = await page.evaluate(() => document.getElementById('main-content') !== null).catch(() => false)
  if (!isApp) return
  let keptSince: number | null = null
  for (;;) {
    const hydrated = await page.waitForFunction(documentHydrated, undefined, { timeout: 1_000 }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof errors.TimeoutError) return false
        throw error
      },
    )
    if (hydrated) return
    const reason = keptReasons.get(page)
    if (!reason) keptSince = null
    else if (keptSince === null) keptSince = Date.now()
    else if (Date.now() - keptSince > KEPT_GRACE_MS) throw new Error(`${page.url()} did not hydrate. ${reason}`)
  }
}

export const test = base.extend({
  page: async ({ page }, use) => {
    watchKept(page)
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
