/**
 * What a page loads before it is interactive, from a real load in Chromium at Lighthouse's mobile screen size:
 * gzip bytes of the scripts and stylesheets requested before hydration finished, of the HTML, the bytes of the
 * images above the fold, and which script files those were (for the code-splitting check).
 */
import { gzipSync } from 'node:zlib'
import { MOBILE } from './browser.mjs'

/** gzip -9, the figure a static host's compression gets close to; the same for every file and the floor. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length
}

/**
 * Runs in the page before any of its scripts: records the moment React has hydrated every element of the body
 * (each element carries React's fiber key, or sits inside markup React set with dangerouslySetInnerHTML).
 */
function watchHydration() {
  const owned = (el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
  const rawHtmlHost = (el) => {
    const props = Object.keys(el).find((key) => key.startsWith('__reactProps$'))
    return Boolean(props && el[props]?.dangerouslySetInnerHTML)
  }
  const hydrated = (el) => {
    if (owned(el)) return true
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      if (owned(parent)) return rawHtmlHost(parent)
    }
    return false
  }
  const skip = new Set(['SCRIPT', 'TEMPLATE', 'NOSCRIPT', 'STYLE', 'LINK'])
  const check = () => {
    const elements = document.body ? [...document.body.querySelectorAll('*')].filter((el) => !skip.has(el.tagName)) : []
    if (elements.length > 0 && elements.every(hydrated)) {
      window.__benchHydratedAt = performance.now()
      return
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

const HYDRATION_TIMEOUT_MS = 20_000

/** Loads `url` once in a fresh mobile context with no service worker and measures it. */
export async function measurePageLoad(browser, url) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.addInitScript(watchHydration)
  const local = new URL(url).origin
  const responses = new Map()
  const thirdParty = []
  let domContentLoaded = false
  page.on('domcontentloaded', () => {
    domContentLoaded = true
  })
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url())
    if ((protocol === 'http:' || protocol === 'https:') && origin !== local) {
      thirdParty.push({ url: request.url(), type: request.resourceType(), beforeDomContentLoaded: !domContentLoaded })
    }
  })
  page.on('response', (response) => {
    if (new URL(response.url()).origin !== local) return
    responses.set(response.url(), {
      type: response.request().resourceType(),
      body: response.body().catch(() => Buffer.alloc(0)),
    })
  })
  try {
    const document = await page.goto(url, { waitUntil: 'load' })
    if (!document?.ok()) throw new Error(`${url} answered ${document?.status()}`)
    const hydratedAt = await page
      .waitForFunction(() => window.__benchHydratedAt, undefined, { timeout: HYDRATION_TIMEOUT_MS, polling: 50 })
      .then((handle) => handle.jsonValue())
      .catch(() => null)
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0]
      const inViewport = (el) => {
        const rect = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          rect.bottom > 0 &&
          rect.top < innerHeight &&
          rect.right > 0 &&
          rect.left < innerWidth &&
          style.visibility !== 'hidden'
        )
      }
      return {
        loadEventStart: navigation?.loadEventStart ?? 0,
        loadEventEnd: navigation?.loadEventEnd ?? 0,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
        aboveFold: [
          ...new Set(
            [...document.images].filter((img) => img.currentSrc && inViewport(img)).map((img) => img.currentSrc),
          ),
        ],
      }
    })
    // Interactive: React has hydrated the whole page. The page's bootstrap script starts the app only after the
    // first paint, often after the load event, so the load event is no cut-off; the app starts its worker and
    // outbox when the main thread is idle after hydration. A page that never hydrates has no figure.
    if (hydratedAt === null) throw new Error(`${url} did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s`)
    const cutoff = hydratedAt
    const startOf = new Map(timing.resources.map((entry) => [entry.url, entry.start]))
    const bodies = new Map(
      await Promise.all([...responses].map(async ([key, value]) => [key, { ...value, body: await value.body }])),
    )
    const before = (test) =>
      [...bodies].filter(([key, value]) => test(key, value) && (startOf.get(key) ?? Infinity) < cutoff)
    const scripts = before((_key, value) => value.type === 'script')
    // The bootstrap fetches the stylesheet (to put its rules around the page's slices) rather than linking it.
    const styles = before((key, value) => value.type === 'stylesheet' || /\.css$/.test(new URL(key).pathname))
    const html = bodies.get(page.url()) ?? bodies.get(url)
    const imagesBeforeLoad = [...bodies].filter(
      ([key, value]) => value.type === 'image' && (startOf.get(key) ?? Infinity) <= timing.loadEventEnd,
    )
    const aboveFold = new Set(timing.aboveFold)
    return {
      hydrated: hydratedAt !== null,
      hydratedMs: hydratedAt,
      loadEventMs: timing.loadEventStart,
      jsGzip: scripts.reduce((sum, [, value]) => sum + gzipSize(value.body), 0),
      jsFiles: scripts.map(([key, value]) => ({ path: new URL(key).pathname, gzip: gzipSize(value.body) })),
      cssGzip: styles.reduce((sum, [, value]) => sum + gzipSize(value.body), 0),
      htmlGzip: html ? gzipSize(html.body) : 0,
      imgAboveFold: [...aboveFold].reduce((sum, key) => sum + (bodies.get(key)?.body.length ?? 0), 0),
      imagesAboveFold: [...aboveFold].map((key) => new URL(key).pathname),
      // Images fetched before the load event that no visible picture uses: a preload or srcset mismatch.
      extraImagesBeforeLoad: imagesBeforeLoad
        .filter(([key]) => !aboveFold.has(key))
        .map(([key, value]) => ({ path: new URL(key).pathname, bytes: value.body.length })),
      thirdParty,
    }
  } finally {
    await context.close()
  }
}
