/**
 * SPEC §2 "Shell": the sticky header (transparent at the top, a solid 64px bar after 50px of scroll), the
 * highlighted current page, the desktop Tours drop-down timing (open after 200 ms hover, 300 ms skip window,
 * close 150 ms after leaving) and the 700 ms tooltip. Timing tests run on a paused page clock.
 */
import type { Locator, Page } from '@playwright/test'
import { animationsFinished, expect, scrollToY, settle, test, waitForHydration } from './fixtures'

const T0 = new Date('2026-05-05T10:00:00')

function header(page: Page) {
  return page.getByRole('banner')
}

async function headerStyle(page: Page) {
  return page.locator('header').evaluate((element) => {
    const style = getComputedStyle(element)
    return { height: style.height, background: style.backgroundColor, position: style.position }
  })
}

function isTransparent(color: string) {
  return color === 'transparent' || /rgba\(\s*\d+,\s*\d+,\s*\d+,\s*0\s*\)/.test(color)
}

function isOpaque(color: string) {
  return /^rgb\(/.test(color) || /rgba\(\s*\d+,\s*\d+,\s*\d+,\s*1\s*\)/.test(color)
}

test.describe('header bar', () => {
  test('is transparent at the top and a solid 64px bar after scrolling', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const bar = page.locator('header')

    await expect(bar).not.toHaveAttribute('data-scrolled')
    const top = await headerStyle(page)
    expect(top.position).toBe('sticky')
    expect(isTransparent(top.background), `background at the top: ${top.background}`).toBe(true)

    await scrollToY(page, 400)
    await expect(bar).toHaveAttribute('data-scrolled')
    await expect.poll(async () => (await headerStyle(page)).height).toBe('64px')
    await expect.poll(async () => isOpaque((await headerStyle(page)).background)).toBe(true)
    // Sticky: the bar stays at the top of the viewport while the page scrolls under it.
    await expect.poll(() => bar.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0)

    await scrollToY(page, 0)
    await expect(bar).not.toHaveAttribute('data-scrolled')
    await expect.poll(async () => isTransparent((await headerStyle(page)).background)).toBe(true)
    await expect.poll(async () => (await headerStyle(page)).height).not.toBe('64px')
  })

  test('turns solid just past 50px of scroll and stays steady there', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const bar = page.locator('header')

    // Exactly 50px is not "more than 50px".
    await scrollToY(page, 50)
    await settle(page)
    await expect(bar).not.toHaveAttribute('data-scrolled')

    await scrollToY(page, 55)
    await expect(bar).toHaveAttribute('data-scrolled')
    // The bar must settle: the page keeps its scroll position and the header its solid 64px state.
    await animationsFinished(page)
    const after = await page.evaluate(() => ({
      scrollY: Math.round(window.scrollY),
      scrolled: document.querySelector('header')?.hasAttribute('data-scrolled') ?? false,
      height: getComputedStyle(document.querySelector('header') as Element).height,
    }))
    expect(after, 'the page keeps its scroll position and the header stays a solid 64px bar').toEqual({
      scrollY: 55,
      scrolled: true,
      height: '64px',
    })
  })

  test('the page under it holds still while it changes state, both ways', async ({ page }) => {
    await page.goto('/gallery')
    await waitForHydration(page)
    // Every frame from the scroll until the bar has settled: where the page's content sits in the document, and the
    // scroll. A bar whose space in the page changed while it eased would move the content (and, in Chromium, scroll
    // anchoring would chase it with the scroll, which can end a few pixels off).
    const framesAfterScrollTo = (top: number) =>
      page.evaluate(async (y) => {
        const main = document.querySelector('main') as HTMLElement
        window.scrollTo({ top: y, behavior: 'instant' })
        const frames: { offset: number; scrollY: number; scrolled: boolean }[] = []
        for (let i = 0; i < 40; i += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve))
          frames.push({
            offset: Math.round((main.getBoundingClientRect().top + window.scrollY) * 64) / 64,
            scrollY: window.scrollY,
            scrolled: document.querySelector('header')?.hasAttribute('data-scrolled') ?? false,
          })
        }
        return frames
      }, top)

    const down = await framesAfterScrollTo(400)
    expect(down.at(-1)?.scrolled, 'the bar turned solid').toBe(true)
    expect(new Set(down.map((frame) => frame.offset)).size, JSON.stringify(down)).toBe(1)
    expect(new Set(down.map((frame) => frame.scrollY)), JSON.stringify(down)).toEqual(new Set([400]))

    const up = await framesAfterScrollTo(0)
    expect(up.at(-1)?.scrolled, 'the bar is back at rest').toBe(false)
    expect(new Set(up.map((frame) => frame.offset)).size, JSON.stringify(up)).toBe(1)
    expect(new Set(up.map((frame) => frame.scrollY)), JSON.stringify(up)).toEqual(new Set([0]))
  })

  test('the logo links home', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    await header(page).getByRole('link', { name: /home/i }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cat history/i)
  })
})

test.describe('desktop navigation', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function uses from its first parameter and requires an object pattern there, even an empty one
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop links and drop-down are hidden below 768px')
  })

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true })
  const links = ['About', 'Gallery', 'Blog', 'In the News', 'Contact'] as const

  async function background(locator: Locator) {
    return locator.evaluate((element) => {
      const style = getComputedStyle(element)
      return `${style.backgroundColor} ${style.boxShadow}`
    })
  }

  test('the current page is marked and highlighted', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    const about = nav(page).getByRole('link', { name: 'About', exact: true })
    await expect(about).toHaveAttribute('aria-current', 'page')
    for (const name of links.filter((link) => link !== 'About')) {
      await expect(nav(page).getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-current')
    }
    const gallery = nav(page).getByRole('link', { name: 'Gallery', exact: true })
    expect(await background(about)).not.toBe(await background(gallery))

    // Client-side navigation moves the marker.
    await gallery.click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(gallery).toHaveAttribute('aria-current', 'page')
    await expect(about).not.toHaveAttribute('aria-current')
  })

  test('on a tour page the Tours item is highlighted and the tour is marked in the drop-down', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    const tours = nav(page).getByRole('button', { name: 'Tours' })
    const inactive = await background(tours)

    await page.goto('/tours/brooklyn-heights')
    await waitForHydration(page)
    expect(await background(tours)).not.toBe(inactive)
    await tours.click()
    await expect(nav(page).getByRole('link', { name: 'Brooklyn Heights' })).toHaveAttribute('aria-current', 'page')
    await expect(nav(page).getByRole('link', { name: 'Financial District' })).not.toHaveAttribute('aria-current')
  })

  test.describe('Tours drop-down', () => {
    async function setup(page: Page) {
      await page.clock.install({ time: T0 })
      await page.goto('/')
      await waitForHydration(page)
      // Freeze time: from here on only runFor() moves the page clock.
      await page.clock.pauseAt(new Date(T0.getTime() + 60_000))
      const trigger = nav(page).getByRole('button', { name: 'Tours' })
      const panelId = await trigger.getAttribute('aria-controls')
      expect(panelId).toBeTruthy()
      const panel = page.locator(`[id="${panelId}"]`)
      return { trigger, panel }
    }

    async function expectClosed(page: Page, trigger: Locator, panel: Locator) {
      await settle(page)
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toBeHidden()
    }

    async function expectOpen(trigger: Locator, panel: Locator) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await expect(panel).toBeVisible()
    }

    const away = async (page: Page) => page.mouse.move(640, 600)

    test('opens 200 ms after the pointer rests on it', async ({ page }) => {
      const { trigger, panel } = await setup(page)
      await expectClosed(page, trigger, panel)
      await trigger.hover()
      await page.clock.runFor(100)
      await expectClosed(page, trigger, panel)
      await page.clock.runFor(90)
      await expectClosed(page, trigger, panel)
      await page.clock.runFor(210)
      await expectOpen(trigger, panel)
    })

    test('a pointer that only passes over it does not open it', async ({ page }) => {
      const { trigger, panel } = await setup(page)
      await trigger.hover()
      await page.clock.runFor(120)
      await away(page)
      await page.clock.runFor(500)
      await expectClosed(page, trigger, panel)
    })

    test('closes 150 ms after the pointer leaves and reopens at once within the 300 ms skip window', async ({
      page,
    }) => {
      const { trigger, panel } = await setup(page)
      await trigger.hover()
      await page.clock.runFor(250)
      await expectOpen(trigger, panel)

      // Moving into the open panel keeps it open.
      await panel.getByRole('link', { name: 'Financial District' }).hover()
      await page.clock.runFor(400)
      await settle(page)
      await expectOpen(trigger, panel)

      await away(page)
      await page.clock.runFor(100)
      await settle(page)
      await expectOpen(trigger, panel)
      await page.clock.runFor(100)
      await expectClosed(page, trigger, panel)

      // 50 ms after closing: back within the skip window, it opens without the 200 ms delay.
      await trigger.hover()
      await settle(page)
      await expectOpen(trigger, panel)

      // Once the skip window has passed, the delay applies again.
      await away(page)
      await page.clock.runFor(200)
      await expectClosed(page, trigger, panel)
      await page.clock.runFor(400)
      await trigger.hover()
      await page.clock.runFor(100)
      await expectClosed(page, trigger, panel)
      await page.clock.runFor(150)
      await expectOpen(trigger, panel)
    })

    test('lists the four tour pages and Gift Cards, an external link in a new tab', async ({
      page,
      providerRequests,
    }) => {
      await page.goto('/')
      await waitForHydration(page)
      const trigger = nav(page).getByRole('button', { name: 'Tours' })
      await trigger.click()
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      await expect(panel).toBeVisible()

      const tours = [
        ['Brooklyn Heights', '/tours/brooklyn-heights'],
        ['Financial District', '/tours/financial-district'],
        ['Lower East Side', '/tours/lower-east-side'],
        [/Private/, '/tours/private-tours'],
      ] as const
      for (const [name, href] of tours) {
        await expect(panel.getByRole('link', { name })).toHaveAttribute('href', href)
      }
      const giftCards = panel.getByRole('link', { name: /Gift Cards/ })
      await expect(giftCards).toHaveAttribute('target', '_blank')
      await expect(giftCards).toHaveAttribute('rel', /noopener/)
      const href = await giftCards.getAttribute('href')
      expect(new URL(href ?? '').origin).toBe('https://fareharbor.com')
      expect(href).toMatch(/gift-cards/)

      const popupPromise = page.waitForEvent('popup')
      await giftCards.click()
      const popup = await popupPromise
      await popup.waitForLoadState()
      expect(popup.url()).toBe(href)
      expect(providerRequests.map((request) => request.url())).toContain(href)
      await popup.close()
      await expect(page).toHaveURL(/\/$/)

      // A tour link navigates and closes the menu.
      await panel.getByRole('link', { name: 'Financial District' }).click()
      await expect(page).toHaveURL(/\/tours\/financial-district$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Financial District/)
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toBeHidden()
    })

    test('a click toggles it and aria-expanded follows', async ({ page }) => {
      const { trigger, panel } = await setup(page)
      await trigger.click()
      await expectOpen(trigger, panel)
      await trigger.click()
      await expectClosed(page, trigger, panel)
      await trigger.click()
      await expectOpen(trigger, panel)
    })

    test('Escape closes it and returns focus to the Tours button', async ({ page }) => {
      await page.goto('/')
      await waitForHydration(page)
      const trigger = nav(page).getByRole('button', { name: 'Tours' })
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      await trigger.focus()
      await page.keyboard.press('Enter')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('link').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toBeHidden()
      await expect(trigger).toBeFocused()
    })
  })

  test('the search button shows its tooltip after 700 ms, not sooner', async ({ page }) => {
    await page.clock.install({ time: T0 })
    await page.goto('/')
    await waitForHydration(page)
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000))
    const search = header(page).getByRole('button', { name: 'Search' })
    const tooltip = page.getByRole('tooltip')

    await search.hover()
    await page.clock.runFor(300)
    await settle(page)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(350)
    await settle(page)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(tooltip).toBeVisible()
    await expect(tooltip).toHaveText('Search the site')
    const describedBy = await search.getAttribute('aria-describedby')
    expect(describedBy).toBeTruthy()
    await expect(tooltip).toHaveAttribute('id', describedBy ?? '')

    await page.mouse.move(640, 600)
    await expect(tooltip).toHaveCount(0)
  })
})
