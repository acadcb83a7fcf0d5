/**
 * When and how the booking provider's embed script (SPEC §7: "loaded from the provider on idle") enters the page,
 * recorded inside the page from before its first script: `page.goto` resolves only after `load`, so a flag set by
 * the test's own load listener would say nothing about the order in the page.
 */
import { expect, type Page } from '@playwright/test'

export interface EmbedScriptMarks {
  /** DOMContentLoaded, load and the moment the provider's <script> was added, in the page's clock (ms). */
  dcl?: number
  load?: number
  script?: number
  /** Set when the script was added by an idle callback: when that callback was asked for, and with what timeout. */
  idle?: { requestedAt: number; requestedAfterLoad: boolean; timeout: number | undefined }
}

/**
 * Installs the watch; call before `page.goto`. Times are `Date.now()`, so a test that installs `page.clock` first
 * reads them on its fake clock.
 */
export async function watchEmbedScript(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: Record<string, unknown> = {}
    ;(window as unknown as { __embedMarks: typeof marks }).__embedMarks = marks
    const isEmbed = (node: Node) => node instanceof HTMLScriptElement && node.src.includes('/embeds/api/')
    const present = () => document.querySelector('script[src*="/embeds/api/"]') !== null
    document.addEventListener('DOMContentLoaded', () => (marks.dcl = Date.now()))
    window.addEventListener('load', () => (marks.load = Date.now()))
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (isEmbed(node)) marks.script ??= Date.now()
    }).observe(document, { childList: true, subtree: true })
    // Which idle callback, if any, added the script (a test may have deleted requestIdleCallback: then none did).
    const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined
    if (!idle) return
    window.requestIdleCallback = (callback, options) => {
      const requestedAt = Date.now()
      const requestedAfterLoad = document.readyState === 'complete'
      return idle.call(
        window,
        (deadline) => {
          const before = present()
          callback(deadline)
          if (!before && present()) marks.idle = { requestedAt, requestedAfterLoad, timeout: options?.timeout }
        },
        options,
      )
    }
  })
}

const HELD_PATH = '/__e2e-hold-load.gif'

/**
 * Holds the page's `load` event back until the returned `release` is called: the page gets one more picture, whose
 * answer waits. The app starts after the first paint whether or not the page has loaded (decision 0012), usually
 * after `load`; holding it lets a test see the app running before `load` and check that the script still waits.
 */
export async function holdLoad(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${HELD_PATH}`, async (route) => {
    await released
    await route.fulfill({ status: 204 })
  })
  await page.addInitScript((path) => {
    document.addEventListener('DOMContentLoaded', () => {
      const picture = document.createElement('img')
      picture.src = path
      picture.alt = ''
      picture.hidden = true
      // In <head>: the body must hold only what React hydrates (documentHydrated looks at every element there).
      document.head.append(picture)
    })
  }, HELD_PATH)
  return release
}

export function embedScriptMarks(page: Page): Promise<EmbedScriptMarks> {
  return page.evaluate(() => (window as unknown as { __embedMarks: EmbedScriptMarks }).__embedMarks)
}

/** True once the provider's script element is in the document. */
export function embedScriptPresent(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('script[src*="/embeds/api/"]') !== null)
}

/**
 * SPEC §7 and §2 Tours: the script was added after DOMContentLoaded and `load`, by an idle callback that was asked
 * for once the page had loaded, with the 2 s timeout.
 */
export async function expectAddedOnIdleAfterLoad(page: Page): Promise<void> {
  const marks = await embedScriptMarks(page)
  expect(marks.dcl, 'DOMContentLoaded seen').toEqual(expect.any(Number))
  expect(marks.load, 'load seen').toEqual(expect.any(Number))
  expect(marks.script, 'script added').toEqual(expect.any(Number))
  expect(marks.load!).toBeGreaterThanOrEqual(marks.dcl!)
  expect(marks.script!).toBeGreaterThanOrEqual(marks.load!)
  expect(marks.idle, 'added by an idle callback').toEqual({
    requestedAt: expect.any(Number),
    requestedAfterLoad: true,
    timeout: 2000,
  })
  expect(marks.idle!.requestedAt).toBeGreaterThanOrEqual(marks.load!)
}
