/**
 * Every tap counts from the first paint (decision 0013), in Firefox and WebKit: the gateway holds the site's scripts,
 * as a slow connection would, so the guest taps and types on the page as the server sent it, before the app has
 * started; then the scripts arrive and the app takes the page over. What the guest did must be honoured once, and
 * never undone. (The Chromium suite, e2e/first-tap.spec.ts, has the full set; these are the journeys whose first-paint
 * handling differs most between engines: a dialog opened by an invoker button, a form sent before the app, an FAQ
 * question the early script opens at once, and a gallery photo whose tap waits for the app and is replayed.)
 */

import { sampledStates, sampleStates } from '../e2e/state-sampler'
import { documentHydrated } from '../tests/support/document-hydrated'
import { type Driver, hydrated, poll } from './harness/driver'
import { expect, test } from './harness/fixtures'
import { CONTACT, expectEachOnce, lightboxes, path, sendContact } from './harness/journeys'
import type { Hold, Network } from './harness/network'

/** Every script of the site: the app's entry and its chunks. */
const SCRIPTS = /^\/assets\/.+\.js(\?|$)/

/** Whether the app has taken the page over. */
const appStarted = (driver: Driver) => driver.evaluate(documentHydrated)

/** The site's scripts and the rest of its stylesheet (the page inlines the rules it needs first, decision 0012). */
const SCRIPTS_AND_STYLESHEET = /^\/assets\/(.+\.js|style-[^/]+\.css)(\?|$)/

/**
 * Opens `path` with the site's scripts (and, with `held`, more) held at the gateway: the page as the server sent it,
 * the app not started.
 */
async function openBeforeTheApp(driver: Driver, network: Network, path: string, held = SCRIPTS): Promise<Hold> {
  const hold = network.holdPaths(held)
  await driver.goto(path, { hydration: false })
  expect(await appStarted(driver)).toBe(false)
  return hold
}

const isOpen = (driver: Driver, id: string) =>
  driver.evaluate((dialogId: string) => (document.getElementById(dialogId) as HTMLDialogElement).open, id)

test('the header search opens on a tap before the app has started, and what was typed is searched once it has', async ({
  driver,
  network,
}) => {
  const scripts = await openBeforeTheApp(driver, network, '/tours')
  await driver.evaluate(sampleStates, { selector: '#site-search', read: 'open' })
  await driver.click('header button[aria-label="Search"]')
  await poll(() => isOpen(driver, 'site-search'), {
    message: 'the search to open on the tap',
  })
  await driver.typeKeys('brook')
  // Still the page as the server sent it: the app cannot start until its scripts arrive.
  expect(await appStarted(driver)).toBe(false)
  scripts.release()
  await hydrated(driver)
  // What was typed before the app had started is what it searches for; the dialog stayed open throughout.
  expect(await driver.evaluate(() => (document.querySelector('#site-search input') as HTMLInputElement).value)).toBe(
    'brook',
  )
  await poll(
    () =>
      driver.evaluate(() =>
        [...document.querySelectorAll('#site-search a')].some((link) =>
          /Brooklyn Heights/.test(link.textContent ?? ''),
        ),
      ),
    { message: 'the search to list Brooklyn Heights' },
  )
  expect(await driver.evaluate(sampledStates)).toEqual(['false', 'true'])
})

test('the contact form filled in and sent before the app has started sends exactly what is on screen, once', async ({
  driver,
  network,
}) => {
  const scripts = await openBeforeTheApp(driver, network, '/contact')
  await sendContact(driver, 'Do you run tours in the rain?')
  // Still the page as the server sent it: the app cannot start until its scripts arrive.
  expect(await appStarted(driver)).toBe(false)
  scripts.release()
  await poll(() => network.emailjs.delivered.length === 2, {
    timeout: 20_000,
    message: 'both e-mails of the message',
  })
  await hydrated(driver)
  expectEachOnce(network.emailjs, 1, 2)
  for (const delivery of network.emailjs.delivered)
    expect(delivery.body.template_params).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Do you run tours in the rain?',
    })
  // The sent panel takes the form's place once the outbox has recorded the e-mails as sent, a moment after they arrive.
  await poll(() => driver.evaluate((form: string) => document.querySelector(form) === null, CONTACT), {
    message: 'the sent panel in place of the form',
  })
})

test('at phone width, the menu opens laid out on a tap before the app and the stylesheet, and closes with its button once the app has started', async ({
  driver,
  network,
}) => {
  await driver.setViewport(390, 844)
  const held = await openBeforeTheApp(driver, network, '/', SCRIPTS_AND_STYLESHEET)
  await driver.evaluate(sampleStates, { selector: '#mobile-menu', read: 'open' })
  await driver.click('header button[aria-label="Open menu"]')
  await poll(() => isOpen(driver, 'mobile-menu'), {
    message: 'the menu to open on the tap',
  })
  expect(await appStarted(driver)).toBe(false)
  // Laid out by the rules the page inlined, as with the whole stylesheet: its [open] rule (scripts/critical-css.ts).
  expect(await driver.evaluate(() => getComputedStyle(document.getElementById('mobile-menu')!).display)).toBe('flex')
  held.release()
  await hydrated(driver)
  expect(await isOpen(driver, 'mobile-menu')).toBe(true)
  await driver.click('#mobile-menu button[aria-label="Close menu"]')
  await poll(async () => !(await isOpen(driver, 'mobile-menu')), {
    message: 'the menu to close with its button',
  })
  expect(await driver.evaluate(sampledStates)).toEqual(['false', 'true', 'false'])
})

test('a gallery photo tapped before the app has started opens in the lightbox at that photo once it has', async ({
  driver,
  network,
}) => {
  const scripts = await openBeforeTheApp(driver, network, '/gallery')
  await driver.click('[data-photo-id="3"]')
  expect(await appStarted(driver)).toBe(false)
  scripts.release()
  await hydrated(driver)
  await poll(async () => (await lightboxes(driver)).counter === '3 / 30', {
    message: 'the lightbox open at photo 3 of 30',
  })
  expect((await lightboxes(driver)).open).toBe(1)
  expect(await path(driver)).toBe('/gallery?photo=3')
})

test('an FAQ question tapped before the app has started opens at once and stays open as the app takes over', async ({
  driver,
  network,
}) => {
  const scripts = await openBeforeTheApp(driver, network, '/contact')
  // The second question: the first is open from the start.
  await driver.evaluate(sampleStates, {
    selector: '#faq-section button[aria-expanded]',
    read: 'aria-expanded',
    index: 1,
  })
  await driver.evaluate(() =>
    document.querySelectorAll('#faq-section button[aria-expanded]')[1]?.setAttribute('data-question', 'second'),
  )
  await driver.click('#faq-section button[data-question="second"]')
  const expanded = () =>
    driver.evaluate(() =>
      document.querySelector('#faq-section button[data-question="second"]')?.getAttribute('aria-expanded'),
    )
  await poll(async () => (await expanded()) === 'true', { message: 'the question to open on the tap' })
  expect(await appStarted(driver)).toBe(false)
  scripts.release()
  await hydrated(driver)
  expect(await expanded()).toBe('true')
  expect(await driver.evaluate(sampledStates)).toEqual(['false', 'true'])
})
