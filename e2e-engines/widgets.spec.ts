/**
 * The page's own widgets as a guest on an iPhone (WebKit) or in Firefox uses them, with real clicks and key events
 * and no wait for hydration: the gallery's lightbox, the tour search and its empty state, the FAQ accordions, the
 * private-tour calculator, the blog's search, topics and posts, the reviews carousel, the help buttons, and both
 * forms' messages on an empty submit. The Chromium suite (e2e/) checks each of them in depth; this one checks that
 * each works at all in the other two engines.
 */
import { type Driver, clickText, poll, visibleText, waitFor, waitForText } from './harness/driver'
import { expect, test } from './harness/fixtures'
import { CONTACT, SURVEY, lightboxes, path } from './harness/journeys'
import { SPEC_SURVEY_EMPTY_MESSAGES } from '../tests/support/spec'

const attribute = (driver: Driver, selector: string, name: string) =>
  driver.evaluate(
    (css: string, attr: string) => document.querySelector(css)?.getAttribute(attr) ?? null,
    selector,
    name,
  )

async function waitForAttribute(driver: Driver, selector: string, name: string, value: string | null): Promise<void> {
  await poll(async () => (await attribute(driver, selector, name)) === value, {
    timeout: 10_000,
    message: `${selector} to have ${name}=${value}`,
  })
}

async function waitForCounter(driver: Driver, text: string | null): Promise<void> {
  await poll(async () => (await lightboxes(driver)).counter === text, {
    timeout: 10_000,
    message: `the lightbox counter to read ${text}`,
  })
}

/** Empties a text field as a guest does: focus it, then Backspace over what it holds. */
async function clearField(driver: Driver, selector: string): Promise<void> {
  const length = await driver.evaluate(
    (css: string) => (document.querySelector(css) as HTMLInputElement).value.length,
    selector,
  )
  await driver.click(selector)
  await driver.evaluate((css: string) => {
    const input = document.querySelector(css) as HTMLInputElement
    input.setSelectionRange(input.value.length, input.value.length)
  }, selector)
  for (let i = 0; i < length; i += 1) await driver.press('Backspace')
}

test('the gallery opens a photo full screen, steps and wraps both ways, and closes back to the grid', async ({
  driver,
}) => {
  await driver.goto('/gallery', { hydration: false })
  await driver.click('[data-photo-id="1"]')
  await waitForCounter(driver, '1 / 30')
  expect(await path(driver)).toBe('/gallery?photo=1')
  // The photo itself is shown, not only its frame.
  await waitFor(
    driver,
    () => {
      const image = document.querySelector('dialog[open] img') as HTMLImageElement | null
      return image?.complete === true && image.naturalWidth > 0
    },
    [],
    { message: 'the open photo to load' },
  )

  await driver.click('[aria-label="Previous photo"]')
  await waitForCounter(driver, '30 / 30')
  await driver.click('[aria-label="Next photo"]')
  await waitForCounter(driver, '1 / 30')
  await driver.click('[aria-label="Next photo"]')
  await waitForCounter(driver, '2 / 30')
  expect(await path(driver)).toBe('/gallery?photo=2')

  await driver.click('[aria-label="Close photo"]')
  await waitForCounter(driver, null)
  expect(await path(driver)).toBe('/gallery')
  await poll(
    () => driver.evaluate(() => document.activeElement?.closest('[data-photo-id]')?.getAttribute('data-photo-id')),
    {
      timeout: 5_000,
      message: 'focus back on the photo last shown',
    },
  ).then((id) => expect(id).toBe('2'))
  expect(await driver.errors()).toEqual([])
})

test('the tour search says when nothing matches and brings every card back; the FAQ keeps one answer open', async ({
  driver,
}) => {
  await driver.goto('/tours', { hydration: false })
  await driver.type('main input[type="search"]', 'zebra')
  await waitForText(driver, 'No tours found matching "zebra"')
  await waitForText(driver, 'Try adjusting your search or browse all tours.')
  await clickText(driver, 'View all tours')
  await poll(() => driver.evaluate(() => document.querySelectorAll('main article').length === 4), {
    message: 'the four tour cards',
  })
  expect(
    await driver.evaluate(() => (document.querySelector('main input[type="search"]') as HTMLInputElement).value),
  ).toBe('')

  const first = await questionButton(driver, 'How long is a tour?')
  const second = await questionButton(driver, 'Is the tour wheelchair accessible?')
  await driver.click(first)
  await waitForAttribute(driver, first, 'aria-expanded', 'true')
  await waitForText(driver, 'About 2 hours, walking 1 to 1.5 miles')
  await driver.click(second)
  await waitForAttribute(driver, second, 'aria-expanded', 'true')
  await waitForAttribute(driver, first, 'aria-expanded', 'false')
  await driver.click(second)
  await waitForAttribute(driver, second, 'aria-expanded', 'false')
  expect(await driver.errors()).toEqual([])
})

test('a guest who jumps to the tours FAQ keeps it where it is when the section above arrives, and their tap lands', async ({
  driver,
}) => {
  // At 390 px the expectations are 990 px taller than the space held for them; Safari has no scroll anchoring.
  await driver.setViewport(390, 844)
  await driver.goto('/tours', { hydration: false })
  const top = () =>
    driver.evaluate(() => document.getElementById('tours-faq-title')?.getBoundingClientRect().top ?? null)
  const before = await driver.evaluate(() => {
    const heading = document.getElementById('tours-faq-title')
    heading?.scrollIntoView({ block: 'center', behavior: 'instant' })
    return document.querySelector('ul[aria-label="What to expect"]') === null
      ? heading?.getBoundingClientRect().top
      : null
  })
  if (typeof before !== 'number') throw new Error('the expectations were there before the jump')
  await waitFor(driver, () => document.querySelector('ul[aria-label="What to expect"]') !== null, [], {
    message: 'the expectations',
  })
  // Scroll offsets are whole pixels in some engines, the section's height is not.
  await poll(async () => Math.abs(((await top()) ?? Number.NaN) - before) < 1, { message: 'the FAQ where it was' })
  const question = await questionButton(driver, 'How long is a tour?')
  await driver.click(question)
  await waitForAttribute(driver, question, 'aria-expanded', 'true')
  expect(await driver.errors()).toEqual([])
})

/** A selector for the accordion button whose text is the question. */
function questionButton(driver: Driver, question: string): Promise<string> {
  return poll(
    () =>
      driver.evaluate((wanted: string) => {
        const button = [...document.querySelectorAll('button[aria-expanded]')].find(
          (element) => element.textContent?.replace(/\s+/g, ' ').trim() === wanted,
        )
        if (!button) return null
        button.setAttribute('data-question', wanted)
        return `button[data-question="${wanted}"]`
      }, question),
    { message: `the question "${question}"` },
  ) as Promise<string>
}

test('the private-tour calculator prices the group as it is typed and stepped', async ({ driver }) => {
  await driver.goto('/tours/private-tours', { hydration: false })
  const field = 'input[inputmode="numeric"]'
  const total = '[data-testid="private-tour-total"]'
  await waitForText(driver, 'Estimated total for 8 guests: $320')
  await clearField(driver, field)
  await driver.type(field, '12')
  await waitForText(driver, 'Estimated total for 12 guests: $480')
  await driver.click('[aria-label="One guest more"]')
  await poll(
    async () => (await driver.evaluate((css: string) => document.querySelector(css)?.textContent, total)) === '$520',
    {
      message: 'the total for 13 guests',
    },
  )
  await clearField(driver, field)
  await driver.type(field, 'abc')
  await waitForText(driver, 'Estimated total for 1 guest: $320')
  expect(await driver.errors()).toEqual([])
})

test('the blog searches as the guest types, filters by topic, opens a post and goes back to the list', async ({
  driver,
}) => {
  await driver.goto('/blog', { hydration: false })
  await driver.type('main input[type="search"]', 'bodega')
  await waitForText(driver, 'Found 1 post(s) matching the query')
  await poll(async () => (await path(driver)) === '/blog?q=bodega', { message: 'the search in the address' })
  await clearField(driver, 'main input[type="search"]')
  await poll(() => driver.evaluate(() => document.querySelectorAll('main article').length === 3), {
    message: 'the three posts again',
  })

  await clickText(driver, 'Cat History', { scope: 'main [role="group"]' })
  await poll(() => driver.evaluate(() => document.querySelectorAll('main article').length === 2), {
    message: 'the two Cat History posts',
  })
  expect(await path(driver)).toBe('/blog?category=Cat+History')

  await clickText(driver, 'Mousers on the Payroll: The Postal Cats of New York', { scope: 'main' })
  await poll(async () => /^\/blog\?post=\d+$/.test(await path(driver)), { message: 'the post in the address' })
  await waitFor(driver, () => document.querySelector('h1')?.textContent?.includes('Postal Cats') === true, [], {
    message: "the post's heading",
  })
  await clickText(driver, '← Back to Blog')
  await poll(async () => (await path(driver)) === '/blog', { message: 'the list again' })
  await waitForText(driver, 'Blog & Cat Stories')
  expect(await driver.errors()).toEqual([])
})

test("a tour page's reviews step with their buttons and dots, its FAQ answers open independently, and the help button scrolls to booking", async ({
  driver,
}) => {
  await driver.goto('/tours/brooklyn-heights', { hydration: false })
  const slide = () =>
    driver.evaluate(() => {
      const shown = [...document.querySelectorAll('[aria-roledescription="slide"]')].find(
        (element) =>
          (element as HTMLElement).offsetParent !== null && getComputedStyle(element).visibility !== 'hidden',
      )
      return shown?.getAttribute('aria-label') ?? null
    })
  await driver.click('[aria-label="Show testimonial 4 of 10"]')
  await poll(async () => (await slide()) === '4 of 10', { message: 'review 4 of 10' })
  // SPEC §4: the carousel ignores a second click within 500 ms of the last.
  await new Promise((resolve) => setTimeout(resolve, 600))
  await driver.click('[aria-label="Next testimonial"]')
  await poll(async () => (await slide()) === '5 of 10', { message: 'review 5 of 10' })

  const far = await questionButton(driver, 'How far do we walk?')
  const access = await questionButton(driver, 'Is the tour wheelchair accessible?')
  await driver.click(far)
  await driver.click(access)
  await waitForAttribute(driver, far, 'aria-expanded', 'true')
  await waitForAttribute(driver, access, 'aria-expanded', 'true')
  await driver.click(far)
  await waitForAttribute(driver, far, 'aria-expanded', 'false')
  await waitForAttribute(driver, access, 'aria-expanded', 'true')

  await driver.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await driver.click('a[aria-label^="Help with booking"]')
  await waitFor(
    driver,
    () => {
      const box = document.getElementById('book-now')?.getBoundingClientRect()
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0
    },
    [],
    { message: 'the booking section on screen' },
  )
  expect(await driver.errors()).toEqual([])
})

test('both forms sent empty show their messages on their fields and send nothing', async ({ driver, network }) => {
  await driver.goto('/contact', { hydration: false })
  await driver.click(`${CONTACT} button[type="submit"]`)
  await waitForText(driver, 'Name is required', { scope: CONTACT })
  const contactText = await visibleText(driver, CONTACT)
  expect(contactText).toContain('Email address is required')
  expect(contactText).toContain('You must agree to receive updates')
  expect(await attribute(driver, `${CONTACT} input[name="name"]`, 'aria-invalid')).toBe('true')
  expect(await driver.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name')

  await driver.goto('/survey', { hydration: false })
  await driver.click(`${SURVEY} button[type="submit"]`)
  await waitForText(driver, SPEC_SURVEY_EMPTY_MESSAGES[0], { scope: SURVEY })
  const surveyText = await visibleText(driver, SURVEY)
  for (const message of SPEC_SURVEY_EMPTY_MESSAGES) expect(surveyText).toContain(message)
  expect(await driver.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name')
  expect(network.emailjs.attempts).toBe(0)
  expect(await driver.errors()).toEqual([])
})
