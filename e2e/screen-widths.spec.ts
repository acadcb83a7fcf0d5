/**
 * Every page at the screen widths guests bring: the narrowest phones (320 px: an SE, or a larger phone with its
 * display zoomed), the common phones, a tablet upright (768, 834) and on its side, and desktops. SPEC §2 puts six
 * links, search and booking in the bar from 768 px; nothing may push the page sideways or be drawn over another.
 */
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const WIDTHS = [320, 360, 390, 430, 600, 768, 834, 900, 1024, 1100, 1280, 1440]
const PATHS = ['/', '/about', '/tours', '/tours/brooklyn-heights', '/gallery', '/blog', '/blog?post=1', '/contact']

/** How far the page reaches past the screen's right edge (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * The header's logo, links and buttons as drawn: each one's painted text and box (text that overflows its box is
 * counted where it is drawn), for those shown at this width. Returns the pairs drawn over each other, and any drawn
 * off the screen.
 */
function headerCollisions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!
    const controls = [...header.querySelectorAll<HTMLElement>('a, button')].filter(
      (element) => !element.closest('dialog, ul ul') && element.getBoundingClientRect().width > 0,
    )
    const drawn = controls.map((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const box = element.getBoundingClientRect()
      const text = range.getBoundingClientRect()
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.localName
      return {
        name,
        left: Math.min(box.left, text.width > 0 ? text.left : box.left),
        right: Math.max(box.right, text.width > 0 ? text.right : box.right),
        top: box.top,
        bottom: box.bottom,
      }
    })
    const width = document.documentElement.clientWidth
    const found: string[] = []
    for (const [index, a] of drawn.entries()) {
      if (a.left < 0 || a.right > width) found.push(`${a.name} is drawn at ${a.left.toFixed(0)}-${a.right.toFixed(0)}`)
      for (const b of drawn.slice(index + 1)) {
        const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top || b.bottom <= a.top
        if (!apart)
          found.push(
            `${a.name} (${a.left.toFixed(0)}-${a.right.toFixed(0)}) over ${b.name} (${b.left.toFixed(0)}-${b.right.toFixed(0)})`,
          )
      }
    }
    return found
  })
}

for (const path of PATHS) {
  test(`${path} fits every screen width from 320 to 1440 px, its header's controls side by side`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width)
      expect(await sidewaysOverflow(page), `${path} at ${width} px reaches past the screen by`).toBe(0)
      expect(await headerCollisions(page), `${path} at ${width} px`).toEqual([])
    }
  })
}
