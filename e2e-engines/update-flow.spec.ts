/**
 * The update flow of SPEC §4 with two real builds served in turn at one origin: version 1 installs, version 2 is
 * deployed (it differs by its contact address, shown in the footer), the browser finds it when the guest opens a
 * page, the guest is told "Update available", and Reload brings version 2 in with one reload; never while a form
 * holds text the guest has not sent. Version 2 is built once per run (harness/app-server.ts).
 */

import { V1_EMAIL, V2_EMAIL } from './harness/app-server'
import { clickText, type Driver, documentLoads, poll, visibleText, waitForText } from './harness/driver'
import { expect, test } from './harness/fixtures'
import { CONTACT, firstVisit } from './harness/journeys'

test.describe.configure({ timeout: 180_000 })

const TOAST = '[aria-label="Notifications"]'

function footerShows(driver: Driver, email: string): Promise<boolean> {
  return driver.evaluate(
    (wanted: string) =>
      [...document.querySelectorAll('footer a[href^="mailto:"]')].some((link) => link.textContent?.trim() === wanted),
    email,
  )
}

test('a new build gives "Update available", and Reload shows the new version with one reload', async ({
  driver,
  site,
}) => {
  await firstVisit(driver)
  expect(await footerShows(driver, V1_EMAIL)).toBe(true)
  await site.deployVersion2()

  // The guest opens another page: the browser checks for a new worker on each navigation and installs version 2.
  await driver.goto('/about')
  await waitForText(driver, 'Update available', { scope: TOAST, timeout: 40_000 })
  expect(await visibleText(driver, TOAST)).toContain('A new version of the app is available. Refresh to update.')
  // Told, not forced: still version 1 until the guest says so.
  expect(await footerShows(driver, V1_EMAIL)).toBe(true)
  const loads = await documentLoads(driver)

  await clickText(driver, 'Reload', { scope: TOAST, candidates: 'button' })
  await poll(() => footerShows(driver, V2_EMAIL), { timeout: 30_000, message: 'version 2 in the footer' })
  expect(new URL(await driver.url()).pathname).toBe('/about')
  await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)))
  expect(await documentLoads(driver)).toBe(loads + 1)
  expect(await footerShows(driver, V2_EMAIL)).toBe(true)
})

test('Reload waits while the contact form holds unsent text, and brings the new version once it is cleared', async ({
  driver,
  site,
}) => {
  await firstVisit(driver)
  await site.deployVersion2()
  await driver.goto('/contact', { hydration: false })
  const message = `${CONTACT} textarea[name="message"]`
  await driver.type(message, 'Half a message about the Bodega Cats tour')
  await waitForText(driver, 'Update available', { scope: TOAST, timeout: 40_000 })
  await clickText(driver, 'Reload', { scope: TOAST, candidates: 'button' })
  await waitForText(driver, 'The new version will load as soon as your unsent message is sent or cleared.', {
    scope: TOAST,
  })

  // The form is checked again every 2 s: well past that, version 1 and the text are still there.
  await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 4500)))
  expect(await footerShows(driver, V1_EMAIL)).toBe(true)
  expect(
    await driver.evaluate((css: string) => (document.querySelector(css) as HTMLTextAreaElement).value, message),
  ).toBe('Half a message about the Bodega Cats tour')

  // The guest deletes the draft with the keyboard: the new version comes in.
  await driver.evaluate((css: string) => (document.querySelector(css) as HTMLTextAreaElement).select(), message)
  await driver.press('Backspace')
  expect(
    await driver.evaluate((css: string) => (document.querySelector(css) as HTMLTextAreaElement).value, message),
  ).toBe('')
  await poll(() => footerShows(driver, V2_EMAIL), { timeout: 30_000, message: 'version 2 in the footer' })
})
