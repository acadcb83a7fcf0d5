/**
 * Decision 0012: a page paints from its own HTML (critical CSS inline, no blocking stylesheet, no script or
 * modulepreload before the first paint and the hero), then the bootstrap script puts the rest of the stylesheet
 * around the page's slices of it and starts the app, which hydrates; what the first view does not show loads after
 * hydration.
 */
import type { Page } from '@playwright/test'
import { documentHydrated } from '../tests/support/document-hydrated'
import { expect, test, waitForHydration } from './fixtures'
import { siteDocuments } from './site-documents'

/** Records, in the page, when the first contentful paint happened and when each script request started. */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __fcp?: number; __heroAt?: number }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) w.__fcp = entry.startTime
    }).observe({ type: 'paint', buffered: true })
    document.addEventListener('DOMContentLoaded', () => {
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')
      const mark = () => (w.__heroAt = performance.now())
      if (!hero || hero.complete) mark()
      else {
        hero.addEventListener('load', mark)
        hero.addEventListener('error', mark)
      }
    })
  })
}

test('every page’s HTML carries its critical CSS and no blocking stylesheet, script or modulepreload', async ({
  request,
}) => {
  for (const { url: path } of siteDocuments) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const slices = [...head.matchAll(/<style data-rules>([^<]*)<\/style>/g)].map((match) => match[1]!)
    expect(slices.join('').length, path).toBeGreaterThan(500)
    expect(head, path).not.toMatch(/<style>/)
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    expect(outsideNoscript, path).not.toMatch(/<link[^>]+rel="stylesheet"/)
    expect(html, path).not.toMatch(/<link[^>]+rel="modulepreload"/)
    expect(html, path).not.toMatch(/<script[^>]+\bsrc=/)
    expect(html, path).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"/)
  }
})

test('no script is fetched before the first paint and the hero; then the app hydrates with the whole stylesheet', async ({
  page,
}) => {
  await watchFirstPaint(page)
  const scriptStarts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptStarts.push(request.url())
  })
  await page.goto('/tours', { waitUntil: 'commit' })
  await waitForHydration(page)
  const timing = await page.evaluate(() => {
    const w = window as unknown as { __fcp?: number; __heroAt?: number }
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.js$/.test(entry.name))
    return {
      fcp: w.__fcp,
      heroAt: w.__heroAt,
      scriptEntries: scripts.length,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    }
  })
  expect(scriptStarts.length).toBeGreaterThan(0)
  // Math.min() of no entries is Infinity, later than anything: there must be entries for the comparison to mean anything.
  expect(timing.scriptEntries).toBeGreaterThan(0)
  expect(timing.fcp).toEqual(expect.any(Number))
  expect(timing.heroAt).toEqual(expect.any(Number))
  expect(timing.firstScript).toBeGreaterThan(timing.fcp!)
  expect(timing.firstScript).toBeGreaterThan(timing.heroAt!)
  // Every rule of the stylesheet is in the page once, in the stylesheet's order, and no stylesheet is linked.
  const styles = await page.evaluate(async () => {
    const url = /href="([^"]+\.css)"/.exec(document.querySelector('noscript')?.textContent ?? '')?.[1] ?? ''
    return {
      url,
      sheet: (await (await fetch(url)).text()).split('\n'),
      inPage: [...document.querySelectorAll('style')].flatMap((style) => style.textContent!.split('\n')),
      links: document.querySelectorAll('link[rel="stylesheet"]').length,
    }
  })
  expect(styles.url).toMatch(/^\/assets\/.+\.css$/)
  expect(styles.sheet.length).toBeGreaterThan(300)
  expect(styles.inPage).toEqual(styles.sheet)
  expect(styles.links).toBe(0)
})

test('a page reached by client-side navigation is styled by the rest of the stylesheet', async ({ page }) => {
  await page.goto('/sitemap')
  // The site map's critical CSS has no rule for the tours page's cards; the rest of the stylesheet does.
  await page.getByRole('main').getByRole('link', { name: 'Our Tours', exact: true }).click()
  await expect(page).toHaveURL(/\/tours$/)
  const card = page.getByRole('main').getByRole('article').first()
  await expect(card).toBeVisible()
  const style = await card.evaluate((element) => {
    const computed = getComputedStyle(element)
    return { radius: computed.borderTopLeftRadius, background: computed.backgroundColor }
  })
  expect(style.radius).not.toBe('0px')
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)')
})

test('the booking bar’s code loads only after the page has hydrated', async ({ page }) => {
  // Records, in the page, the first frame at which every element has hydrated (as the bench does).
  await page.addInitScript(`(() => {
    const check = ${documentHydrated.toString()}
    const watch = () => { if (document.body && document.body.children.length > 0 && check(document.body)) window.__hydratedAt = performance.now(); else requestAnimationFrame(watch) }
    requestAnimationFrame(watch)
  })()`)
  await page.goto('/', { waitUntil: 'commit' })
  await waitForHydration(page)
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => /\/assets\/StickyBookingBar-[^/]+\.js$/.test(entry.name)).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(1)
  const { hydratedAt, barStart } = await page.evaluate(() => ({
    hydratedAt: (window as unknown as { __hydratedAt?: number }).__hydratedAt,
    barStart: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/StickyBookingBar-[^/]+\.js$/.test(entry.name))?.startTime,
  }))
  expect(hydratedAt).toBeDefined()
  expect(barStart).toBeGreaterThanOrEqual(hydratedAt ?? Infinity)
})
