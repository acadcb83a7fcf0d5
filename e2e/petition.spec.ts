/** SPEC §2 Petition, §7 outbound links (the petition online form, the business mail link). */
import type { Page } from '@playwright/test'
import { SPEC_PETITION_CARDS } from '../tests/support/spec'
import { collectErrors, expect, test, waitForHydration } from './fixtures'

const PATH = '/petition-tom'
const FORM_URL = 'https://forms.example.org/honor-the-borough-hall-cat'
const EMAIL = 'hello@cathistorytours.example'

const signingSection = (page: Page) => page.locator('#sign-petition')
const heroSign = (page: Page) => page.getByRole('link', { name: 'Sign the Petition', exact: true })
const formButton = (page: Page) =>
  signingSection(page).getByRole('link', { name: 'Sign the Petition (opens in a new tab)' })

/** Records the options of every scrollIntoView call, to tell a smooth scroll from a jump. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const calls: { id: string; options: unknown }[] = []
    ;(window as unknown as { __scrolls: typeof calls }).__scrolls = calls
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      calls.push({ id: this.id, options })
      return original.call(this, options)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __scrolls: unknown[] }).__scrolls)
}

test('the petition tells Tom’s story and asks for a plaque at Borough Hall', async ({ page }) => {
  await page.goto(PATH)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Honour Tom, the Borough Hall Cat')
  const story = page.getByRole('region', { name: 'Tom’s story' })
  const life = story.getByRole('list', { name: 'Tom’s life' }).getByRole('listitem')
  await expect(life).toHaveCount(4)
  await expect(life.nth(0)).toContainText(/About 1876.*born/)
  await expect(life.nth(1)).toContainText(/About 1903.*loses his sight/)
  await expect(life.nth(2)).toContainText(/22 May 1904.*Fire breaks out at Borough Hall/)
  await expect(life.nth(3)).toContainText(/1904.*dies/)
  await expect(life.nth(2).locator('time')).toHaveAttribute('datetime', '1904-05-22')
  await expect(story).toContainText('honour Tom with a plaque at Borough Hall')
  await expect(story.getByRole('link', { name: 'Read Tom’s full story on our blog' })).toHaveAttribute(
    'href',
    '/blog?post=1',
  )
})

test('the blog link opens the full story', async ({ page }) => {
  await page.goto(PATH)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Read Tom’s full story on our blog' }).click()
  await expect(page).toHaveURL(/\/blog\?post=1$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tom of Borough Hall')
})

test('four cards give the reasons: community care, documented heroism, media recognition, Brooklyn legacy', async ({
  page,
}) => {
  await page.goto(PATH)
  const cards = page.getByRole('region', { name: 'Why Tom deserves a plaque' }).getByRole('heading', { level: 3 })
  await expect(cards).toHaveText(SPEC_PETITION_CARDS.map((title) => new RegExp(`^${title}$`, 'i')))
})

test('"Sign the Petition" in the hero scrolls smoothly to the signing section', async ({ page }) => {
  const scrolls = await recordScrolls(page)
  await page.goto(PATH)
  await waitForHydration(page)
  await expect(signingSection(page)).not.toBeInViewport()
  await expect(heroSign(page)).toHaveAttribute('href', '#sign-petition')
  await heroSign(page).click()
  await expect(signingSection(page)).toBeInViewport()
  await expect(signingSection(page)).toBeFocused()
  expect(await scrolls()).toEqual([{ id: 'sign-petition', options: { behavior: 'smooth', block: 'start' } }])
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('with reduced motion the hero button jumps to the signing section instead', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const scrolls = await recordScrolls(page)
  await page.goto(PATH)
  await waitForHydration(page)
  await heroSign(page).click()
  await expect(signingSection(page)).toBeInViewport()
  expect(await scrolls()).toEqual([{ id: 'sign-petition', options: { behavior: 'auto', block: 'start' } }])
})

test('the signing button opens the online petition form in a new window', async ({ page, context }) => {
  const errors = collectErrors(page)
  await context.route(FORM_URL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Petition form</title><h1>Petition form stub</h1>',
    }),
  )
  await page.goto(PATH)
  await waitForHydration(page)
  await expect(formButton(page)).toHaveAttribute('href', FORM_URL)
  await expect(formButton(page)).toHaveAttribute('target', '_blank')
  await expect(formButton(page)).toHaveAttribute('rel', /\bnoopener\b/)
  const [popup] = await Promise.all([context.waitForEvent('page'), formButton(page).click()])
  await popup.waitForLoadState()
  expect(popup.url()).toBe(FORM_URL)
  await expect(popup.getByRole('heading', { name: 'Petition form stub' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  expect(errors.entries).toEqual([])
})

test('the signing section offers a mail link for questions', async ({ page }) => {
  await page.goto(PATH)
  await expect(signingSection(page).getByRole('link', { name: EMAIL })).toHaveAttribute(
    'href',
    `mailto:${EMAIL}?subject=Tom%20petition`,
  )
})
