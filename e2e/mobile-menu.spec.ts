/**
 * SPEC §2 "Shell", mobile (below 768px): a slide-in menu that locks body scroll while open and closes on
 * navigation; opening search closes the menu and opening the menu closes search.
 */
import type { Page } from '@playwright/test'
import { expect, scrollToY, test, waitForHydration } from './fixtures'

// While a modal dialog is open the rest of the page is hidden from assistive technology, hence includeHidden.
const menuButton = (page: Page) =>
  page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: 'Open menu', includeHidden: true })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const search = (page: Page) => page.getByRole('dialog', { name: 'Search the site' })

/**
 * Taps the menu button where it is. (Playwright's click() first scrolls its target into view, and Chromium
 * scrolls a button inside a sticky header back to the header's place at the top of the page.)
 */
async function openMenu(page: Page) {
  const box = await menuButton(page).boundingBox()
  if (!box) throw new Error('the menu button is not rendered')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(menu(page)).toBeVisible()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
}

async function bodyOverflow(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).overflow)
}

test('the menu button opens a slide-in dialog with the site links', async ({ page }) => {
  await page.goto('/about')
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await openMenu(page)

  // Slides in from the right edge and settles flush with it, inside the viewport.
  await expect
    .poll(() => menu(page).evaluate((element) => Math.round(element.getBoundingClientRect().right)))
    .toBe(page.viewportSize()?.width)
  const box = await menu(page).boundingBox()
  expect(box?.x).toBeGreaterThan(0)
  expect(box?.height).toBeGreaterThanOrEqual((page.viewportSize()?.height ?? 0) - 1)

  const links = menu(page).getByRole('navigation', { name: 'Mobile' })
  for (const [name, href] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Tours', '/tours'],
    ['Brooklyn Heights', '/tours/brooklyn-heights'],
    ['Financial District', '/tours/financial-district'],
    ['Lower East Side', '/tours/lower-east-side'],
    ['Gallery', '/gallery'],
    ['Blog', '/blog'],
    ['In the News', '/in-the-news'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(links.getByRole('link', { name: /Gift Cards/ })).toHaveAttribute('target', '_blank')
  // The current page is marked.
  await expect(links.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(links.getByRole('link', { name: 'Gallery', exact: true })).not.toHaveAttribute('aria-current')
})

test('body scroll is locked while the menu is open', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const before = await scrollToY(page, 400)
  expect(before).toBeGreaterThan(300)
  const overflowBefore = await bodyOverflow(page)

  await openMenu(page)
  await expect.poll(() => bodyOverflow(page)).toBe('hidden')
  // A wheel over the dimmed page does not scroll it.
  await page.mouse.move(20, 500)
  await page.mouse.wheel(0, 600)
  // A wheel that scrolls nothing fires no event: the wait is longer than the browser's smooth scroll would take.
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(before)

  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect.poll(() => bodyOverflow(page)).toBe(overflowBefore)
  // Unlocked again: the same wheel scrolls the page.
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(before)
})

test('Escape and the close button close the menu', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)

  await openMenu(page)
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')

  await openMenu(page)
  await menu(page).getByRole('button', { name: 'Close menu' }).click()
  await expect(menu(page)).toBeHidden()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
})

test('closing the menu returns keyboard focus to the menu button', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await menuButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(menu(page)).toBeVisible()
  await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(menuButton(page)).toBeFocused()
})

test('a link in the menu navigates and closes the menu', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await openMenu(page)
  await menu(page).getByRole('link', { name: 'Gallery', exact: true }).click()
  await expect(page).toHaveURL(/\/gallery$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cat Gallery')
  await expect(menu(page)).toBeHidden()
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden')

  // A tour link too.
  await openMenu(page)
  await menu(page).getByRole('link', { name: 'Lower East Side', exact: true }).click()
  await expect(page).toHaveURL(/\/tours\/lower-east-side$/)
  await expect(menu(page)).toBeHidden()
})

test('opening search from the menu closes the menu', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await openMenu(page)
  await menu(page).getByRole('button', { name: 'Search' }).click()
  await expect(search(page)).toBeVisible()
  await expect(menu(page)).toHaveCount(0)
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('searchbox')).toBeFocused()
})

test('opening the menu closes search', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  await expect(search(page)).toBeVisible()
  // The modal search overlay covers the header, so the menu button is activated directly.
  await menuButton(page).dispatchEvent('click')
  await expect(menu(page)).toBeVisible()
  await expect(search(page)).toHaveCount(0)
})
