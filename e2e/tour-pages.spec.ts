/**
 * SPEC §2 "Tour pages", §4 (booking calendar, testimonial carousel, FAQ accordions), §7 (calendar frame,
 * embed script), §8 ('Calendar Error', 'Section Not Found').
 */
import type { Page } from '@playwright/test'
import { documentHydrated } from '../tests/support/document-hydrated'
import { embedScriptPresent, expectAddedOnIdleAfterLoad, holdLoad, watchEmbedScript } from './embed-script-watch'
import { collectErrors, expect, FLOW_ID, ITEM_IDS, PROVIDER_ORIGIN, settle, test, waitForHydration } from './fixtures'

const publicTours = ['brooklyn-heights', 'financial-district', 'lower-east-side'] as const

const calendarFrame = (page: Page) => page.locator('#book-now iframe')
/** The calendar's frame is created once its place is near the screen (decision 0012): scroll there, as a guest would. */
const toCalendar = (page: Page) => page.locator('#book-now').scrollIntoViewIfNeeded()
const carousel = (page: Page) => page.getByRole('region', { name: 'Guest reviews' })
const visibleSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:visible')

const T0 = new Date('2025-06-14T10:00:00')

/** Loads a page on a running fake clock, waits for hydration, then freezes time: only runFor() moves it. */
async function pausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: T0 })
  await page.goto(path)
  await waitForHydration(page)
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000))
  await settle(page)
}

async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await settle(page)
}

for (const slug of publicTours) {
  test(`the ${slug} page embeds the provider calendar for item ${ITEM_IDS[slug]}`, async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(`/tours/${slug}`)
    await toCalendar(page)
    const frame = calendarFrame(page)
    await expect(frame).toHaveAttribute('title', /Booking calendar/)
    const src = new URL((await frame.getAttribute('src'))!)
    expect(src.origin).toBe(PROVIDER_ORIGIN)
    expect(src.searchParams.get('items')).toBe(String(ITEM_IDS[slug]))
    expect(src.searchParams.get('flow')).toBe(FLOW_ID)
    expect(src.searchParams.get('full-items')).toBe('yes')
    expect((await frame.boundingBox())!.height).toBeGreaterThanOrEqual(700)
    await expect(page.locator('#book-now').getByText('Loading calendar...')).toBeHidden()
    expect(errors.entries).toEqual([])
  })
}

test('the calendar’s frame, and any request to the provider for it, wait until its place is near the screen', async ({
  page,
  providerRequests,
}) => {
  await page.goto('/tours/lower-east-side')
  // No event marks a frame that is not made: the wait is a margin for an eager one to appear.
  await page.waitForTimeout(500)
  await expect(calendarFrame(page)).toHaveCount(0)
  await expect(page.locator('#book-now').getByText('Loading calendar...')).toHaveCount(1)
  expect(providerRequests.filter((request) => request.url().includes('/embeds/book/'))).toEqual([])
  await toCalendar(page)
  await expect(calendarFrame(page)).toHaveCount(1)
})

test('the prerendered tour page holds a loading placeholder, not the frame', async ({ request }) => {
  const html = await (await request.get('/tours/brooklyn-heights')).text()
  expect(html).toContain('Loading calendar...')
  expect(html).not.toContain('<iframe')
})

/** SPEC §2 "Tour pages", the stops as the spec writes them (not read from the app's content). */
const SPEC_STOPS =
  'Stops: Brooklyn Heights: Walt Whitman Park, Brooklyn Bridge, Brooklyn Borough Hall, Joralemon Street, Remsen Street, the Promenade, the St. George Hotel area, Plymouth Church, ending at Borough Hall. Financial District: Equitable Building, P.T. Barnum, postal cats, City Hall cats, Newspaper Row, and more. Lower East Side: Historic Corners, Tales and Taverns, Music Meets Meow, Hidden Alley Cats, Cat Cafe Finale.'

/** One tour's stops from SPEC_STOPS, in order; "and more" means the page lists further stops after the named ones. */
function specStops(tour: string): { named: string[]; andMore: boolean } {
  const sentence = new RegExp(`${tour}: (.+?)\\.(?: [A-Z][a-z]+ [A-Z][a-z]+( [A-Z][a-z]+)?:|$)`).exec(SPEC_STOPS)![1]!
  const parts = sentence.split(', ').map((part) => part.replace(/^ending at /, ''))
  const andMore = parts.at(-1) === 'and more'
  return { named: andMore ? parts.slice(0, -1) : parts, andMore }
}

/** SPEC §1 and §9: groups of at most 15 (Financial District) and 12 (Brooklyn Heights, Lower East Side). */
const SPEC_GROUP_MAX = { 'brooklyn-heights': 12, 'financial-district': 15, 'lower-east-side': 12 } as const
const SPEC_TOUR_NAMES = {
  'brooklyn-heights': 'Brooklyn Heights',
  'financial-district': 'Financial District',
  'lower-east-side': 'Lower East Side',
} as const

for (const slug of publicTours) {
  test(`the ${slug} page shows the facts, price card, every stop the spec names and the links`, async ({ page }) => {
    await page.goto(`/tours/${slug}`)
    await expect(page.getByRole('link', { name: 'Check Availability & Book' })).toHaveAttribute('href', '#book-now')
    await expect(page.getByRole('link', { name: 'Check Available Dates' })).toHaveAttribute('href', '#book-now')
    await expect(page.getByText('$40 per person')).toBeVisible()
    await expect(page.getByText(`Max ${SPEC_GROUP_MAX[slug]}`, { exact: true })).toBeVisible()
    const stops = page.getByRole('region', { name: "What You'll Discover" })
    await expect(stops.getByRole('heading', { level: 2, name: "What You'll Discover" })).toBeVisible()
    // Each stop is a list item headed by its name; the spec's own capitals ("the Promenade") read case-insensitively.
    const shown = (await stops.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents()).map((name) =>
      name.trim().toLowerCase(),
    )
    const { named, andMore } = specStops(SPEC_TOUR_NAMES[slug])
    const expected = named.map((name) => name.toLowerCase())
    expect(expected.length).toBeGreaterThanOrEqual(5)
    if (andMore) {
      expect(shown.slice(0, expected.length)).toEqual(expected)
      expect(shown.length).toBeGreaterThan(expected.length)
    } else {
      expect(shown).toEqual(expected)
    }
    await expect(page.getByRole('link', { name: 'Need help booking?' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('link', { name: 'Private Cat Tours' }).last()).toHaveAttribute(
      'href',
      '/tours/private-tours',
    )
  })
}

test.describe('calendar failure', () => {
  test('an unreachable provider shows the error panel, the toast and the alternative link', async ({
    page,
    context,
  }) => {
    await context.route(`${PROVIDER_ORIGIN}/**`, (route) => route.abort('connectionrefused'))
    // Counts every frame the page ever creates: none, for a provider out of reach (no browser error page in a frame).
    await page.addInitScript(() => {
      const seen = { frames: 0 }
      Object.assign(window, { __framesCreated: seen })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              seen.frames += (node.matches('iframe') ? 1 : 0) + node.querySelectorAll('iframe').length
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/tours/brooklyn-heights')
    await toCalendar(page)
    const panel = page.getByRole('alert').filter({ hasText: 'Calendar could not be loaded' })
    await expect(panel).toBeVisible()
    await expect(panel).toContainText('Failed to load the booking calendar. Please try again later.')
    await expect(page.getByRole('alert').filter({ hasText: 'Calendar Error' })).toBeVisible()
    const alternative = panel.getByRole('link', { name: /Open the booking calendar/ })
    await expect(alternative).toHaveAttribute('href', new RegExp(`/items/${ITEM_IDS['brooklyn-heights']}/calendar/`))
    await expect(alternative).toHaveAttribute('target', '_blank')
    await expect(calendarFrame(page)).toHaveCount(0)
    expect(
      await page.evaluate(() => (window as unknown as { __framesCreated: { frames: number } }).__framesCreated.frames),
    ).toBe(0)
  })

  test('a provider that never answers times out after about 15 s; Try again reloads', async ({ page, context }) => {
    await context.route(`${PROVIDER_ORIGIN}/**`, () => {})
    // Paused, so only fastForward moves time: a slow machine cannot eat into the 15 s on its own.
    await page.clock.install({ time: new Date('2026-06-01T10:00:00') })
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01'))
    await page.goto('/tours/lower-east-side', { waitUntil: 'commit' })
    // The page's bootstrap script waits for frames and timers (decision 0012): move the paused clock in small steps
    // until the app has hydrated, a fraction of a second of page time.
    for (let step = 0; step < 250 && !(await page.evaluate(documentHydrated, undefined)); step += 1)
      await page.clock.runFor(20)
    await waitForHydration(page)
    // The 15 s start when the calendar asks the provider, in the same step as that request, which comes after the
    // calendar has scrolled near and rendered: the clock moves only once it has been asked. ("Loading calendar..."
    // shows before that too.)
    const asked = page.waitForRequest((request) => request.url().includes('/embeds/book/'))
    await toCalendar(page)
    await asked
    await expect(page.getByText('Loading calendar...')).toBeVisible()
    // The frame is created only once the provider has answered.
    await expect(calendarFrame(page)).toHaveCount(0)
    await page.clock.fastForward(14_000)
    await settle(page)
    await expect(page.getByText('Calendar could not be loaded')).toHaveCount(0)
    await page.clock.fastForward(1_500)
    await expect(page.getByText('Calendar could not be loaded')).toBeVisible()
    const reload = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Try again' }).click()
    await reload
    await expect(page.getByText('Calendar could not be loaded')).toHaveCount(0)
  })

  test('offline, the page says the calendar needs a connection and offers the provider link', async ({
    page,
    context,
  }) => {
    await page.goto('/tours/brooklyn-heights')
    await waitForHydration(page)
    await context.setOffline(true)
    const section = page.locator('#book-now')
    await expect(section.getByText('The booking calendar needs an internet connection')).toBeVisible()
    await expect(section.getByRole('link', { name: /Open the booking calendar/ })).toBeVisible()
    await expect(calendarFrame(page)).toHaveCount(0)
    await context.setOffline(false)
  })
})

test.describe('testimonials carousel', () => {
  test('is an accessible carousel of 10 Google reviews', async ({ page }) => {
    await page.goto('/tours/brooklyn-heights')
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 10')
    await expect(visibleSlide(page)).toContainText('Google Review')
    await expect(carousel(page).getByRole('button', { name: 'Previous testimonial' })).toBeVisible()
    await expect(carousel(page).getByRole('button', { name: 'Next testimonial' })).toBeVisible()
    await expect(carousel(page).getByRole('button', { name: /^Show testimonial/ })).toHaveCount(10)
  })

  test('advances every 8 s and wraps from the last to the first', async ({ page }) => {
    await pausedClock(page, '/tours/brooklyn-heights')
    // Jump to the last slide, then leave the carousel so nothing pauses it.
    await carousel(page).getByRole('button', { name: 'Show testimonial 10 of 10' }).click()
    await leaveCarousel(page)
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '10 of 10')
    await page.clock.runFor(7_900)
    await settle(page)
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '10 of 10')
    await page.clock.runFor(200)
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 10')
    await page.clock.runFor(8_000)
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 10')
  })

  test('ignores rapid clicks within 500 ms; previous wraps; dots jump', async ({ page }) => {
    await pausedClock(page, '/tours/financial-district')
    const next = carousel(page).getByRole('button', { name: 'Next testimonial' })
    const previous = carousel(page).getByRole('button', { name: 'Previous testimonial' })
    const start = Number((await visibleSlide(page).getAttribute('aria-label'))!.split(' ')[0])
    const label = (n: number) => `${((n - 1 + 10) % 10) + 1} of 10`
    await next.click()
    await page.clock.runFor(100)
    await next.click()
    await page.clock.runFor(100)
    await next.click()
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', label(start + 1))
    await page.clock.runFor(300)
    await next.click()
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', label(start + 2))
    await page.clock.runFor(500)
    await carousel(page).getByRole('button', { name: 'Show testimonial 1 of 10' }).click()
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 10')
    await page.clock.runFor(500)
    await previous.click()
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '10 of 10')
    await page.clock.runFor(500)
    await carousel(page).getByRole('button', { name: 'Show testimonial 4 of 10' }).click()
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '4 of 10')
    await expect(carousel(page).getByRole('button', { name: 'Show testimonial 4 of 10' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('lays its ten dots out in one row where they fit, and in two even rows of five between the arrows on a phone', async ({
    page,
  }) => {
    /** The dots' rows, top to bottom, as the number of dots in each; and whether the arrows sit level with them. */
    const layout = () =>
      carousel(page).evaluate((region) => {
        const middle = (element: Element) => {
          const box = element.getBoundingClientRect()
          return box.top + box.height / 2
        }
        const rows = new Map<number, number>()
        for (const dot of region.querySelectorAll('button[aria-label^="Show testimonial"]')) {
          const top = Math.round(dot.getBoundingClientRect().top)
          rows.set(top, (rows.get(top) ?? 0) + 1)
        }
        const dots = region.querySelectorAll('button[aria-label^="Show testimonial"]')
        const block = (middle(dots[0]!) + middle(dots[dots.length - 1]!)) / 2
        const arrows = [...region.querySelectorAll('button[aria-label$=" testimonial"]')].map(middle)
        return {
          rows: [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count),
          arrowsLevel: arrows.length === 2 && arrows.every((y) => Math.abs(y - block) <= 1),
          overflows: region.scrollWidth > region.clientWidth,
        }
      })
    for (const [width, rows] of [
      [1280, [10]],
      [600, [10]],
      [447, [5, 5]],
      [390, [5, 5]],
      [320, [5, 5]],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/tours/brooklyn-heights')
      await carousel(page).scrollIntoViewIfNeeded()
      expect(await layout(), `at ${width} px`).toEqual({ rows, arrowsLevel: true, overflows: false })
    }
  })

  test('pauses while hovered and under reduced motion', async ({ page }) => {
    await page.clock.install()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/tours/lower-east-side')
    await waitForHydration(page)
    await page.mouse.move(0, 0)
    await page.clock.fastForward(20_000)
    await settle(page)
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 10')

    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await carousel(page).hover()
    await page.clock.fastForward(20_000)
    await settle(page)
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 10')
  })
})

test('tour FAQ items open and close independently', async ({ page }) => {
  await page.goto('/tours/brooklyn-heights')
  await waitForHydration(page)
  const first = page.getByRole('button', { name: 'How far do we walk?' })
  const second = page.getByRole('button', { name: 'Is the tour wheelchair accessible?' })
  await first.click()
  await second.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: 'How far do we walk?' })).toContainText('1.5 miles')
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('region', { name: 'How far do we walk?' })).toBeHidden()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
})

test('the floating help button scrolls to the booking section', async ({ page }) => {
  await page.goto('/tours/brooklyn-heights')
  await waitForHydration(page)
  await expect(page.locator('#book-now')).not.toBeInViewport()
  await page.getByRole('link', { name: /Help with booking/ }).click()
  await expect(page.locator('#book-now')).toBeInViewport()
})

test('the help button says "Section Not Found" when the booking section is missing', async ({ page }) => {
  await page.goto('/tours/brooklyn-heights')
  await waitForHydration(page)
  await page.evaluate(() => document.getElementById('book-now')?.removeAttribute('id'))
  await page.getByRole('link', { name: /Help with booking/ }).click()
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Section Not Found' })
  await expect(toast).toContainText("We couldn't find that section. Please try another link.")
})

test('the provider script loads once after the page has loaded, on an idle moment', async ({
  page,
  providerRequests,
}) => {
  await watchEmbedScript(page)
  const releaseLoad = await holdLoad(page)
  await page.goto('/tours/brooklyn-heights', { waitUntil: 'commit' })
  await waitForHydration(page)
  // The app runs, the page has not loaded: no script yet.
  await settle(page)
  expect(await embedScriptPresent(page)).toBe(false)
  const request = page.waitForRequest((req) => req.url().includes('/embeds/api/v1/'))
  releaseLoad()
  await request
  await expectAddedOnIdleAfterLoad(page)
  await settle(page)
  expect(providerRequests.filter((req) => req.url().includes('/embeds/api/v1/'))).toHaveLength(1)
  expect(await page.locator('script[src*="/embeds/api/v1/"]').count()).toBe(1)
})
