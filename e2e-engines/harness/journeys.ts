/**
 * Steps the Firefox and WebKit journeys share: the worker taking control after a first visit, what the build says a
 * page's heading is, and the contact and survey forms filled in as a guest does (real key events and clicks, with no
 * wait for hydration: a guest starts typing as soon as the form shows).
 */
import { expect, test } from '@playwright/test'

export { builtHeading, headingOf } from '../../e2e/site-documents'

import { type Driver, poll } from './driver'
import type { FakeEmailJs } from './network'

/** SPEC strings of the outbox (src/features/forms/outcome.ts, src/outbox/page/OutboxStatus.tsx). */
export const SAVED = "Saved. It will be sent automatically when you're back online."
export const ONE_WAITING = '1 message waiting to be sent'
export const SENT_LATER = 'Your saved message was sent'

/**
 * How long a first install may take on a busy two-core machine, on top of the test's own time: the worker waits for
 * the page to go idle, then downloads every page and picture of the site.
 */
const INSTALL_ALLOWANCE_MS = 60_000

/** Resolves once the worker has installed and controls the open page. Extends the running test's time. */
export async function waitForWorkerControl(driver: Driver): Promise<void> {
  test.info().setTimeout(test.info().timeout + INSTALL_ALLOWANCE_MS)
  await poll(
    () => driver.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active !== null)),
    {
      timeout: 60_000,
      message: 'the service worker to activate',
    },
  )
  await poll(() => driver.evaluate(() => navigator.serviceWorker.controller !== null), {
    timeout: 20_000,
    message: 'the service worker to control the page',
  })
}

/** One online visit of the home page, until the worker has precached the site and controls the page. */
export async function firstVisit(driver: Driver): Promise<void> {
  await driver.goto('/')
  await waitForWorkerControl(driver)
}

/** The open document's first <h1> and title, as the guest sees them. */
export function headingAndTitle(driver: Driver): Promise<{ h1: string; title: string; path: string }> {
  return driver.evaluate(() => ({
    h1: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    title: document.title,
    path: `${location.pathname}${location.search}`,
  }))
}

/** The address the guest is at: path and query, as the address bar shows them after the host. */
export function path(driver: Driver): Promise<string> {
  return driver.evaluate(() => `${location.pathname}${location.search}`)
}

/** The open dialogs (the lightbox, on the gallery): how many there are, and the first one's counter ("n / total"), or null when none is open. */
export function lightboxes(driver: Driver): Promise<{ open: number; counter: string | null }> {
  return driver.evaluate(() => {
    const dialogs = document.querySelectorAll('dialog[open]')
    const counter = [...(dialogs[0]?.querySelectorAll('*') ?? [])].find((element) =>
      /^\d+ \/ \d+$/.test(element.textContent?.trim() ?? ''),
    )
    return { open: dialogs.length, counter: counter?.textContent?.trim() ?? null }
  })
}

export const CONTACT = 'form[data-unsent]:has(input[name="consent"])'
export const SURVEY = 'form[data-unsent]:has(textarea[name="feedback"])'

/** Fills in the contact form and sends it (name, e-mail, message, consent ticked by its label, Send Message). */
export async function sendContact(
  driver: Driver,
  message = 'We would love a private tour for 12 people.',
): Promise<void> {
  await driver.type(`${CONTACT} input[name="name"]`, 'Ada Lovelace')
  await driver.type(`${CONTACT} input[name="email"]`, 'ada@example.com')
  await driver.type(`${CONTACT} textarea[name="message"]`, message)
  await driver.click(`${CONTACT} input[name="consent"] + span`)
  await driver.click(`${CONTACT} button[type="submit"]`)
}

/** Fills in every survey answer (Lower East Side, rated Excellent, guide Good) with `feedback` as the text, and sends it. */
export async function sendSurvey(driver: Driver, feedback: string): Promise<void> {
  await driver.type(`${SURVEY} input[name="name"]`, 'Grace Hopper')
  await driver.type(`${SURVEY} input[name="email"]`, 'grace@example.com')
  await fillDate(driver, `${SURVEY} input[name="tourDate"]`, '2025-05-03')
  await driver.select(`${SURVEY} select[name="tourType"]`, 'Lower East Side')
  await driver.click(`${SURVEY} label:has(> input[name="tourRating"][value="5"])`)
  await driver.click(`${SURVEY} label:has(> input[name="guideRating"][value="4"])`)
  await driver.select(`${SURVEY} select[name="howHeard"]`, 'Blog or Article')
  await driver.select(`${SURVEY} select[name="wouldRecommend"]`, 'Yes, definitely')
  await driver.type(`${SURVEY} textarea[name="feedback"]`, feedback)
  await driver.click(`${SURVEY} button[type="submit"]`)
}

/**
 * A date field typed as a guest types it (month, day, year in an en-US date field). An engine whose date field
 * does not take those keys gets the value the way a browser's autofill sets it (value setter, input and change
 * events): the journey is about sending, not about the engine's date picker.
 */
async function fillDate(driver: Driver, selector: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-')
  await driver.type(selector, `${month}${day}${year}`)
  const value = await driver.evaluate(
    (css: string) => (document.querySelector(css) as HTMLInputElement).value,
    selector,
  )
  if (value === isoDate) return
  await driver.evaluate(
    (css: string, wanted: string) => {
      const input = document.querySelector(css) as HTMLInputElement
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, wanted)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
    },
    selector,
    isoDate,
  )
  expect(
    await driver.evaluate((css: string) => (document.querySelector(css) as HTMLInputElement).value, selector),
  ).toBe(isoDate)
}

/** Every submission reached the fake EmailJS with each of its `templates` exactly once. */
export function expectEachOnce(emailjs: FakeEmailJs, submissions: number, templatesEach: number): void {
  const counts = emailjs.counts()
  expect(Object.values(counts), JSON.stringify(counts)).toEqual(Array(submissions * templatesEach).fill(1))
  expect(new Set(emailjs.delivered.map((delivery) => delivery.submission)).size).toBe(submissions)
}

/** Counts `online` events from now on in the open document (read with onlineEvents()). */
export function countOnlineEvents(driver: Driver): Promise<void> {
  return driver.evaluate(() => {
    const counter = window as unknown as { onlineEvents?: number }
    counter.onlineEvents = 0
    window.addEventListener('online', () => (counter.onlineEvents = (counter.onlineEvents ?? 0) + 1))
  })
}

export function onlineEvents(driver: Driver): Promise<number | null> {
  return driver.evaluate(() => (window as unknown as { onlineEvents?: number }).onlineEvents ?? null)
}
