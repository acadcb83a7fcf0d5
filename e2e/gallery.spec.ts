/**
 * SPEC §2 Gallery, §4 Lightbox: the page's content, the lightbox by mouse, keyboard, touch and address, the
 * fallback cat for a broken picture, and the news video that loads nothing from YouTube until asked.
 */
import type { Page, Request } from '@playwright/test'
import { SPEC_GALLERY } from '../tests/support/spec'
import { collectErrors, expect, nextFrames, pathOf, scrollToY, test, waitForHydration } from './fixtures'

const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

const tourGrid = (page: Page) => page.getByRole('list', { name: SPEC_GALLERY.tourGrid })
const fanGrid = (page: Page) => page.getByRole('list', { name: SPEC_GALLERY.fanGrid })
const thumb = (page: Page, id: number) => page.locator(`[data-photo-id="${id}"]`)
const lightbox = (page: Page) => page.getByRole('dialog')
const counter = (page: Page) => lightbox(page).getByText(/^\d+ \/ \d+$/)
const playButton = (page: Page) => page.getByRole('button', { name: /^Play video:/ })
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const historyLength = (page: Page) => page.evaluate(() => window.history.length)

async function openGallery(page: Page, path = '/gallery') {
  await page.goto(path)
  await waitForHydration(page)
}

test('the gallery shows its hero, the news video with a tour button, both photo grids and the call to share', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openGallery(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPEC_GALLERY.heroTitle)
  await expect(playButton(page)).toBeVisible()
  await expect(page.getByRole('link', { name: SPEC_GALLERY.bookButton })).toHaveAttribute('href', '/tours')

  await expect(page.getByRole('heading', { level: 2, name: SPEC_GALLERY.tourGrid })).toBeVisible()
  await expect(tourGrid(page).getByRole('button')).toHaveCount(SPEC_GALLERY.tourCountAbout)
  await expect(page.getByRole('heading', { level: 2, name: SPEC_GALLERY.fanGrid })).toBeVisible()
  await expect(fanGrid(page).getByRole('button')).toHaveCount(SPEC_GALLERY.fanCount)
  // Every thumbnail is named by its picture's description.
  for (const name of await tourGrid(page)
    .getByRole('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('alt')))) {
    expect(name).toMatch(/^Illustration of an? .+ cat /)
  }

  // SPEC §2: 3-column grids (phones show 2, so the pictures stay large enough to see).
  const wide = (page.viewportSize()?.width ?? 0) >= 1024
  for (const grid of [tourGrid(page), fanGrid(page)]) {
    const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(wide ? 3 : 2)
  }

  const share = page.getByRole('region', { name: 'Share your cat photos' })
  await expect(share.getByRole('link', { name: 'Share Your Photos' })).toHaveAttribute('href', '/contact')
  await share.getByRole('link', { name: 'Share Your Photos' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(errors.entries).toEqual([])
})

test('thumbnails load lazily, in a size that fits their column', async ({ page }) => {
  await openGallery(page)
  const last = fanGrid(page).getByRole('img').last()
  await expect(last).toHaveAttribute('loading', 'lazy')
  expect(await last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false)
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveAttribute('data-state', 'loaded')
  const chosen = await last.evaluate((img: HTMLImageElement) => Number(/-(\d+)\.webp$/.exec(img.currentSrc)?.[1]))
  const shown = await last.evaluate((img) => img.getBoundingClientRect().width)
  expect(chosen).toBeGreaterThanOrEqual(shown)
  expect(chosen).toBeLessThan(1024)
})

test('by mouse: a photo opens full screen, previous and next wrap around, close returns to the grid', async ({
  page,
}) => {
  await openGallery(page)
  const first = tourGrid(page).getByRole('button').first()
  const firstName = (await first.getByRole('img').getAttribute('alt'))!
  const secondName = (await thumb(page, 2).getByRole('img').getAttribute('alt'))!
  await first.click()

  await expect(lightbox(page)).toBeVisible()
  await expect(lightbox(page)).toHaveAccessibleName(SPEC_GALLERY.tourGrid)
  await expect(counter(page)).toHaveText('1 / 30')
  await expect(lightbox(page).getByRole('img', { name: firstName })).toBeVisible()
  expect(pathOf(page)).toBe('/gallery?photo=1')
  // Full screen: the dialog covers the whole viewport.
  const box = await lightbox(page).boundingBox()
  expect(box).toEqual({ x: 0, y: 0, ...page.viewportSize()! })

  const entries = await historyLength(page)
  await lightbox(page).getByRole('button', { name: 'Previous photo' }).click()
  await expect(counter(page)).toHaveText('30 / 30')
  expect(pathOf(page)).toBe('/gallery?photo=30')
  await lightbox(page).getByRole('button', { name: 'Next photo' }).click()
  await expect(counter(page)).toHaveText('1 / 30')
  await lightbox(page).getByRole('button', { name: 'Next photo' }).click()
  await expect(counter(page)).toHaveText('2 / 30')
  await expect(lightbox(page).getByRole('img', { name: secondName })).toBeVisible()
  // Stepping replaces the address instead of piling up history entries.
  expect(await historyLength(page)).toBe(entries)

  await lightbox(page).getByRole('button', { name: 'Close photo' }).click()
  await expect(lightbox(page)).toHaveCount(0)
  expect(pathOf(page)).toBe('/gallery')
  // Focus returns to the grid, on the picture last shown.
  await expect(thumb(page, 2)).toBeFocused()
})

test('by keyboard: Enter opens, arrows step, Tab stays inside, Escape closes and focus comes back', async ({
  page,
}) => {
  await openGallery(page)
  await thumb(page, 104).focus()
  await page.keyboard.press('Enter')
  await expect(counter(page)).toHaveText('4 / 21')
  await expect(lightbox(page)).toHaveAccessibleName(SPEC_GALLERY.fanGrid)

  await page.keyboard.press('ArrowRight')
  await expect(counter(page)).toHaveText('5 / 21')
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft')
  await expect(counter(page)).toHaveText('21 / 21')
  expect(pathOf(page)).toBe('/gallery?photo=121')

  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab')
    expect(await lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Shift+Tab')
  expect(await lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

  // The browser closes the dialog on Escape at once; the address follows as the app goes back in history.
  await page.keyboard.press('Escape')
  await expect(lightbox(page)).toHaveCount(0)
  await expect.poll(() => pathOf(page)).toBe('/gallery')
  await expect(thumb(page, 121)).toBeFocused()
})

test('Back closes the lightbox and leaves the page where it was; Forward opens it again', async ({ page }) => {
  await openGallery(page)
  // The thumbnail sits near the top of the window, not where focusing it would bring it, so only a page that
  // truly stayed put passes.
  const top = await thumb(page, 110).evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
  const before = await scrollToY(page, Math.round(top - 120))
  expect(before).toBeGreaterThan(500)

  await thumb(page, 110).click()
  await expect(counter(page)).toHaveText('10 / 21')
  await page.keyboard.press('ArrowRight')
  await expect(counter(page)).toHaveText('11 / 21')

  await page.goBack()
  await expect(lightbox(page)).toHaveCount(0)
  expect(pathOf(page)).toBe('/gallery')
  await expect.poll(() => scrollY(page)).toBe(before)
  await expect(thumb(page, 111)).toBeFocused()

  await page.goForward()
  await expect(counter(page)).toHaveText('11 / 21')
  await page.goBack()
  await expect(lightbox(page)).toHaveCount(0)
  await expect.poll(() => scrollY(page)).toBe(before)
})

test('a shared link opens its photo; closing it stays on the gallery', async ({ page }) => {
  await openGallery(page, '/gallery?photo=17')
  await expect(lightbox(page)).toBeVisible()
  await expect(counter(page)).toHaveText('17 / 30')
  expect(await lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

  await lightbox(page).getByRole('button', { name: 'Close photo' }).click()
  await expect(lightbox(page)).toHaveCount(0)
  expect(pathOf(page)).toBe('/gallery')
  await expect(thumb(page, 17)).toBeFocused()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPEC_GALLERY.heroTitle)
})

test('an unknown or junk photo in the address shows the gallery with nothing open', async ({ page }) => {
  const errors = collectErrors(page)
  for (const query of ['?photo=9999', '?photo=abc', '?photo=%3Cscript%3E', '?photo=-3', '?photo=2.5']) {
    await openGallery(page, `/gallery${query}`)
    await expect(tourGrid(page).getByRole('button')).toHaveCount(SPEC_GALLERY.tourCountAbout)
    await expect(lightbox(page)).toHaveCount(0)
  }
  expect(errors.entries).toEqual([])
})

test('a photo that fails to load is replaced by one of the three fallback cats', async ({ page }) => {
  await page.route('**/images/gallery-04-*.webp', (route) => route.abort())
  await openGallery(page)
  const broken = thumb(page, 4).getByRole('img')
  await broken.scrollIntoViewIfNeeded()
  await expect(broken).toHaveAttribute('alt', SPEC_GALLERY.fallbackAlt)
  await expect(broken).toHaveAttribute('src', /^\/images\/fallback-[123]-\d+\.webp$/)
  await expect(broken).toHaveAttribute('data-state', 'fallback')
  expect(await broken.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // Its neighbours are untouched.
  await expect(thumb(page, 5).getByRole('img')).toHaveAttribute('alt', /^Illustration of/)

  // The lightbox falls back the same way.
  await thumb(page, 4).click()
  await expect(lightbox(page).getByRole('img', { name: SPEC_GALLERY.fallbackAlt })).toHaveAttribute(
    'data-state',
    'fallback',
  )
})

test('a spinner shows while the open photo is still loading, and goes when it has', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/images/gallery-09-*.webp', async (route) => {
    await held
    await route.continue()
  })
  await openGallery(page, '/gallery?photo=9')
  const loading = lightbox(page).getByRole('status').filter({ hasText: 'Loading photo' })
  await expect(loading).toBeVisible()
  await expect.poll(() => loading.evaluate((spinner) => getComputedStyle(spinner).opacity)).toBe('1')
  release()
  await expect(lightbox(page).getByRole('img')).toHaveAttribute('data-state', 'loaded')
  await expect(loading).toBeHidden()
})

test('the lightbox slides between photos, but not with reduced motion', async ({ page }) => {
  const animationOf = () =>
    lightbox(page)
      .getByRole('img')
      .locator('..')
      .evaluate((slide) => getComputedStyle(slide).animationName)
  await openGallery(page, '/gallery?photo=3')
  await expect(counter(page)).toHaveText('3 / 30')
  await expect.poll(() => lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('ArrowRight')
  await expect(counter(page)).toHaveText('4 / 30')
  expect(await animationOf()).not.toBe('none')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.keyboard.press('ArrowRight')
  await expect(counter(page)).toHaveText('5 / 30')
  expect(await animationOf()).toBe('none')
})

test('a swipe on a touch screen steps to the next or previous photo', async ({ page, hasTouch }) => {
  test.skip(!hasTouch, 'touch screens only')
  await openGallery(page, '/gallery?photo=1')
  await expect(counter(page)).toHaveText('1 / 30')
  const cdp = await page.context().newCDPSession(page)
  const { width, height } = page.viewportSize()!
  const swipe = async (fromX: number, toX: number) => {
    const y = Math.round(height / 2)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] })
    for (let step = 1; step <= 5; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }],
      })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  await swipe(width * 0.8, width * 0.2)
  await expect(counter(page)).toHaveText('2 / 30')
  await swipe(width * 0.2, width * 0.8)
  await expect(counter(page)).toHaveText('1 / 30')
  await swipe(width * 0.2, width * 0.8)
  await expect(counter(page)).toHaveText('30 / 30')
  // A short nudge is not a swipe.
  await swipe(width * 0.5, width * 0.5 - 20)
  // A swipe steps in its pointerup handler: two frames later, a step would be on screen.
  await nextFrames(page)
  await expect(counter(page)).toHaveText('30 / 30')
})

test('the news video loads nothing from YouTube until play is pressed', async ({ page, baseURL }) => {
  const thirdParty: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) thirdParty.push(request)
  })
  await page.route(`${VIDEO_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Video stub</title><p>Playing</p>',
    }),
  )
  await openGallery(page)
  // Bring every lazy picture in, then look: still nothing from another origin.
  await scrollToY(page, 100_000)
  await scrollToY(page, 0)
  await page.waitForLoadState('networkidle')
  expect(thirdParty.map((request) => request.url())).toEqual([])
  // The frame waits in the page without an address, hidden, until play is pressed.
  await expect(page.locator('iframe[src]')).toHaveCount(0)
  await expect(page.locator('iframe')).toBeHidden()

  await playButton(page).click()
  const frame = page.locator('iframe')
  await expect(frame).toBeVisible()
  await expect(frame).toHaveAttribute('src', new RegExp(`^${VIDEO_ORIGIN}/embed/[\\w-]+\\?autoplay=1`))
  await expect(frame).toHaveAttribute('title', /Five Boroughs Tonight/)
  await expect(page.frameLocator('iframe').getByText('Playing')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading video' })).toHaveCount(0)
  expect(thirdParty.some((request) => request.url().startsWith(`${VIDEO_ORIGIN}/embed/`))).toBe(true)
})

test('offline, the news video says it needs a connection instead of showing a dead frame', async ({
  page,
  context,
}) => {
  await openGallery(page)
  await context.setOffline(true)
  const message = page.getByText(
    'You’re offline. The video needs an internet connection; the photos on this page work offline.',
  )
  await expect(message).toBeVisible()
  await expect(playButton(page)).toHaveCount(0)
  await expect(page.locator('iframe')).toBeHidden()

  await context.setOffline(false)
  await expect(message).toHaveCount(0)
  await expect(playButton(page)).toBeVisible()
})

test('a video host that cannot be reached gives a message and a way to try again', async ({ page }) => {
  // The fixture aborts every request to another origin, as an unreachable host would fail.
  await openGallery(page)
  await playButton(page).click()
  const alert = page.getByRole('alert').filter({ hasText: 'The video could not be loaded.' })
  await expect(alert).toBeVisible()
  await expect(page.locator('iframe')).toBeHidden()
  await page.route(`${VIDEO_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Playing</p>' }),
  )
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.frameLocator('iframe').getByText('Playing')).toBeVisible()
})
