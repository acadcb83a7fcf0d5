/**
 * SPEC §2 "Search overlay" and §9 (minimum 2 characters, focus after 100 ms): matching, tags, the empty
 * result, Enter and click navigation, and closing and clearing on route change. Runs in both projects.
 */
import type { Page } from '@playwright/test'
import { expect, settle, test, waitForHydration } from './fixtures'

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search the site' })
const input = (page: Page) => overlay(page).getByRole('searchbox')
const results = (page: Page) => overlay(page).getByRole('list', { name: 'Search results' }).getByRole('listitem')
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' })

async function openSearch(page: Page) {
  await searchButton(page).click()
  await expect(overlay(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
}

/** Each result row as "name|tag". */
async function rows(page: Page) {
  return (await results(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
})

test('the overlay offers a search box with the placeholder and the hint', async ({ page }) => {
  await openSearch(page)
  await expect(input(page)).toHaveAttribute('placeholder', 'Search tours, blog posts, pages...')
  await expect(input(page)).toHaveValue('')
  await expect(overlay(page).getByText('Press Enter to search or click on a result', { exact: true })).toBeVisible()
})

test('one character shows nothing; two characters list the matches, tagged Tour or Page', async ({ page }) => {
  await openSearch(page)
  await input(page).fill('b')
  await settle(page)
  await expect(results(page)).toHaveCount(0)
  await expect(overlay(page).getByText(/No results found/)).toHaveCount(0)

  await input(page).fill('br')
  await expect(results(page)).toHaveCount(1)
  await expect(results(page).first()).toContainText('Brooklyn Heights')
  await expect(results(page).first()).toContainText('Tour')
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/tours/brooklyn-heights')

  await input(page).fill('press')
  await expect(results(page)).toHaveCount(1)
  await expect(results(page).first()).toContainText('Press Kit')
  await expect(results(page).first()).toContainText('Page')
  await expect(results(page).first()).not.toContainText('Tour')
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/press-kit')

  // "Book Now" is the searchable name of /booking.
  await input(page).fill('book')
  await expect(results(page)).toHaveCount(1)
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/booking')
})

test('matching ignores letter case', async ({ page }) => {
  await openSearch(page)
  await input(page).fill('br')
  const lower = await rows(page)
  expect(lower).toHaveLength(1)
  await input(page).fill('BR')
  await expect(results(page)).toHaveCount(1)
  expect(await rows(page)).toEqual(lower)
  await input(page).fill('pReSs KiT')
  await expect(results(page)).toHaveCount(1)
  await expect(results(page).first()).toContainText('Press Kit')
})

test('a query without matches says so exactly', async ({ page }) => {
  await openSearch(page)
  await input(page).fill('zzz')
  await expect(overlay(page).getByText(/No results found/)).toHaveText('No results found for "zzz"')
  await expect(results(page)).toHaveCount(0)
})

test('the input takes focus about 100 ms after opening', async ({ page }) => {
  // A fresh page with a paused clock: the 100 ms timer only runs when the test moves the clock.
  const start = new Date('2026-05-05T10:00:00')
  await page.clock.install({ time: start })
  await page.goto('/')
  await waitForHydration(page)
  // Load the lazily loaded overlay once while time flows (React reveals a suspended boundary on a timer).
  await openSearch(page)
  await page.keyboard.press('Escape')
  await expect(overlay(page)).toHaveCount(0)
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))

  await searchButton(page).click()
  await expect(overlay(page)).toBeVisible()
  await page.clock.runFor(50)
  await settle(page)
  await expect(input(page)).not.toBeFocused()
  await page.clock.runFor(60)
  await expect(input(page)).toBeFocused()
})

test('Enter goes to the first result and closes the overlay', async ({ page }) => {
  await openSearch(page)
  await input(page).fill('ow')
  await expect(results(page)).toHaveCount(2)
  const firstHref = await results(page).first().getByRole('link').getAttribute('href')
  expect(firstHref).toBeTruthy()
  await input(page).press('Enter')
  await expect(page).toHaveURL(new RegExp(`${firstHref}$`))
  await expect(overlay(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(firstHref).toBe('/tours/lower-east-side')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lower East Side/)
})

test('Enter without results stays put', async ({ page }) => {
  await openSearch(page)
  await input(page).fill('zzz')
  await input(page).press('Enter')
  await settle(page)
  await expect(overlay(page)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('clicking a result navigates and closes the overlay', async ({ page }) => {
  await openSearch(page)
  await input(page).fill('gall')
  await results(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/gallery$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cat Gallery')
  await expect(overlay(page)).toHaveCount(0)
})

test('Escape closes the overlay and returns focus to the search button', async ({ page }) => {
  await openSearch(page)
  await page.keyboard.press('Escape')
  await expect(overlay(page)).toHaveCount(0)
  await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(searchButton(page)).toBeFocused()
})

test('after a route change (browser back) the overlay is closed and reopens empty', async ({ page }) => {
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')

  await openSearch(page)
  await input(page).fill('br')
  await expect(results(page)).toHaveCount(1)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(overlay(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cat history/i)

  await openSearch(page)
  await expect(input(page)).toHaveValue('')
  await expect(results(page)).toHaveCount(0)
})
