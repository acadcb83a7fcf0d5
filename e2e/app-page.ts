/**
 * The base `test` of every spec: its `page` waits, after `goto` and `reload`, until the app has hydrated the
 * document, as a person waits for a page to be ready before using it. The page's bootstrap script starts the app
 * only after the first paint and the hero picture (decision 0012), often after the load event Playwright waits
 * for, and a button pressed before then does nothing. Documents that are not the app's (no #main-content: an
 * about:blank, a browser error page) are not waited for; a test that needs the moment before hydration uses
 * `goto(url, { waitUntil: 'commit' })`.
 */
import { test as base, type Page } from '@playwright/test'

/**
 * Runs in the page: true once every element of the body carries React's fiber key, or sits inside
 * dangerouslySetInnerHTML markup; with `anyDocument`, also true for a document that is not the app's.
 */
export function documentHydrated(anyDocument = false): boolean {
  if (anyDocument && !document.getElementById('main-content')) return true
  const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
  const rawHtmlHost = (el: Element) => {
    const props = Object.keys(el).find((key) => key.startsWith('__reactProps$'))
    return Boolean(props && (el as unknown as Record<string, { dangerouslySetInnerHTML?: unknown } | undefined>)[props]?.dangerouslySetInnerHTML)
  }
  const hydrated = (el: Element) => {
    if (owned(el)) return true
    for (let parent = el.parentElement; parent; parent = parent.parentElement) if (owned(parent)) return rawHtmlHost(parent)
    return false
  }
  const skip = new Set(['SCRIPT', 'TEMPLATE', 'NOSCRIPT', 'STYLE', 'LINK'])
  const elements = [...document.body.querySelectorAll('*')].filter((el) => !skip.has(el.tagName))
  return elements.length > 0 && elements.every(hydrated)
}

/** Waits until an app document has hydrated; returns at once for any other document. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(documentHydrated, true)
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
