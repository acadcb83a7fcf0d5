/**
 * A page that never goes blank (issue 18, part 2), in Firefox and WebKit: when the app cannot take a page over, the
 * page stays as the server sent it, readable, with working links, and the console says why. Each fault is made by the
 * gateway, between the server and the browser, as a CDN or a broken network would make it; the app is not touched.
 * (The Chromium suite makes the same four in e2e/never-blank.spec.ts.)
 */
import { readFileSync } from 'node:fs'
import { LATE_PART_CHUNK } from '../e2e/late-parts'
import { SERVED_PAGE_KEPT } from '../src/boot/keep-server-page'
import { clickText, type Driver, documentLoads, hydrated, isVisible, poll, visibleText } from './harness/driver'
import { expect, test } from './harness/fixtures'
import { headingAndTitle, headingOf } from './harness/journeys'
import type { Network } from './harness/network'

/** Waits until the console has said why the page was kept (`reason`: a part of keep-server-page.ts's message). */
async function keptBecause(driver: Driver, reason: string): Promise<void> {
  await poll(
    async () => (await driver.errors()).some((entry) => entry.includes(SERVED_PAGE_KEPT) && entry.includes(reason)),
    {
      timeout: 20_000,
      message: `the console to say the page was kept because "${reason}"`,
    },
  )
}

/** The served About page is on screen, whole, after the app had every chance to replace it; its links load pages. */
async function expectServedPageThatWorks(driver: Driver): Promise<void> {
  expect((await headingAndTitle(driver)).h1).toBe(headingOf('/about'))
  await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)))
  const page = await headingAndTitle(driver)
  expect(page.h1).toBe(headingOf('/about'))
  expect(page.title).toMatch(/Cat History Tours NYC$/)
  const text = await visibleText(driver)
  expect(text.length).toBeGreaterThan(500)
  expect(await visibleText(driver, 'footer')).toMatch(/© \d{4} Cat History Tours NYC/)
  // With the faults gone, the next page is a healthy one.
  await clickText(driver, 'Our Tours', { scope: 'footer' })
  await poll(async () => new URL(await driver.url()).pathname === '/tours', {
    message: 'the footer link to load /tours',
  })
  await hydrated(driver)
  expect((await headingAndTitle(driver)).h1).toBe(headingOf('/tours'))
}

test('an inline router state its policy no longer allows (a CDN rewrote it) leaves the served page', async ({
  driver,
  network,
}) => {
  let rewritten = 0
  // The router state's script no longer matches its hash in the page's policy, so the browser refuses to run it.
  network.fault({
    rewriteHtml: (html) =>
      html.replace(/<script data-tsr-stream-part>/g, () => {
        rewritten += 1
        return '<script data-tsr-stream-part>;'
      }),
  })
  await driver.goto('/about', { hydration: false })
  expect(rewritten).toBeGreaterThan(0)
  await keptBecause(driver, 'taking it over')
  network.clearFaults()
  await expectServedPageThatWorks(driver)
})

test("the page's own code that never arrives leaves the served page", async ({ driver, network }) => {
  network.fault({ abort: /^\/assets\/about-[^/]+\.js(\?|$)/ })
  await driver.goto('/about', { hydration: false })
  // A vanished chunk reloads the page once (src/boot/chunk-reload.ts); the second failure keeps the page.
  await keptBecause(driver, 'could not be loaded')
  expect(network.aborted.length).toBeGreaterThan(0)
  network.clearFaults()
  await expectServedPageThatWorks(driver)
})

test("the app's entry chunk that never arrives leaves the served page", async ({ driver, network }) => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >
  const entry = manifest['index.html']?.file
  expect(entry).toMatch(/^assets\/.+\.js$/)
  network.fault({ abort: new RegExp(`^/${entry!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`) })
  await driver.goto('/about', { hydration: false })
  await poll(() => network.aborted.length > 0, { message: 'the browser to ask for the entry chunk' })
  network.clearFaults()
  await expectServedPageThatWorks(driver)
})

test('a component that throws while the page hydrates puts the served page back', async ({ driver, network }) => {
  // The footer's year is read while hydrating: a script the gateway adds makes that throw whenever React renders
  // (react-dom's chunk is on the stack; every engine's stack names the script's URL).
  network.fault({
    scripts: [
      `(function(){var y=Date.prototype.getFullYear;Date.prototype.getFullYear=function(){if(/\\/assets\\/react-dom-[^/]+\\.js/.test(new Error().stack||''))throw new Error('Test: a component failed');return y.call(this)}})();`,
    ],
  })
  await driver.goto('/about', { hydration: false })
  await keptBecause(driver, 'taking it over')
  network.clearFaults()
  await expectServedPageThatWorks(driver)
})

/**
 * A first visit to `path` whose signal drops for good at the first request matching `from` (the gateway drops it and
 * every request after it, with no word to the browser). Checks that the page stays, whole, loaded once: a reload would
 * come at once, so it is given time to show.
 */
async function signalDropsFrom(driver: Driver, network: Network, from: RegExp, path: string): Promise<void> {
  network.fault({ dropFrom: from })
  await driver.goto(path)
  await poll(() => network.aborted.length > 0, { message: `the page to ask for ${from}` })
  await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)))
  expect(new URL(await driver.url()).pathname).toBe(path)
  expect((await headingAndTitle(driver)).h1).toBe(headingOf(path))
  expect(await documentLoads(driver)).toBe(1)
}

test('a signal that drops for good just after the page appeared leaves the page on screen, not the browser’s error', async ({
  driver,
  network,
}) => {
  test.setTimeout(120_000)
  // A first visit: once the page has hydrated it loads the parts it can do without (the booking bar, the status
  // pills), and the signal drops for good as they are asked for, with no word to the browser. A reload for their
  // failed chunks would fetch the page into the dropped signal (src/lib/recoverable-import.ts).
  await signalDropsFrom(driver, network, LATE_PART_CHUNK, '/contact')

  // The signal comes back, unannounced. WebKit fetches a module that failed again, since the build does not preload
  // the late parts (scripts/late-parts.ts, decision 0022): the bar comes in this page, after the wait before the next
  // try (lib/load-part.ts).
  network.clearFaults()
  if (driver.engine === 'webkit') {
    await driver.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
    await poll(() => isVisible(driver, 'aside[aria-label="Book a tour"]'), {
      timeout: 20_000,
      message: 'the booking bar in this page, once the signal is back',
    })
    expect(await documentLoads(driver)).toBe(1)
    return
  }
  // Firefox keeps a module that failed as failed for the document's life, so the parts come with the next page the
  // guest opens, which loads as a new document for them (src/boot/fresh-document-for-lost-parts.ts).
  // The gallery's own code shares no chunk with the lost parts: without a new document it would open in this one.
  await clickText(driver, 'Gallery', { scope: 'footer' })
  await poll(async () => new URL(await driver.url()).pathname === '/gallery', {
    message: 'the footer link to load /gallery',
  })
  await hydrated(driver)
  expect(await documentLoads(driver)).toBe(2)
  await driver.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
  await poll(() => isVisible(driver, 'aside[aria-label="Book a tour"]'), {
    timeout: 20_000,
    message: 'the booking bar on the next page, once the signal is back',
  })
})

test('a signal that drops for good as the page starts its background work leaves the page, and the worker comes once it is back', async ({
  driver,
  network,
}) => {
  test.setTimeout(120_000)
  // The outbox's delivery and the worker's registration load on their own once the page has hydrated and the
  // browser is idle. Their failure reloaded the page into the dropped signal (src/app/background-work.ts).
  const registered = () => driver.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))
  await signalDropsFrom(driver, network, /\/assets\/(sync|register)-[^/?]+\.js(\?|$)/, '/about')
  expect(await registered()).toBe(false)

  network.clearFaults()
  if (driver.engine === 'firefox') {
    // Firefox keeps the failed modules as failed in this document: the next page loads as a new one, and starts them.
    await clickText(driver, 'Gallery', { scope: 'footer' })
    await poll(async () => new URL(await driver.url()).pathname === '/gallery', {
      message: 'the footer link to load /gallery',
    })
    await hydrated(driver)
    expect(await documentLoads(driver)).toBe(2)
  }
  // WebKit fetches them again in this page, after the wait before the next try (src/lib/load-part.ts).
  await poll(registered, { timeout: 20_000, message: 'the worker to be registered once the signal is back' })
  if (driver.engine === 'webkit') expect(await documentLoads(driver)).toBe(1)
})
