import { expect, type Page } from '@playwright/test'
import { SERVED_PAGE_KEPT } from '../src/boot/keep-server-page'
import { test } from './app-page'
import { collectErrors, waitForHydration } from './fixtures'
import { waitForWorkerControl } from './service-worker'

/**
 * After one online visit, the whole site works with no network: every page, post and tour, legacy paths,
 * the not-found page, and a cold reload. Width does not matter here, so it runs on the desktop project only.
 */
test.use({ serviceWorkers: 'allow' })

const pages: Array<[path: string, heading: RegExp]> = [
  ['/', /Cat History/],
  ['/about', /About Us/],
  ['/tours', /Our Tours/],
  ['/tours/brooklyn-heights', /Brooklyn Heights/],
  ['/tours/financial-district', /Financial District/],
  ['/tours/lower-east-side', /Lower East Side/],
  ['/tours/private-tours', /Private Cat Tours/],
  ['/gallery', /Cat Gallery/],
  ['/blog', /Blog & Cat Stories/],
  ['/blog?post=1', /Tom of Borough Hall/],
  ['/blog?post=2', /Postal Cats/],
  ['/blog?post=3', /Bodega Cats/],
  ['/contact', /How can we help/],
  ['/petition-tom', /Tom/],
  ['/press-kit', /Press Kit/],
  ['/booking', /Book/],
  ['/booking?itemId=577800', /Book/],
  ['/in-the-news', /In the News/],
  ['/sitemap', /Site Map/],
  ['/survey', /Tour Feedback Survey/],
]

/** One online visit, until the worker has precached the site and controls the page. */
async function installOffline(page: Page): Promise<void> {
  await page.goto('/')
  await waitForWorkerControl(page)
}

async function imagesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src)
  })
}

test('the first visit shows the offline saving progress, then "Ready to use offline"', async ({ page }) => {
  const seen = new Set<string>()
  await page.exposeFunction('recordStatus', (text: string) => seen.add(text))
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"] p')?.textContent
      if (text) (window as unknown as { recordStatus: (text: string) => void }).recordStatus(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await installOffline(page)
  await expect.poll(() => seen.has('Ready to use offline'), { timeout: 20_000 }).toBe(true)
  expect([...seen].some((text) => /^Saving the site for offline use… \d{1,3}%$/.test(text))).toBe(true)
})

test('with no network, every page, tour and blog post renders from the worker', async ({ page, context }) => {
  // About 20 pages, each with every picture decoded (the gallery alone has 51).
  test.setTimeout(120_000)
  await installOffline(page)
  await context.setOffline(true)
  for (const [path, heading] of pages) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    await expect(page, path).toHaveTitle(/\| Cat History Tours NYC$/)
    expect(await imagesLoaded(page), path).toEqual([])
  }
})

test('offline, legacy paths still redirect and unknown paths get the not-found page', async ({ page, context }) => {
  await installOffline(page)
  await context.setOffline(true)
  await page.goto('/book-a-tour')
  await expect(page).toHaveURL(/\/booking$/)
  await page.goto('/blog/2')
  await expect(page).toHaveURL(/\/blog\?post=2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Postal Cats/)
  const response = await page.goto('/old-brooklyn-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404/)
  await expect(page.getByRole('link', { name: 'Brooklyn Heights Tour' })).toBeVisible()
})

test('a file of the site opened as a page is that file, not the not-found page, online and offline', async ({
  page,
  context,
}) => {
  // A returning guest opens a press-kit logo in a new tab, or follows a link to /robots.txt: a navigation the
  // worker answers, to a path that is a file rather than a page.
  await installOffline(page)
  const files: Array<[path: string, type: RegExp, offline: boolean]> = [
    ['/downloads/cat-history-tours-logo.png', /^image\/png/, true],
    ['/favicon.svg', /^image\/svg\+xml/, true],
    ['/robots.txt', /^text\/plain/, false],
    ['/sitemap.xml', /xml/, false],
  ]
  for (const [path, type] of files) {
    const response = await page.goto(path)
    expect(response?.fromServiceWorker(), path).toBe(true)
    expect(response?.status(), path).toBe(200)
    expect(response?.headers()['content-type'], path).toMatch(type)
  }
  const missing = await page.goto('/downloads/no-such-logo.png')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404/)
  await context.setOffline(true)
  for (const [path, type, kept] of files) {
    const response = await page.goto(path)
    if (kept) {
      expect(response?.status(), path).toBe(200)
      expect(response?.headers()['content-type'], path).toMatch(type)
    } else {
      // Not kept for offline use: the site's own not-found page, never the browser's error.
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404/)
    }
  }
})

test('a cold start with no network opens the start URL and says the app is offline', async ({ page, context }) => {
  await installOffline(page)
  await context.setOffline(true)
  const fresh = await context.newPage()
  await fresh.goto('/')
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(/Cat History/)
  await fresh.reload()
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(/Cat History/)
  await expect(fresh.getByRole('status').filter({ hasText: 'You’re offline' })).toBeVisible()
})

test('offline, booking says it needs a connection instead of opening a dead tab', async ({ page, context }) => {
  await installOffline(page)
  await context.setOffline(true)
  await page.goto('/tours')
  const popups: unknown[] = []
  page.on('popup', (popup) => popups.push(popup))
  await page.getByRole('link', { name: 'Reserve your spot on a cat history tour' }).first().click()
  await expect(
    page.getByText('Booking opens on our booking provider’s site and needs an internet connection.'),
  ).toBeVisible()
  expect(popups).toEqual([])
  await page.goto('/booking')
  await expect(page.getByText('The booking calendar needs an internet connection')).toBeVisible()
})

test('client-side navigation offline loads route code from the precache', async ({ page, context }) => {
  await installOffline(page)
  await context.setOffline(true)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Gallery' })
    .click({ trial: false })
    .catch(async () => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog').getByRole('link', { name: 'Gallery' }).click()
    })
  await expect(page).toHaveURL(/\/gallery$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cat Gallery')
})

test('offline, a page whose code the worker lacks reloads once from the worker, then stays as served', async ({
  page,
  context,
}) => {
  await installOffline(page)
  // As a chunk that failed to load offline: the worker has no copy, and no network to fall back on.
  const removed = await page.evaluate(async () => {
    let count = 0
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        if (/\/assets\/about-[^/]+\.js$/.test(request.url)) count += Number(await cache.delete(request))
    }
    return count
  })
  expect(removed).toBe(1)
  await context.setOffline(true)
  // Playwright's offline does not reach the worker's own fetches in Chromium: the network fails here for it too.
  await context.route(/\/assets\/about-[^/]+\.js$/, (route) => route.abort('internetdisconnected'))
  const errors = collectErrors(page)
  let loads = 0
  page.on('load', () => (loads += 1))
  await page.goto('/about', { waitUntil: 'commit' })
  // A new document is the one remedy in Firefox, which keeps a failed module for the document's life; the reload
  // is answered by the worker, and it happens once (src/boot/keep-server-page.ts, src/boot/chunk-reload.ts).
  const keptAsServed = () =>
    errors.entries.some((text) => text.includes(SERVED_PAGE_KEPT) && text.includes('could not be loaded'))
  await expect.poll(keptAsServed, { timeout: 15_000 }).toBe(true)
  expect(loads).toBe(2)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
  // No event marks a third load that never comes: the wait is a margin for one.
  await page.waitForTimeout(1500)
  expect(loads).toBe(2)
})

test('offline, links to other websites say they need a connection instead of opening a dead tab', async ({
  page,
  context,
}) => {
  await installOffline(page)
  await context.setOffline(true)
  await page.goto('/petition-tom')
  const popups: unknown[] = []
  page.on('popup', (popup) => popups.push(popup))
  const giftCards = page.getByRole('contentinfo').getByRole('link', { name: /Gift Cards/ })
  await expect(giftCards).toContainText('(needs a connection)')
  await giftCards.click()
  await expect(
    page.getByText('The gift card shop is on another website and needs an internet connection.'),
  ).toBeVisible()
  await page
    .getByRole('link', { name: /Sign the Petition/ })
    .last()
    .click()
  await expect(
    page.getByText('The petition form is on another website and needs an internet connection.'),
  ).toBeVisible()
  expect(popups).toEqual([])
})

test('offline, a post picked on the blog list shows its body from the worker', async ({ page, context }) => {
  await installOffline(page)
  await page.goto('/blog')
  await waitForHydration(page)
  await context.setOffline(true)
  await page.getByRole('main').getByRole('link', { name: 'Read More: The Bodega Cats of the Lower East Side' }).click()
  await expect(page).toHaveURL(/\/blog\?post=3$/)
  await expect(page.getByRole('heading', { name: 'How to greet a bodega cat' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
