import { readdirSync } from 'node:fs'
import { expect } from '@playwright/test'
import { test } from './app-page'
import { INSTALL_SCREENS } from './install-screens'
import { keptPictures, picturesBelowThisScreen, picturesNotShown } from './picture-checks'
import { waitForWorkerControl } from './service-worker'
import { siteDocuments } from './site-documents'

/**
 * Offline that fits a phone (issue 19): an install downloads every page, and each picture only at the variant this
 * screen displays (src/lib/picture-selection.ts); offline, every page then shows every picture at least at the size
 * its screen asks for; a variant the install did not keep is kept the first time a page shows it. Two screens: a
 * phone (390 px at pixel ratio 3) and a desktop (1280 px at 1). Each test sets its own screen, so the file runs in the
 * desktop project only (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' })

/** Every picture variant the build wrote. */
const allVariants = readdirSync('dist/images').filter((file) => /\.(webp|avif|jpe?g|png)$/.test(file)).length

for (const [screen, settings] of Object.entries(INSTALL_SCREENS)) {
  test.describe(`a ${screen}`, () => {
    test.use(settings)

    test('an install keeps each picture at this screen’s size, and offline every page shows every picture at it', async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000)
      await page.goto('/')
      await waitForWorkerControl(page)
      const kept = await page.evaluate(keptPictures)
      console.log(`[${screen}] pictures kept at install: ${kept.length} of ${allVariants} variants`)
      expect(kept.length).toBeGreaterThan(0)
      // Far fewer than every variant: about one per picture and display.
      expect(kept.length).toBeLessThan(allVariants / 2)

      await context.setOffline(true)
      const problems: Record<string, string[]> = {}
      for (const { url } of [...siteDocuments, { url: '/gallery?photo=1' }]) {
        await page.goto(url)
        if (url.includes('photo=')) await expect(page.getByRole('dialog')).toBeVisible()
        const found = await page.evaluate(picturesBelowThisScreen)
        if (found.length > 0) problems[url] = found
      }
      expect(problems).toEqual({})
    })
  })
}

test.describe('a phone turned into a wider window', () => {
  test.use(INSTALL_SCREENS.phone)

  test('a variant the install did not keep is kept the first time a page shows it, and is there offline', async ({
    page,
    context,
  }) => {
    await page.goto('/about')
    await waitForWorkerControl(page)
    const before = new Set(await page.evaluate(keptPictures))
    // Wider than the screen described at install: the hero asks for its 16:9 WebP, which a phone's install skips.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.reload()
    const hero = page.locator('main img').first()
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    const shown = new URL(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname
    expect(before.has(shown)).toBe(false)
    await expect.poll(async () => (await page.evaluate(keptPictures)).includes(shown)).toBe(true)

    await context.setOffline(true)
    await page.reload()
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    expect(await page.evaluate(picturesBelowThisScreen)).toEqual([])
  })
})

test.describe('a narrow window on a wide screen (a tablet in split view)', () => {
  // The install keeps the variants of the wider screen (src/pwa/device-display.ts), but this window shows the
  // phones' art-directed slices, which it did not keep.
  test.use({
    viewport: { width: 500, height: 800 },
    screen: { width: 1366, height: 1024 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
  })

  test('offline, every picture is still shown, from another variant of the same picture the install kept', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    await waitForWorkerControl(page)
    await context.setOffline(true)
    const hidden: Record<string, string[]> = {}
    for (const url of ['/', '/gallery', '/tours/brooklyn-heights', '/blog?post=1', '/about']) {
      await page.goto(url)
      const found = await page.evaluate(picturesNotShown)
      if (found.length > 0) hidden[url] = found
    }
    expect(hidden).toEqual({})
  })
})
