/** SPEC §2 Home: the sections in order, their links and the hero options in use. */
import { collectErrors, expect, test, waitForHydration } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
})

test('the hero is 80% of the viewport tall, with the book button and the link to the tours', async ({ page }) => {
  const hero = page.locator('main section').first()
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Discover New York City’s Cat History')
  await expect(hero.getByRole('link', { name: 'Book Your Tour' })).toHaveAttribute('href', '/booking')
  await expect(hero.getByRole('link', { name: 'Explore Tours' })).toHaveAttribute('href', '/tours')
  const viewport = page.viewportSize()!
  const box = (await hero.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(Math.floor(viewport.height * 0.8))
})

test('a guest review, the season banner and the intro follow the hero', async ({ page }) => {
  const review = page.getByRole('region', { name: 'Guest review' })
  await expect(review.locator('blockquote')).toContainText('Borough Hall cat')
  await expect(review).toContainText('Google Review')
  await expect(page.getByText('Summer 2025 tours booking now', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'History told through its cats' })).toBeVisible()
})

test('the gift card promo opens the provider’s gift cards in a new tab', async ({ page }) => {
  const link = page.getByRole('link', { name: /Buy a Gift Card/ })
  await expect(link).toHaveAttribute('href', /fareharbor\.com\/embeds\/book\/.+\/items\/gift-cards\/$/)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
})

test('four feature cards sit in up to four columns, and the benefits list follows', async ({ page, isMobile }) => {
  const features = page.getByRole('region', { name: 'Why walk with us' }).getByRole('listitem')
  await expect(features).toHaveCount(4)
  await expect(features.first()).toContainText('90 min of stories')
  const tops = await features.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
  // One row of four on a wide screen; stacked on a phone.
  expect(new Set(tops).size).toBe(isMobile ? 4 : 1)
  await expect(page.getByRole('region', { name: 'What every guest gets' }).getByRole('listitem')).toHaveCount(6)
})

test('the availability block lists the three schedules with View Details links and the booking page', async ({
  page,
}) => {
  const block = page.getByRole('region', { name: 'When we walk' })
  for (const [name, schedule, slug] of [
    ['Brooklyn Heights', 'Weekends at 10:00 AM', 'brooklyn-heights'],
    ['Financial District', 'Saturdays at 2:00 PM', 'financial-district'],
    ['Lower East Side', 'Sundays at 2:00 PM', 'lower-east-side'],
  ] as const) {
    const item = block.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
    await expect(item).toContainText(schedule)
    await expect(item.getByRole('link', { name: `View Details of the ${name} tour` })).toHaveAttribute(
      'href',
      `/tours/${slug}`,
    )
  }
  await expect(block.getByRole('link', { name: 'See every available date' })).toHaveAttribute('href', '/booking')
})

test('the book promo offers a signed copy of The Cat Men of Gotham by e-mail', async ({ page }) => {
  const promo = page.getByRole('region', { name: 'The Cat Men of Gotham' })
  await expect(promo).toContainText('signed by the author')
  const order = promo.getByRole('link', { name: 'Order a signed copy by e-mail' })
  const href = (await order.getAttribute('href'))!
  expect(href.startsWith('mailto:hello@cathistorytours.example?subject=')).toBe(true)
  expect(decodeURIComponent(href.split('subject=')[1]!)).toBe('Order: The Cat Men of Gotham (signed copy)')
})

test('the page closes with "Book Your Tour – Only $40!" and no console errors', async ({ page }) => {
  const errors = collectErrors(page)
  await page.reload()
  await waitForHydration(page)
  const closing = page.getByRole('region', { name: 'Book Your Tour – Only $40!' })
  await expect(closing.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking')
  expect(errors.entries).toEqual([])
})

test('"As featured on" shows 11 press logos, each opening its article in a new tab, and links to /in-the-news', async ({
  page,
}) => {
  const strip = page.getByRole('region', { name: 'As featured on' })
  const logos = strip.getByRole('link', { name: /\(opens in a new tab\)$/ })
  await expect(logos).toHaveCount(11)
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute('target', '_blank')
    await expect(logo).toHaveAttribute('href', /^https:\/\//)
    await expect(logo.locator('img')).toHaveAttribute('alt', /.+/)
  }
  await expect(strip.getByRole('link', { name: 'Read all our press coverage' })).toHaveAttribute('href', '/in-the-news')
})

test('the home gallery opens a picture in the lightbox, counts "n / total", wraps, and Back closes it', async ({
  page,
}) => {
  const grid = page.getByRole('list', { name: 'Scenes from our tours' })
  const thumbs = grid.getByRole('button')
  await expect(thumbs).toHaveCount(8)
  const last = (await thumbs.last().getByRole('img').getAttribute('alt'))!
  await thumbs.first().click()
  const lightbox = page.getByRole('dialog')
  await expect(lightbox).toBeVisible()
  await expect(lightbox).toContainText('1 / 8')
  await expect(page).toHaveURL(/\/\?photo=1$/)
  await lightbox.getByRole('button', { name: 'Previous photo' }).click()
  await expect(lightbox).toContainText('8 / 8')
  await expect(lightbox.getByRole('img', { name: last })).toBeVisible()
  await page.goBack()
  await expect(lightbox).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'See the whole gallery' })).toHaveAttribute('href', '/gallery')
})
