/**
 * Shared end-to-end fixtures and helpers.
 *
 * - Every test runs hermetically, with no request intercepted: Chromium's resolver sends the booking provider's
 *   host (fareharbor.com) to a local stand-in and fails every other name but the local one (provider-stand-in.ts),
 *   so no request leaves the machine. A test that asks for `providerRequests` has the provider's requests
 *   intercepted and recorded.
 * - `collectErrors(page)` gathers console errors and uncaught page errors; the only tolerated entry is the
 *   "404" resource error the browser logs for the document of a not-found page.
 */

import { type BrowserContext, type ConsoleMessage, expect, type Page, type Request } from '@playwright/test'
import { documentHydrated } from '../tests/support/document-hydrated'
import { test as base } from './app-page'
import { PROVIDER_HOST, PROVIDER_PAGE_STUB, PROVIDER_SCRIPT_STUB } from './provider-stand-in'

export { expect }

/** The booking provider's origin (src/config.ts `config.booking.origin`). */
export const PROVIDER_ORIGIN = `https://${PROVIDER_HOST}`
/** SPEC §3 / §9 booking constants. */
export const FLOW_ID = '1219724'
export const ITEM_IDS = {
  'brooklyn-heights': 562630,
  'financial-district': 577800,
  'lower-east-side': 604533,
  'private-tours': 562633,
} as const

export const SITE_SUFFIX = '| Cat History Tours NYC'

/** Answers the booking provider's requests in the test itself (as the stand-in would) and records them. */
export async function recordProviderRequests(context: BrowserContext, seen: Request[] = []): Promise<Request[]> {
  await context.route(
    (url) => url.origin === PROVIDER_ORIGIN,
    async (route) => {
      const request = route.request()
      seen.push(request)
      const script = request.resourceType() === 'script'
      await route.fulfill({
        status: 200,
        contentType: script ? 'text/javascript' : 'text/html; charset=utf-8',
        body: script ? PROVIDER_SCRIPT_STUB : PROVIDER_PAGE_STUB,
      })
    },
  )
  return seen
}

export interface ErrorLog {
  /** Console errors and page errors seen so far, as readable strings. */
  readonly entries: string[]
}

/**
 * Collects `console.error` messages and uncaught exceptions of a page. The browser's own
 * "Failed to load resource: … 404" line for the not-found document itself is ignored (the 404 status is
 * intended); a 404 for any other resource is still reported.
 */
export function collectErrors(page: Page): ErrorLog {
  const entries: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return
    const text = message.text()
    const where = message.location().url
    const isDocument404 =
      /status of 404/.test(text) && where !== '' && stripHash(where) === stripHash(page.url()) && isDocumentUrl(where)
    if (isDocument404) return
    entries.push(`console.error: ${text}${where ? ` (${where})` : ''}`)
  })
  page.on('pageerror', (error) => entries.push(`pageerror: ${error.message}`))
  return { entries }
}

function stripHash(url: string): string {
  return url.split('#')[0] ?? url
}

function isDocumentUrl(url: string): boolean {
  return !/\.(js|css|svg|png|jpe?g|webp|avif|json|woff2?|ico|webmanifest)(\?|$)/i.test(url)
}

/**
 * Resolves once React has hydrated the whole prerendered document: every element of the body carries React's
 * fiber key, or sits inside markup React set with dangerouslySetInnerHTML. The header, the page and the footer
 * hydrate as separate Suspense boundaries, so the header alone says nothing about the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body !== null && document.body.children.length > 0)
  await page.waitForFunction(documentHydrated, undefined)
}

/**
 * Scrolls the window (the browser fires the `scroll` event the app listens to) and waits until the position
 * arrived. The position is not required to hold exactly: a layout shift above the viewport may move it.
 */
export async function scrollToY(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  // Wait until the position holds for two consecutive reads 50 ms apart (no setTimeout: the page clock may be paused).
  let last = Number.NaN
  for (let i = 0; i < 40; i += 1) {
    await page.waitForTimeout(50)
    const now = await page.evaluate(() => Math.round(window.scrollY))
    if (now === last) return now
    last = now
  }
  return last
}

/**
 * Lets React finish work scheduled by a state change (React schedules renders on message-channel tasks,
 * which keep running while a test has paused the page clock). Use it before asserting that something did
 * NOT happen.
 */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        }),
    )
  }
  // Then real time for the frame that paints the render: the page clock may be paused, so no page timer can mark it.
  await page.waitForTimeout(50)
}

/**
 * Waits until every finite CSS animation and transition of the page has finished (a fade-in, a dialog's opening, a
 * header's slide), so what is measured next is the settled page. Endless ones (a spinner) are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
}

/** Waits for the page's next two frames: a change a handler made has been rendered and painted by then. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

/** Marks the current document so a test can tell a client-side navigation from a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark = true
  })
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark === true)
}

/** The window's path plus query string. */
export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

interface Fixtures {
  /** The booking provider's requests during the test: asking for them has them answered in the test (not by the stand-in). */
  providerRequests: Request[]
}

export const test = base.extend<Fixtures>({
  providerRequests: async ({ context }, use) => {
    await use(await recordProviderRequests(context))
  },
})
