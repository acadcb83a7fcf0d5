/**
 * SPEC §4 hero image states and §7 images: the About page's hero illustration (a generated WebP, precached by
 * the worker) loads over the gradient; when its request fails the gradient stays and the failure is logged.
 */
import type { Page } from '@playwright/test'
import { collectErrors, expect, test, waitForHydration } from './fixtures'

const heroImage = (page: Page) => page.locator('main section').first().locator('img')
const opacity = (page: Page) => heroImage(page).evaluate((img) => getComputedStyle(img).opacity)

test('the About hero illustration loads at a responsive width and fades in over the gradient', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/about')
  await waitForHydration(page)
  const img = heroImage(page)
  await expect(img).toHaveAttribute('width', '1536')
  await expect(img).toHaveAttribute('height', '864')
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  await expect(img).toHaveAttribute(
    'srcset',
    /\/images\/hero-about-320\.webp 320w, .*\/images\/hero-about-1536\.webp 1536w/,
  )
  await expect(img).toHaveAttribute('data-state', 'loaded')
  expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
  // Phones get the 4:5 AVIF slice of the drawing, wider screens the 16:9 WebP.
  const phone = (page.viewportSize()?.width ?? 1280) < 768
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    phone ? /\/images\/hero-about-phone-(640|768|1024)\.avif$/ : /\/images\/hero-about-\d+\.webp$/,
  )
  await expect.poll(() => opacity(page)).toBe('1')
  // The title stays readable above the image.
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  expect(errors.entries).toEqual([])
})

test('a hero image that fails to load leaves the gradient in place and logs the failure', async ({ page }) => {
  const errors = collectErrors(page)
  await page.route(/\/images\/hero-about-[a-z0-9-]+\.(webp|avif)$/, (route) => route.abort())
  await page.goto('/about')
  await waitForHydration(page)
  const img = heroImage(page)
  await expect(img).toHaveAttribute('data-state', 'failed')
  expect(await opacity(page)).toBe('0')
  const background = await page
    .locator('main section')
    .first()
    .evaluate((section) => getComputedStyle(section).backgroundImage)
  expect(background).toContain('linear-gradient')
  await expect
    .poll(() =>
      errors.entries.some((entry) =>
        /Hero image failed to load: \S*\/images\/hero-about-(phone-)?\d+\.(webp|avif)/.test(entry),
      ),
    )
    .toBe(true)
})
