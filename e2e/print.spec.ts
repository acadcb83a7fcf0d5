/**
 * The site on paper (src/styles/print.css.ts): a guest prints a tour page before the walk, a story, the press kit.
 * Printed, a page is its content in black on white, from its headline at the top: nothing fixed to the screen repeats
 * on every sheet, no text is left white on the white the printer leaves, and every FAQ answer is there to read.
 */
import type { Page } from '@playwright/test'
import { expect, settle, test } from './fixtures'

/** What would print wrongly: shown elements fixed to the screen, and shown text that is not black. */
function misprints(page: Page) {
  return page.evaluate(() => {
    const shown = (element: Element) => element.getClientRects().length > 0
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const all = [...document.body.querySelectorAll('*')]
    return {
      fixed: all.filter((element) => shown(element) && getComputedStyle(element).position === 'fixed').map(describe),
      pale: all
        .filter(
          (element) =>
            shown(element) &&
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
            getComputedStyle(element).color !== 'rgb(0, 0, 0)',
        )
        .map(describe),
    }
  })
}

async function printed(page: Page, path: string): Promise<void> {
  await page.goto(path)
  // The print rules come with the rest of the stylesheet, after the first paint (decision 0012).
  await settle(page)
  // Scrolled, as a guest who read the page before printing it: the booking bar and the help button are showing.
  await page.mouse.wheel(0, 1500)
  await expect(page.getByRole('complementary', { name: 'Book a tour' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
}

for (const path of ['/tours/brooklyn-heights', '/blog?post=1', '/press-kit', '/contact']) {
  test(`${path} prints as its content, black on white, with nothing fixed to the screen`, async ({ page }) => {
    await printed(page, path)
    // Polled: a button eases its colour over 150 ms when the page turns to print here (paper has no transitions).
    await expect.poll(() => misprints(page)).toEqual({ fixed: [], pale: [] })
    // The headline opens the first sheet, under the logo, not a screen's height further down.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(heading?.y).toBeLessThan(150)
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeHidden()
  })
}

test('every FAQ answer is printed under its question, open or not', async ({ page }) => {
  await printed(page, '/tours/brooklyn-heights')
  const answers = page.locator('#faq-section section[aria-labelledby], section[aria-labelledby][hidden]')
  const count = await answers.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i += 1) await expect(answers.nth(i)).toBeVisible()
})

test('a story prints the address of a link to another site', async ({ page }) => {
  await printed(page, '/blog?post=1')
  // The sample stories link only to the site's own pages; the business's may link out, as this one now does.
  const paragraph = page.locator('p', { hasText: 'Every neighbourhood has a legend' })
  await paragraph.evaluate((p) => {
    const link = document.createElement('a')
    link.href = 'https://archive.example.org/borough-hall'
    link.textContent = 'the archive'
    p.append(' See ', link, '.')
  })
  const link = paragraph.getByRole('link', { name: 'the archive' })
  expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(
    '" (https://archive.example.org/borough-hall)"',
  )
})

test('on screen, nothing of the print rules shows', async ({ page }) => {
  await page.goto('/tours/brooklyn-heights')
  await settle(page)
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible()
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).color)).not.toBe(
    'rgb(0, 0, 0)',
  )
})
