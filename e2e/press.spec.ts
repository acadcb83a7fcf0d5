/**
 * SPEC §2 Press kit and In the news, §4 (press FAQ one open at a time), §7 (media mailto with a preset subject,
 * external article links, logo fallback). Runs in both projects.
 */
import type { Locator, Page } from '@playwright/test'
import { collectErrors, expect, test, waitForHydration } from './fixtures'

/** The business address (src/config.ts default; VITE_CONTACT_EMAIL overrides it). */
const EMAIL = 'hello@cathistorytours.example'

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const faqTrigger = (page: Page) => region(page, 'Media FAQ').getByRole('button')

async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toHaveAttribute('href', /^https:\/\//)
}

test.describe('press kit', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/press-kit')
    await waitForHydration(page)
  })

  test('offers tour photos, PNG logos and four press releases to download or read', async ({ page }) => {
    const resources = region(page, 'Press resources')
    const photos = resources.getByRole('link', { name: /^Download the photo / })
    await expect(photos).toHaveCount(4)
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('href', /^\/images\/[a-z-]+-1536\.webp$/)
      await expect(photo).toHaveAttribute('download', /\.webp$/)
    }
    const logos = resources
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Official logos (PNG)' }) })
      .getByRole('link')
    await expect(logos).toHaveCount(3)
    for (const logo of await logos.all()) {
      const href = (await logo.getAttribute('href'))!
      expect(href).toMatch(/^\/downloads\/[a-z-]+\.png$/)
      const response = await page.request.get(href)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
    }
    const releases = resources
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Press releases' }) })
      .getByRole('listitem')
    await expect(releases).toHaveCount(4)
  })

  test('opens the external press-kit folder in a new window', async ({ page, context }) => {
    const folder = page.getByRole('link', { name: /^Open the press kit folder/ })
    await expectNewTab(folder)
    const href = (await folder.getAttribute('href'))!
    const requested = context.waitForEvent('request', (request) => request.url() === href)
    const popup = page.waitForEvent('popup')
    await folder.click()
    await Promise.all([popup, requested])
    expect(new URL(page.url()).pathname).toBe('/press-kit')
  })

  test('states the quick facts, the media quotes and the four outlets that featured the tours in 2024', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const facts = region(page, 'Quick facts')
    await expect(facts.getByRole('term')).toHaveCount(8)
    await expect(facts.getByRole('definition').first()).toHaveText('August 2023')
    await expect(facts).toContainText('$40 per person')
    await expect(region(page, 'What the press says').getByRole('figure')).toHaveCount(3)
    const featured = region(page, 'Featured In').getByRole('listitem')
    await expect(featured).toHaveCount(4)
    for (const outlet of await featured.all()) await expect(outlet).toContainText('2024')
    await expect(region(page, 'Featured In').getByRole('link', { name: 'See all our press coverage' })).toHaveAttribute(
      'href',
      '/in-the-news',
    )
    await expect(
      region(page, 'About us and media contact').getByRole('heading', { name: 'About Cat History Tours NYC' }),
    ).toBeVisible()
    const opportunities = region(page, 'Coverage opportunities').getByRole('heading', { level: 3 })
    await expect(opportunities).toHaveText(['Tour attendance', 'Expert interviews', 'Behind-the-scenes'])
    expect(errors.entries).toEqual([])
  })

  test('the media contact writes to the business address with a preset subject and promises a reply within 24 hours', async ({
    page,
  }) => {
    const contact = page.getByRole('complementary', { name: 'Media contact' })
    const mail = contact.getByRole('link', { name: EMAIL })
    const href = new URL((await mail.getAttribute('href'))!)
    expect(href.protocol).toBe('mailto:')
    expect(href.pathname).toBe(EMAIL)
    expect(href.searchParams.get('subject')).toBe('Media inquiry: Cat History Tours NYC')
    await expect(contact).toContainText('We reply to media requests within 24 hours.')
  })

  test('the media FAQ has 5 questions, opens one at a time and closes the open one on a second click', async ({
    page,
  }) => {
    const triggers = faqTrigger(page)
    await expect(triggers).toHaveCount(5)
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await triggers.nth(0).click()
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(region(page, 'Can journalists join a tour?')).toBeVisible()
    await triggers.nth(3).click()
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'true')
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(region(page, 'Can journalists join a tour?')).toBeHidden()
    await triggers.nth(3).click()
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'false')
    await expect(region(page, 'Media FAQ').getByRole('region')).toHaveCount(0)
  })

  test('shows 3 guest testimonials, each rated 5 out of 5 stars', async ({ page }) => {
    const testimonials = region(page, 'What our guests say').getByRole('figure')
    await expect(testimonials).toHaveCount(3)
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
      await expect(testimonial.locator('svg')).toHaveCount(5)
    }
  })
})

test.describe('in the news', () => {
  const articles = (page: Page) => region(page, 'Press coverage').getByRole('article')

  test('lists 10 articles with date, publication, title, description and logo, each opening in a new tab', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto('/in-the-news')
    await waitForHydration(page)
    await expect(articles(page)).toHaveCount(10)
    for (const article of await articles(page).all()) {
      await expect(article.locator('time')).toHaveAttribute('datetime', /^20\d\d-\d\d-\d\d$/)
      await expect(article.getByRole('heading', { level: 3 })).not.toBeEmpty()
      const link = article.getByRole('link', { name: /^Read on .+ \(opens in a new tab\)$/ })
      await expectNewTab(link)
      const publication = (await link.textContent())!.replace(/^Read on /, '').replace(/ \(opens in a new tab\)$/, '')
      await expect(article).toContainText(publication)
      await expect(article.locator('img')).toHaveAttribute('src', /^\/press-logos\/[a-z-]+\.png$/)
    }
    await expect(articles(page).getByRole('blockquote').first()).toBeVisible()
    const first = articles(page).first().getByRole('link')
    const href = (await first.getAttribute('href'))!
    const requested = page.context().waitForEvent('request', (request) => request.url() === href)
    const popup = page.waitForEvent('popup')
    await first.click()
    await Promise.all([popup, requested])
    expect(new URL(page.url()).pathname).toBe('/in-the-news')
    expect(errors.entries).toEqual([])
  })

  test('sends writers on to the press kit and the contact page', async ({ page }) => {
    await page.goto('/in-the-news')
    await waitForHydration(page)
    const story = region(page, 'Writing a story?')
    await story.getByRole('link', { name: 'Visit our press kit' }).click()
    await expect(page).toHaveURL(/\/press-kit$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Press Kit' })).toBeVisible()
    await page.goBack()
    await region(page, 'Writing a story?').getByRole('link', { name: 'Contact us', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  const gothamLogo = (page: Page) =>
    articles(page)
      .filter({ has: page.getByRole('heading', { name: 'Following the paw prints of old New York' }) })
      .locator('img')

  test('a logo whose file fails to load is shown from its WebP copy', async ({ page }) => {
    await page.route('**/press-logos/gotham-ledger.png', (route) => route.abort())
    await page.goto('/in-the-news')
    await waitForHydration(page)
    const logo = gothamLogo(page)
    await logo.scrollIntoViewIfNeeded()
    await expect(logo).toHaveAttribute('src', '/press-logos/gotham-ledger.webp')
    await expect(logo).toHaveAttribute('data-state', 'fallback')
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360)
  })

  test('a logo missing in both formats becomes a neutral placeholder tile', async ({ page }) => {
    await page.route(/\/press-logos\/gotham-ledger\.(png|webp)$/, (route) => route.abort())
    await page.goto('/in-the-news')
    await waitForHydration(page)
    const logo = gothamLogo(page)
    await logo.scrollIntoViewIfNeeded()
    await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    await expect(logo).toHaveAttribute('data-state', 'fallback')
    await expect(logo).not.toHaveAttribute('data-errored', 'true')
    await expect(logo).toBeVisible()
  })
})
