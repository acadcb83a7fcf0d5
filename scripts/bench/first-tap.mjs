/**
 * "First tap" (issue 17): a person taps a control the moment the page has painted, not when the app says it is
 * ready. For each control in a route's first screen, a fresh load taps it at the first contentful paint (a real
 * touch or click through the browser's input pipeline, at the control's centre) and times the control's own
 * visible response: a dialog or popover shown, a disclosure expanded, a field focused. A tap with no response
 * within `LOST_AFTER_MS` is lost. Measured at a CPU slowdown of 1x and 4x (DevTools' CPU throttling).
 *
 * The tap is timed from outside the page: first loads of the route (the calibration) read how long after the load was
 * asked for (the wall clock, which the page's `performance.timeOrigin` shares) its first contentful paint came, and
 * where each control is; each tapping load sends its tap that long after it was asked for, whatever the page's main
 * thread is doing then. The response is timed from the tap event's own timestamp, so the time the tap waited behind
 * the page's scripts counts, as it does for a person. A tap that lands before this load's first paint (it painted
 * later than the calibration's) is not counted, since a person cannot tap what is not on the screen yet: the load is
 * tried again, tapping a little later.
 *
 * One load is one sample, and at 4x one load's figure moved by 100-200 ms between runs of the same build (the page's
 * first paint comes earlier or later, and the tap lands before or after the browser's layout of the rest of the
 * page). So the first paint is calibrated over `CALIBRATION_LOADS` loads (their median), each control is tapped in
 * `LOADS_PER_CONTROL` fresh loads, and its figure is their median, as the bench's other figures are medians of runs.
 * A tap lost in any load is lost, and every load's figure is kept (`loads`; the report prints the slowest).
 */
import { median } from './budgets.mjs'

/**
 * Runs in the page before any of its scripts. On the first pointerdown, before any of the page's listeners: which
 * control it hit, how that control's response will show, and what it shows now; then, every frame, whether it has
 * responded.
 */
function tapProbe({ controls, dialogs }) {
  const probe = { tapAt: null, respondedAt: null, hit: null }
  window.__firstTap = probe
  const visible = (node) =>
    node instanceof Element && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden'
  addEventListener(
    'pointerdown',
    (event) => {
      if (probe.tapAt !== null) return
      probe.tapAt = event.timeStamp
      const el = event.target instanceof Element ? event.target.closest(controls) : null
      if (!el) return
      probe.hit = [...document.querySelectorAll(controls)].indexOf(el)
      const kind = window.__firstTapKind(el)
      const before = {
        expanded: el.getAttribute('aria-expanded'),
        pressed: el.getAttribute('aria-pressed'),
        open: el.parentElement?.open,
        dialogs: new Set([...document.querySelectorAll(dialogs)].filter(visible)),
        scrollY: window.scrollY,
        focused: document.activeElement,
        href: location.href,
      }
      const responded = () => {
        if (kind === 'focus') return document.activeElement === el
        if (kind === 'dialog')
          return [...document.querySelectorAll(dialogs)].some((node) => visible(node) && !before.dialogs.has(node))
        if (kind === 'expand') {
          if (el.tagName === 'SUMMARY') return el.parentElement.open !== before.open
          if (el.getAttribute('aria-expanded') !== before.expanded) return true
          const target = el.getAttribute('aria-controls') && document.getElementById(el.getAttribute('aria-controls'))
          return Boolean(target && visible(target) && before.expanded !== 'true')
        }
        if (kind === 'press') return el.getAttribute('aria-pressed') !== before.pressed
        // Any other button: it gave way to what it stood for (a video facade's play button to the frame: gone or
        // hidden), or it moved the page, focus or the address.
        if (!el.isConnected || !visible(el)) return true
        return (
          window.scrollY !== before.scrollY ||
          (document.activeElement !== before.focused && document.activeElement !== el) ||
          location.href !== before.href
        )
      }
      // The clock is read in the frame's callback: the frame's own timestamp is when it began, which can precede the tap.
      const frame = () => {
        if (responded()) probe.respondedAt = performance.now()
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    true,
  )
  window.__firstTapKind = (el) => {
    const tag = el.tagName.toLowerCase()
    if (['input', 'textarea', 'select'].includes(tag)) return 'focus'
    if (
      el.getAttribute('aria-haspopup') === 'dialog' ||
      el.hasAttribute('popovertarget') ||
      el.hasAttribute('commandfor')
    )
      return 'dialog'
    if (tag === 'summary' || el.hasAttribute('aria-expanded')) return 'expand'
    if (el.hasAttribute('aria-pressed')) return 'press'
    return 'other'
  }
}

/**
 * In the page, polled every frame until the first paint, then: the controls of the first screen that need more than
 * the browser to respond (links are the browser's own), each with how its response shows.
 */
function firstScreenControls(selector) {
  // The paint entry itself, not the observer's note of it: the observer's callback may come a task later.
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  if (!paint) return false
  const inView = (el) => {
    const rect = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.top >= 0 &&
      rect.bottom <= innerHeight &&
      rect.left >= 0 &&
      rect.right <= innerWidth &&
      style.visibility !== 'hidden'
    )
  }
  const candidates = [...document.querySelectorAll(selector)]
  const controls = candidates
    .map((el, index) => ({ el, index }))
    // A pressed chip of a single-choice group (the selected filter) rightly changes nothing when tapped again.
    .filter(({ el }) => inView(el) && !el.disabled && el.getAttribute('aria-pressed') !== 'true')
    .map(({ el, index }) => {
      const tag = el.tagName.toLowerCase()
      const kind = window.__firstTapKind(el)
      const rect = el.getBoundingClientRect()
      const box = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
      // Its name: aria-label, a field's label, a button's text, then placeholder, name attribute, tag.
      const label =
        el.getAttribute('aria-label') || el.labels?.[0]?.textContent || (tag === 'select' ? '' : el.textContent)
      const name = (label || el.getAttribute('placeholder') || el.name || tag).trim().replace(/\s+/g, ' ').slice(0, 40)
      return { index, kind, name, box }
    })
    .filter((control) => control.kind !== 'other' || control.name !== '')
  // The paint on the wall clock too, for the tapping loads' clock (`firstScreenControlsOf`).
  return JSON.stringify({ fcp: paint.startTime, fcpAt: performance.timeOrigin + paint.startTime, controls })
}

const CONTROLS = 'button, summary, input:not([type=hidden]), textarea, select'
const DIALOGS = '[role=dialog], dialog[open], [popover]'

export const LOST_AFTER_MS = 10_000

/** Fresh loads per control; the control's figure is their median. */
export const LOADS_PER_CONTROL = 3
/**
 * Calibration loads; the tap is made at the median of their first paints. With 3, two builds of the same page were
 * calibrated 160 ms apart in one run (2026-12-05): the one tapped earlier in its load answered slower, and tapped at
 * the same moment the two answered alike. 5 loads narrow that.
 */
export const CALIBRATION_LOADS = 5

/**
 * A page's HTML with none of its scripts (data blocks such as JSON-LD stay): the floor of the first tap, what the
 * browser alone answers while it parses, styles, lays out and paints the page. Only controls that work without any
 * script (a <dialog> opened by invoker commands, a <details>) answer there.
 */
export function withoutScripts(html) {
  return html.replace(/<script\b(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>/gi, '')
}

async function openPage(browser, { viewport, cpu, htmlOnly = false }) {
  const context = await browser.newContext({ ...viewport, serviceWorkers: 'block' })
  if (htmlOnly) {
    await context.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      // The page's policy names its inline scripts by hash; none is left, so the policy has nothing to hold back.
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      return route.fulfill({ response, headers, body: withoutScripts(await response.text()) })
    })
  }
  const page = await context.newPage()
  await page.addInitScript(tapProbe, { controls: CONTROLS, dialogs: DIALOGS })
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  }
  return { context, page }
}

/**
 * The calibration load: which controls the first screen of `url` holds at this viewport, where, and when the first
 * contentful paint came (all read at that paint): `fcp` after the navigation started, on the page's clock, and
 * `paintAfter` after the load was asked for, which is what a tapping load can time its tap by. The two differ by the
 * time the browser takes to start the navigation (tens of ms, more at 4x).
 */
export async function firstScreenControlsOf(browser, url, settings) {
  const { context, page } = await openPage(browser, settings)
  try {
    const askedAt = Date.now()
    await page.goto(url, { waitUntil: 'commit' })
    const handle = await page.waitForFunction(firstScreenControls, CONTROLS, { polling: 'raf', timeout: 30_000 })
    const { fcp, fcpAt, controls } = JSON.parse(await handle.jsonValue())
    return { fcp, paintAfter: fcpAt - askedAt, controls }
  } finally {
    await context.close()
  }
}

/** `loads` calibration loads: the first one's controls, and the median of their first paints after being asked for. */
export async function calibrate(browser, url, settings, loads = CALIBRATION_LOADS) {
  const runs = [await firstScreenControlsOf(browser, url, settings)]
  for (let load = 1; load < loads; load++) runs.push(await firstScreenControlsOf(browser, url, settings))
  return { paintAfter: median(runs.map((run) => run.paintAfter)), controls: runs[0].controls }
}

/**
 * Loads of a page tried for one tap before giving up, when a load's tap lands before the page's first paint (that
 * load painted later than the calibration's: a person cannot tap what is not yet on the screen); each try taps
 * `RETRY_LATER_MS` later than the one before.
 */
const ATTEMPTS = 5
const RETRY_LATER_MS = 50

/** Taps `control` `at` ms after a fresh load of `url` is asked for (its first paint, as calibrated), and times its response. */
export async function tapAtFirstPaint(browser, url, control, at, settings) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const tap = await tapOnce(browser, url, control, at + (attempt - 1) * RETRY_LATER_MS, settings)
    if (tap) return tap
  }
  throw new Error(
    `first tap: a tap at ${Math.round(at)} ms did not reach "${control.name}" on ${url} in ${ATTEMPTS} loads`,
  )
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function tapOnce(browser, url, control, at, settings) {
  const { context, page } = await openPage(browser, settings)
  try {
    const askedAt = Date.now()
    const loading = page.goto(url, { waitUntil: 'commit' })
    await sleep(Math.max(0, at - (Date.now() - askedAt)))
    await loading
    if (settings.viewport.hasTouch) await page.touchscreen.tap(control.box.x, control.box.y)
    else await page.mouse.click(control.box.x, control.box.y)
    const deadline = performance.now() + (settings.lostAfterMs ?? LOST_AFTER_MS)
    let probe
    for (;;) {
      probe = await page.evaluate(() => {
        const { tapAt, respondedAt, hit } = window.__firstTap
        return {
          tapAt,
          respondedAt,
          hit,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        }
      })
      // Tapped before the page's first paint, or on something else: this load does not count.
      if (probe.tapAt !== null && (probe.hit !== control.index || probe.fcp === null || probe.tapAt < probe.fcp))
        return null
      if (probe.respondedAt !== null || performance.now() > deadline) break
      await sleep(50)
    }
    return {
      ...control,
      fcp: probe.fcp,
      tapAfterFcp: probe.fcp === null || probe.tapAt === null ? null : probe.tapAt - probe.fcp,
      responseMs: probe.respondedAt === null || probe.tapAt === null ? null : probe.respondedAt - probe.tapAt,
    }
  } finally {
    await context.close()
  }
}

/**
 * One control's figure from its loads (each a `tapOnce` result): the median response, or lost (null) when any load
 * had no response; the slowest load, and every load's own figures.
 */
export function controlFigure(control, loads) {
  const lost = loads.find((load) => load.responseMs === null)
  const answered = loads.map((load) => load.responseMs).filter((value) => value !== null)
  return {
    ...control,
    fcp: median(loads.map((load) => load.fcp)),
    tapAfterFcp: lost ? lost.tapAfterFcp : median(loads.map((load) => load.tapAfterFcp)),
    responseMs: lost ? null : median(answered),
    slowestMs: lost ? null : Math.max(...answered),
    loads: loads.map(({ fcp, tapAfterFcp, responseMs }) => ({ fcp, tapAfterFcp, responseMs })),
  }
}

/**
 * Every first-screen control of `url`, each tapped at the first paint of `LOADS_PER_CONTROL` fresh loads (`loads` and
 * `calibrationLoads` in `settings` change the counts); the worst control is the route's figure. A control lost in one
 * load is not tried again: it is lost.
 */
export async function measureFirstTaps(browser, url, settings) {
  const { paintAfter, controls } = await calibrate(browser, url, settings, settings.calibrationLoads)
  const taps = []
  for (const control of controls) {
    const loads = []
    for (let load = 0; load < (settings.loads ?? LOADS_PER_CONTROL); load++) {
      const tap = await tapAtFirstPaint(browser, url, control, paintAfter, settings)
      loads.push(tap)
      if (tap.responseMs === null) break
    }
    taps.push(controlFigure(control, loads))
  }
  return {
    controls: taps.length,
    lost: taps.filter((tap) => tap.responseMs === null).length,
    worst: worstTap(taps),
    taps,
  }
}

/**
 * The same taps on the page's HTML alone (`withoutScripts`): the slowest answer among the controls the browser
 * answers by itself, or null when none does. What no script can make faster: the wait behind the page's own
 * parsing, style, layout and paint. Lost taps here are the controls that need the app, and do not count.
 */
export async function measureHtmlFloor(browser, url, settings) {
  // A control that needs the app never answers here: no need to wait the full time for it.
  const figure = await measureFirstTaps(browser, url, { ...settings, htmlOnly: true, lostAfterMs: 3000 })
  return {
    answered: figure.taps.filter((tap) => tap.responseMs !== null).length,
    worst: worstTap(figure.taps.filter((tap) => tap.responseMs !== null)),
  }
}

/** The slowest tap; a lost tap (no response, `responseMs` null) is worse than any answered one. Null for no taps. */
export function worstTap(taps) {
  const lost = taps.find((tap) => tap.responseMs === null)
  if (lost) return lost
  let worst = null
  for (const tap of taps) if (worst === null || tap.responseMs > worst.responseMs) worst = tap
  return worst
}
