/**
 * A guest who reloads while the "sent" or "saved" panel shows gets an empty form back, not the message again one tap
 * from going twice. Firefox keeps the value of a form field that leaves the page and puts it back into the next
 * load's form (WebKit and Chromium do not), so the form empties its fields before the panel takes their place
 * (src/features/forms/useOutboxForm.ts).
 */
import { leftToSend, OUTBOX_DB, outboxStates } from '../e2e/outbox-queue'
import { poll, waitForText } from './harness/driver'
import { expect, test } from './harness/fixtures'
import { CONTACT, firstVisit, SAVED, sendContact } from './harness/journeys'

/** The contact form's text fields and consent box as the page shows them, and whether it counts as unsent. */
function contactFields(selector: string) {
  const form = document.querySelector(selector) as HTMLFormElement | null
  if (!form) return null
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? null
  return {
    name: value('name'),
    email: value('email'),
    message: value('message'),
    consent: (form.elements.namedItem('consent') as HTMLInputElement | null)?.checked ?? null,
    unsent: form.getAttribute('data-unsent'),
  }
}

const EMPTY = { name: '', email: '', message: '', consent: false, unsent: 'false' }

test('a reload while the sent panel shows brings back an empty form, and nothing is sent again', async ({
  driver,
  network,
}) => {
  await driver.goto('/contact')
  await sendContact(driver)
  await waitForText(driver, 'Message Sent!')
  await driver.reload()
  expect(await driver.evaluate(contactFields, CONTACT)).toEqual(EMPTY)
  expect(network.emailjs.delivered).toHaveLength(2)
})

test('a reload after the form has come back empty keeps it empty', async ({ driver, network }) => {
  await driver.goto('/contact')
  await sendContact(driver)
  await waitForText(driver, 'Message Sent!')
  // The panel gives way to the empty form after a few seconds (SPEC §4: "the form resets and reappears").
  await poll(async () => (await driver.evaluate(contactFields, CONTACT)) !== null, {
    timeout: 10_000,
    message: 'the form to come back',
  })
  await driver.reload()
  expect(await driver.evaluate(contactFields, CONTACT)).toEqual(EMPTY)
  expect(network.emailjs.delivered).toHaveLength(2)
})

test('a reload while the saved panel shows brings back an empty form; the message waits in the outbox', async ({
  driver,
  network,
}) => {
  await firstVisit(driver)
  await driver.goto('/contact')
  await network.cut()
  await sendContact(driver)
  await waitForText(driver, SAVED)
  await driver.reload()
  expect(await driver.evaluate(contactFields, CONTACT)).toEqual(EMPTY)
  expect(leftToSend(await driver.evaluate(outboxStates, OUTBOX_DB))).toHaveLength(2)
})
