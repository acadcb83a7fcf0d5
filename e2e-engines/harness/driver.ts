/**
 * One small driver interface over two engines: Firefox through puppeteer-core (WebDriver BiDi) and WebKit through
 * WebKitWebDriver (W3C WebDriver classic). Journeys are written once against it. Everything a test reads from the
 * page goes through `evaluate`, with a self-contained function (it is sent to the browser as source text).
 */
import { documentHydrated } from '../../tests/support/document-hydrated'
import { LOADS_KEY, PROBE_GLOBAL } from './error-probe'

export type Engine = 'firefox' | 'webkit'
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowDown' | 'Backspace'

export interface Driver {
  readonly engine: Engine
  /** The site's origin: the gateway's. */
  readonly origin: string
  /**
   * Opens a path of the site (or an absolute URL) and waits for the load event, then for hydration (see hydrated())
   * unless `hydration: false`: a guest who starts typing as soon as the page shows does not wait for it.
   */
  goto(path: string, options?: { hydration?: boolean }): Promise<void>
  /** Reloads the current document, then waits as goto does. */
  reload(): Promise<void>
  /** The current document's URL. */
  url(): Promise<string>
  /** Runs a self-contained function in the page; a returned promise is awaited. Arguments must be JSON values. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** A real click (scrolled into view) on the first element matching a CSS selector. */
  click(selector: string): Promise<void>
  /** Focuses the element and types the text with real key events. */
  type(selector: string, text: string): Promise<void>
  /** Picks the option with this visible label in a <select>. */
  select(selector: string, label: string): Promise<void>
  /** Presses a key (or Shift+Tab) in the focused element. */
  press(key: Key): Promise<void>
  /** Types text with real key events into whatever has focus. */
  typeKeys(text: string): Promise<void>
  /** Sets the viewport (CSS pixels), kept across restart(). */
  setViewport(width: number, height: number): Promise<void>
  /**
   * Closes the app and starts it again with the same storage, leaving one blank window. Firefox: the browser
   * quits and starts again on the same profile (a cold start). WebKit: MiniBrowser under WebDriver always runs
   * with an ephemeral profile that dies with the session, so the closest honest equivalent is used: every window of
   * the app is closed (a new blank window stays) and the browser process, with the same storage, stays up.
   */
  restart(): Promise<void>
  screenshot(path: string): Promise<void>
  /** Console errors, uncaught errors, unhandled rejections, CSP violations and failed resource loads seen so far. */
  errors(): Promise<string[]>
  quit(): Promise<void>
}

/**
 * Readies an element for a real click, in the page: when its middle is off screen or covered (by the sticky header or
 * the bottom bar) it is scrolled, at once (the site scrolls smoothly otherwise), to the middle of the viewport; an
 * element already there (a fixed bar's button) is left where it is. It looks two frames later than it is asked: by
 * then a scroll just made (by the test or the page) has fired its scroll event and what the page does on it has
 * begun (the sticky booking bar leaving, the floating buttons easing down with it). Returns what would still take the
 * click instead of it (null when nothing would), where its middle is, and whether a transition is still moving it.
 * Self-contained (sent as text).
 */
export async function readyForClick(target: Element): Promise<{ blocker: string | null; at: string; moving: boolean }> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const middle = () => {
    const box = target.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }
  const hitAt = () => {
    const { x, y } = middle()
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null
    return document.elementFromPoint(x, y)
  }
  const reaches = (hit: Element | null) => hit !== null && (target.contains(hit) || hit.contains(target))
  let hit = hitAt()
  if (!reaches(hit)) {
    target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
    hit = hitAt()
  }
  const { x, y } = middle()
  return {
    blocker: reaches(hit) ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing: it is off screen'),
    at: `${Math.round(x)},${Math.round(y)}`,
    moving: target
      .getAnimations()
      .some((animation) => animation instanceof CSSTransition && animation.playState === 'running'),
  }
}

/**
 * Polls readyForClick (run by `check`) until the element takes the click and has not moved since the last look (a
 * bar sliding in, a page still scrolling) nor is in a transition, as Playwright waits for an element to be stable and
 * receive events. WebDriver's click lands a few hundred milliseconds after the last look on a busy machine: a help
 * button easing down as the sticky bar left had moved from under it by then (e2e-engines/widgets.spec.ts, WebKit).
 */
export async function untilClickable(
  check: () => Promise<{ blocker: string | null; at: string; moving: boolean }>,
  selector: string,
): Promise<void> {
  let last: { blocker: string | null; at: string; moving: boolean } | null = null
  let stable = false
  await poll(
    async () => {
      const now = await check()
      stable = now.blocker === null && !now.moving && last?.at === now.at
      last = now
      return stable
    },
    { timeout: 5_000, interval: 50, message: `${selector} to take a click` },
  ).catch(() => {
    throw new Error(`The click on ${selector} would not reach it: ${last?.blocker ?? `it kept moving (${last?.at})`}`)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface PollOptions {
  timeout?: number
  interval?: number
  message?: string
}

/**
 * Polls `check` in Node until it returns a truthy value, which it returns. Errors while a document is being
 * replaced (a navigation, a reload) count as "not yet".
 */
export async function poll<T>(
  check: () => Promise<T> | T,
  { timeout = 15_000, interval = 100, message = 'condition' }: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout
  let lastError: unknown
  let last: T | undefined
  for (;;) {
    try {
      last = await check()
      if (last) return last
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      const detail =
        lastError instanceof Error
          ? ` (last error: ${lastError.message.split('\n')[0]})`
          : ` (last value: ${JSON.stringify(last)})`
      throw new Error(`Timed out after ${timeout} ms waiting for ${message}${detail}`)
    }
    await sleep(interval)
  }
}

/** Polls a self-contained page function until it returns a truthy value. */
export function waitFor<R, A extends unknown[]>(
  driver: Driver,
  fn: (...args: A) => R,
  args: A,
  options: PollOptions = {},
): Promise<Awaited<R>> {
  return poll(() => driver.evaluate(fn, ...args), options)
}

/** Resolves once an app document (one with #main-content) has hydrated; at once for any other document. */
export async function hydrated(driver: Driver, timeout = 20_000): Promise<void> {
  await poll(
    async () => {
      const state = await driver.evaluate(() =>
        document.readyState === 'loading' ? 'loading' : document.getElementById('main-content') ? 'app' : 'other',
      )
      if (state === 'loading') return false
      return state === 'other' || (await driver.evaluate(documentHydrated))
    },
    { timeout, message: 'the document to hydrate (documentHydrated)' },
  )
}

/**
 * Resolves once the page has loaded what it loads after hydration (the code it fetches once idle): the main thread
 * has been idle and no resource has finished loading for `quietMs`. A guest reading the page gives it that time.
 */
export async function settled(driver: Driver, quietMs = 600, timeout = 15_000): Promise<void> {
  await driver.evaluate(
    () =>
      new Promise((resolve) =>
        'requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 200),
      ),
  )
  let count = -1
  let since = Date.now()
  await poll(
    async () => {
      const now = await driver.evaluate(() => performance.getEntriesByType('resource').length)
      if (now !== count) {
        count = now
        since = Date.now()
      }
      return Date.now() - since >= quietMs
    },
    { timeout, interval: 100, message: 'the page to stop loading' },
  )
}

/**
 * Reads and empties the error probe the gateway put into the current document.
 *
 * Leaves out one event that is not a failure: Firefox (ESR 153) fires `error` at a `<link rel=modulepreload
 * crossorigin>`, as Vite's preload helper writes them, for a module the page had already fetched with `import()`
 * (measured: no second request, and the module works; decision 0022). The build fetches the late parts' modules
 * without preloads, and a later page's chunk may preload one of them. A module counts as fetched when the page has
 * a resource entry for it with a 2xx status (a dropped load's entry has status 0; a module from the cache, 200).
 */
export function drainProbe(driver: Driver): Promise<string[]> {
  return driver
    .evaluate((name: string) => {
      const log = (window as unknown as Record<string, string[] | undefined>)[name]
      const fetched = (url: string) =>
        performance.getEntriesByName(url, 'resource').some((entry) => {
          const status = (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? 0
          return status >= 200 && status < 300
        })
      const preloadOfFetched = (entry: string) => {
        const link = /^failed to load link\[modulepreload\]: (\S+)$/.exec(entry)
        return link !== null && fetched(link[1] as string)
      }
      return log
        ? log
            .splice(0)
            .filter((entry) => !preloadOfFetched(entry))
            .map((entry) => `${entry} [${location.pathname}${location.search}]`)
        : []
    }, PROBE_GLOBAL)
    .catch(() => [])
}

/** How many documents this tab has loaded from the site (counted by the gateway's probe). */
export function documentLoads(driver: Driver): Promise<number> {
  return driver.evaluate((key: string) => Number(sessionStorage.getItem(key) ?? 0), LOADS_KEY)
}

/** Normalised visible text of the page (or of the first element matching `scope`). */
export function visibleText(driver: Driver, scope = 'body'): Promise<string> {
  return driver.evaluate((selector: string) => {
    const root = document.querySelector(selector) as HTMLElement | null
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered is the point: textContent would count hidden elements and scripts
    return root ? root.innerText.replace(/\s+/g, ' ').trim() : ''
  }, scope)
}

/** Waits until `text` is part of the page's visible text (inside `scope` if given). */
export async function waitForText(
  driver: Driver,
  text: string,
  { scope = 'body', timeout = 15_000 } = {},
): Promise<void> {
  await poll(async () => (await visibleText(driver, scope)).includes(text), {
    timeout,
    message: `the text "${text}" in ${scope}`,
  })
}

/** Waits until no visible element's text includes `text`. */
export async function waitForNoText(
  driver: Driver,
  text: string,
  { scope = 'body', timeout = 15_000 } = {},
): Promise<void> {
  await poll(async () => !(await visibleText(driver, scope)).includes(text), {
    timeout,
    message: `the text "${text}" to go`,
  })
}

/**
 * Marks the innermost visible element matching `candidates` whose own visible text is `text` (exact, after
 * collapsing spaces) inside `scope`, and returns a CSS selector for it.
 */
export async function byText(
  driver: Driver,
  text: string,
  { scope = 'body', candidates = 'a, button, label, summary, [role="button"], [role="link"]', timeout = 10_000 } = {},
): Promise<string> {
  const mark = await poll(
    () =>
      driver.evaluate(
        (wanted: string, scopeSelector: string, kinds: string) => {
          const root = document.querySelector(scopeSelector)
          if (!root) return null
          const norm = (value: string) => value.replace(/\s+/g, ' ').trim()
          const visible = (element: Element) => {
            const box = element.getBoundingClientRect()
            return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
          }
          const found = [...root.querySelectorAll(kinds)].find(
            // biome-ignore lint/performance/useDomNodeTextContent: an element's text as a guest sees it (a hidden child's text is not part of it)
            (element) => visible(element) && norm((element as HTMLElement).innerText) === wanted,
          )
          if (!found) return null
          const id = `t${Math.random().toString(36).slice(2)}`
          found.setAttribute('data-engine-target', id)
          return `[data-engine-target="${id}"]`
        },
        text,
        scope,
        candidates,
      ),
    { timeout, message: `a visible element with the text "${text}" in ${scope}` },
  )
  // poll() returns only a truthy value.
  return mark as string
}

/** Clicks the element whose visible text is `text` (see byText). */
export async function clickText(
  driver: Driver,
  text: string,
  options: { scope?: string; candidates?: string } = {},
): Promise<void> {
  await driver.click(await byText(driver, text, options))
}

/** Whether an element matching the selector is rendered and visible. */
export function isVisible(driver: Driver, selector: string): Promise<boolean> {
  return driver.evaluate((css: string) => {
    const element = document.querySelector(css)
    if (!element) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }, selector)
}
