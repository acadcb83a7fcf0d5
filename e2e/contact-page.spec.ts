/**
 * SPEC §2 Contact (everything around the form: e2e/contact.spec.ts covers the form), §4 FAQ toggling, §8
 * 'Section Not Found', §9 contact FAQ 6 items and the 2 s highlight pulse.
 */
import type { Page } from '@playwright/test'
import { SPEC_CONTACT_FAQ_COUNT, SPEC_HIGHLIGHT_PULSE_MS, SPEC_SECTION_NOT_FOUND } from '../tests/support/spec'
import { expect, scrollToY, settle, test, waitForHydration } from './fixtures'

const EMAIL = 'hello@cathistorytours.example'
const SOCIAL_PROFILE = 'https://www.instagram.com/cathistorytours.example'

const faq = (page: Page) => page.locator('#faq-section')
const faqQuestions = (page: Page) => faq(page).getByRole('button')
const helpButton = (page: Page) => page.getByRole('link', { name: 'Help: go to the frequently asked questions' })
const isHighlighted = (page: Page) => faq(page).evaluate((section) => section.hasAttribute('data-highlighted'))

test('the page offers useful resources, quick actions and a way to reach us directly', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible()

  const resources = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Useful Resources' }) })
  await expect(resources.getByRole('link')).toHaveCount(3)
  for (const path of ['/blog', '/tours', '/in-the-news'])
    await expect(resources.locator(`a[href="${path}"]`)).toBeVisible()

  const actions = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Quick Actions' }) })
  await expect(actions.getByRole('link', { name: 'Book Your Tour' })).toHaveAttribute('href', '/booking')
  await expect(actions.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '#faq-section')

  const reach = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Reach out directly' }) })
  await expect(reach.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`)
  const social = reach.getByRole('link', { name: /^@\S+ \(opens in a new tab\)$/ })
  await expect(social).toHaveAttribute('href', SOCIAL_PROFILE)
  await expect(social).toHaveAttribute('target', '_blank')
  await expect(social).toHaveAttribute('rel', /noopener/)
})

test('one guest quote with its author sits beside the resources', async ({ page }) => {
  await page.goto('/contact')
  const review = page.getByRole('figure', { name: "A guest's review" })
  await expect(review.locator('blockquote')).toHaveText(/\S.{30,}/)
  await expect(review.locator('figcaption')).toContainText('Google Review')
  await expect(page.locator('main blockquote')).toHaveCount(1)
})

test('the FAQ has six questions, the first open, and items toggle open and closed independently', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await expect(faq(page).getByRole('heading', { level: 2 })).toHaveText('Frequently asked questions')
  await expect(faqQuestions(page)).toHaveCount(SPEC_CONTACT_FAQ_COUNT)
  const first = faqQuestions(page).nth(0)
  const second = faqQuestions(page).nth(1)
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(faq(page).getByRole('region')).toHaveCount(1)
  for (let i = 1; i < SPEC_CONTACT_FAQ_COUNT; i += 1)
    await expect(faqQuestions(page).nth(i)).toHaveAttribute('aria-expanded', 'false')

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(faq(page).getByRole('region', { name: /how far do we walk/ })).toContainText(
    'about 1.5 hours of walking',
  )
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await second.click()
  await expect(faq(page).getByRole('region')).toHaveCount(0)
})

test('the FAQ quick action takes the guest to the FAQ', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await expect(faq(page)).not.toBeInViewport()
  await page.getByRole('link', { name: 'Read the FAQ' }).click()
  await expect(faq(page)).toBeInViewport()
  await expect(faq(page)).toBeFocused()
  await expect(page).toHaveURL(/\/contact$/)
})

test('the help button scrolls to the FAQ and pulses it for 2 seconds', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-06-14T10:00:00') })
  await page.goto('/contact')
  await waitForHydration(page)
  await page.clock.pauseAt(new Date('2025-06-14T10:01:00'))
  await settle(page)
  await expect(faq(page)).not.toBeInViewport()

  await helpButton(page).click()
  await expect(faq(page)).toBeInViewport()
  await expect(faq(page)).toBeFocused()
  expect(await isHighlighted(page)).toBe(true)
  expect(await faq(page).evaluate((section) => getComputedStyle(section).animationName)).not.toBe('none')

  await page.clock.runFor(SPEC_HIGHLIGHT_PULSE_MS - 100)
  expect(await isHighlighted(page)).toBe(true)
  await page.clock.runFor(100)
  expect(await isHighlighted(page)).toBe(false)
})

test('with reduced motion the help button still leads to the FAQ and marks it, without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(() => {
    const calls: unknown[] = []
    ;(window as unknown as { __scrolls: unknown[] }).__scrolls = calls
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      calls.push(options)
      return original.call(this, options)
    }
  })
  await page.goto('/contact')
  await waitForHydration(page)
  await helpButton(page).click()
  // The mark lasts 2 s: it is read first, in one step, so a busy machine cannot outlast it between two reads.
  await expect(faq(page)).toHaveAttribute('data-highlighted')
  const marked = await faq(page).evaluate((section) => ({
    highlighted: section.hasAttribute('data-highlighted'),
    animation: getComputedStyle(section).animationName,
    ring: getComputedStyle(section).boxShadow,
  }))
  expect(marked.highlighted).toBe(true)
  expect(marked.animation).toBe('none')
  expect(marked.ring).not.toBe('none')
  await expect(faq(page)).toBeInViewport()
  await expect(faq(page)).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { __scrolls: unknown[] }).__scrolls)).toEqual([
    { behavior: 'auto', block: 'start' },
  ])
})

test('the help button says "Section Not Found" when the FAQ is missing', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await page.evaluate(() => document.getElementById('faq-section')?.remove())
  const before = await page.evaluate(() => window.scrollY)
  await helpButton(page).click()
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: SPEC_SECTION_NOT_FOUND.title })
  await expect(toast).toContainText(SPEC_SECTION_NOT_FOUND.description)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
})

test('the help button stays clear of the floating booking link and the sticky Reserve bar', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await scrollToY(page, 600)
  const bar = page.getByRole('complementary', { name: 'Book a tour' })
  await expect(bar).toBeVisible()
  const floating = page.getByRole('link', { name: 'Book a tour', exact: true })
  const boxes = async () =>
    Promise.all([helpButton(page), floating, bar].map(async (locator) => (await locator.boundingBox())!))
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  // The two floating controls rise above the bar with a 200 ms transition.
  await expect
    .poll(async () => {
      const [help, link, sticky] = await boxes()
      return [overlap(help!, link!), overlap(help!, sticky!), overlap(link!, sticky!)]
    })
    .toEqual([false, false, false])
  const [help] = await boxes()
  const viewport = page.viewportSize()!
  expect(help!.x).toBeGreaterThanOrEqual(0)
  expect(help!.y + help!.height).toBeLessThanOrEqual(viewport.height)
})

/**
 * Opens the page as a guest who has been on it a moment: the parts it loads once it has hydrated and the browser is
 * idle (the status pill, the booking bar) are in. Going offline before they are, with no worker here, they would stay
 * out until a later try succeeds (when the connection is back, after a wait, or when a worker takes control:
 * hooks/useOptionalModule.ts), and these tests are about how they show.
 */
async function openWithStatusPill(page: Page): Promise<void> {
  const statusPill = page.waitForResponse((response) => /\/assets\/AppStatus-[^/]+\.js$/.test(response.url()))
  await page.goto('/contact')
  await waitForHydration(page)
  // The chunk's own imports load beside it, and the part is in only once they all have.
  const imports = [...(await (await statusPill).text()).matchAll(/from"\.\/([^"]+\.js)"/g)].map((match) => match[1])
  await expect
    .poll(() =>
      page.evaluate(
        (files) =>
          files.every((file) =>
            performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/assets/${file}`)),
          ),
        imports,
      ),
    )
    .toBe(true)
  await settle(page)
}

test('offline, the status message stands above the help button instead of covering it, and rises with it', async ({
  page,
  context,
}) => {
  await openWithStatusPill(page)
  // The bar's chunk arriving is not enough: its own imports follow one after another, not preloaded
  // (scripts/late-parts.ts), and `networkidle` has already fired by then. The bar shown is the whole part in; the
  // guest then reads from the top again.
  const bar = page.getByRole('complementary', { name: 'Book a tour' })
  await scrollToY(page, 600)
  await expect(bar).toBeVisible()
  await scrollToY(page, 0)
  await expect(bar).toBeHidden()
  await context.setOffline(true)
  // The live region is a box-less wrapper; the pill is the text's own element.
  const message = page.getByText(/^You’re offline/)
  await expect(message).toBeVisible()
  const boxes = async () =>
    Promise.all([helpButton(page), message].map(async (locator) => (await locator.boundingBox())!))
  // Both move with a 200 ms transition: the message ends above the button, with a gap, in the same corner.
  const clearOfHelp = async () => {
    const [help, status] = await boxes()
    return status!.y + status!.height <= help!.y - 4 && Math.abs(status!.x - help!.x) < 1
  }
  await expect.poll(clearOfHelp).toBe(true)
  await scrollToY(page, 600)
  await expect(bar).toBeVisible()
  await expect.poll(clearOfHelp).toBe(true)
  const [help] = await boxes()
  expect(help!.y + help!.height).toBeLessThanOrEqual(page.viewportSize()!.height)
})

test('offline, the notice can be hidden until the connection drops again, and nothing floats over a field being typed in', async ({
  page,
  context,
}) => {
  await openWithStatusPill(page)
  await context.setOffline(true)
  const notice = page.getByText(/^You’re offline/)
  await expect(notice).toBeVisible()

  // At 390 px the notice stands over the Name field: typing there, the guest sees the field, not the notice.
  const name = page.getByLabel('Name')
  await name.click()
  await name.pressSequentially('Ada')
  await expect(notice).toBeHidden()
  await expect(helpButton(page)).toBeHidden()
  await name.blur()
  await expect(notice).toBeVisible()
  await expect(helpButton(page)).toBeVisible()

  await page.getByRole('button', { name: 'Hide the offline notice' }).click()
  await expect(notice).toBeHidden()
  await expect(name).toHaveValue('Ada')
  // Still offline, it stays hidden; back online and offline again, it is news again. No event marks a notice that
  // does not come back: the wait is a margin for it to.
  await page.waitForTimeout(300)
  await expect(notice).toBeHidden()
  await context.setOffline(false)
  await context.setOffline(true)
  await expect(notice).toBeVisible()
})
