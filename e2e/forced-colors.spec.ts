/**
 * Windows' contrast themes (forced colours, src/styles/forced-colors.ts): the system sets every colour and drops
 * backgrounds and shadows, so whatever the site marks by a fill alone must be marked in the system's colours instead:
 * the current page in the header and the menu, a pressed blog topic, the current review's dot (and the dots at all),
 * and the round floating buttons' shape.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, settle, test } from './fixtures'

/** Opens `path` in a contrast theme, once the rest of the stylesheet (which holds these rules) is in. */
async function contrastTheme(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' })
  await page.goto(path)
  await settle(page)
}

const fill = (locator: Locator, pseudo?: string) =>
  locator.evaluate((element, before) => getComputedStyle(element, before).backgroundColor, pseudo)

/**
 * Whether `mark` is a fill a person sees: at least half opaque, and of another colour than the page's and than each of
 * `others`. A contrast theme keeps a fill's alpha over its own colour (the header's 20 % white mark became 20 % of the
 * theme's background) and paints an opaque fill in the page's own colour (the menu's current page): both there to a
 * script, and invisible to a person.
 */
async function standsApart(page: Page, mark: string, ...others: string[]): Promise<boolean> {
  const alpha = /^rgba\(.*,\s*([\d.]+)\)$/.exec(mark)?.[1]
  const opacity = alpha !== undefined ? Number(alpha) : mark.startsWith('rgb(') ? 1 : 0
  return opacity >= 0.5 && ![await fill(page.locator('body')), ...others].includes(mark)
}

test('the current page is marked in the header or the menu, in the selection colours', async ({ page, isMobile }) => {
  await contrastTheme(page, '/about')
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click()
  const nav = isMobile ? page.locator('#mobile-menu') : page.locator('header')
  const current = nav.getByRole('link', { name: 'About', exact: true })
  const other = nav.getByRole('link', { name: 'Gallery', exact: true })
  expect(await standsApart(page, await fill(current), await fill(other))).toBe(true)
})

test('a pressed blog topic stands apart from the others', async ({ page }) => {
  await contrastTheme(page, '/blog?category=Cat+History')
  const topics = page.getByRole('group', { name: 'Topic' })
  const pressed = topics.getByRole('button', { name: 'Cat History', exact: true })
  await expect(pressed).toHaveAttribute('aria-pressed', 'true')
  expect(
    await standsApart(page, await fill(pressed), await fill(topics.getByRole('button', { name: 'All topics' }))),
  ).toBe(true)
})

test("the reviews' dots show, the current one apart", async ({ page }) => {
  await contrastTheme(page, '/tours/brooklyn-heights')
  const dots = page.getByRole('region', { name: 'Guest reviews' }).getByRole('button', { name: /^Show testimonial/ })
  const current = await fill(dots.nth(0), '::before')
  const other = await fill(dots.nth(1), '::before')
  // Every dot shows on the page, and the current one among them.
  expect(await standsApart(page, other)).toBe(true)
  expect(await standsApart(page, current, other)).toBe(true)
})

test('the floating booking link and the help button keep their shape as a line', async ({ page }) => {
  await contrastTheme(page, '/tours/brooklyn-heights')
  await page.mouse.wheel(0, 1500)
  for (const control of [
    page.getByRole('link', { name: /Help with booking/ }),
    page.getByRole('link', { name: 'Book a tour', exact: true }),
  ]) {
    await expect(control).toBeVisible()
    const border = await control.evaluate((element) => {
      const style = getComputedStyle(element)
      return `${style.borderTopStyle} ${Number.parseFloat(style.borderTopWidth) > 0}`
    })
    expect(border).toBe('solid true')
  }
})
