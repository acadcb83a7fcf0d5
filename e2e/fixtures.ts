/**
 * Shared end-to-end fixtures and helpers.
 *
 * - Every test runs hermetically: requests that would leave the local server are answered by a stub of the
 *   booking provider (fareharbor.com) or aborted, so no real request leaves the machine.
 * - `collectErrors(page)` gathers console errors and uncaught page errors; the only tolerated entry is the
 *   "404" resource error the browser logs for the document of a not-found page.
 */

import { type BrowserContext, type ConsoleMessage, expect, type Page, type Request } from '@playwright/test'
import { documentHydrated } from '../src/lib/app-hydrated'
import { test as base } from './app-page'

export { expect }

/** The booking provider's origin (src/config.ts `config.booking.origin`). */
export const PROVIDER_ORIGIN = 'https://fareharbor.com'
/** SPEC §3 / §9 booking constants. */
export const FLOW_ID = '1219724'
export const ITEM_IDS = {
  'brooklyn-heights': 562630,
  'financial-district': 577800,
  'lower-east-side': 604533,
  'private-tours': 562633,
} as const

export const SITE_SUFFIX = '| Cat History Tours NYC'

/** Routes the booking provider to a tiny local stub and aborts every other non-local request. */
export async function isolateNetwork(
  context: BrowserContext,
  baseURL: string,
  seen: Request[] = [],
): Promise<Request[]> {
  const local = new URL(baseURL).origin
  await context.route(
    (url) => url.origin !== local && (url.protocol === 'http:' || url.protocol === 'https:'),
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      if (url.origin === PROVIDER_ORIGIN) {
        seen.push(request)
        const script = request.resourceType() === 'script'
        await route.fulfill({
          status: 200,
          contentType: script ? 'text/javascript' : 'text/html; charset=utf-8',
          body: script
            ? '/* booking provider stub */'
            : '<!doctype html><title>Booking provider stub</title><h1>Calendar</h1>',
        })
        return
      }
      await route.abort('blockedbyclient')
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
  await page.waitForTimeout(50)
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
  /** Requests that reached the booking-provider stub during the test. */
  providerRequests: Request[]
}

const providerLogs = new WeakMap<BrowserContext, Request[]>()

export const test = base.extend<Fixtures>({
  // Every page of the default context is isolated from the outside world (see isolateNetwork).
  context: async ({ context, baseURL }, use) => {
    providerLogs.set(context, await isolateNetwork(context, baseURL ?? 'http://127.0.0.1:4317'))
    await use(context)
  },
  providerRequests: async ({ context }, use) => {
    await use(providerLogs.get(context) ?? [])
  },
})
