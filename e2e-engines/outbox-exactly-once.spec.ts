/**
 * The outbox on a street corner: a contact message and a survey sent while the gateway is cut are saved with the
 * honest queued state, then delivered exactly once when the network comes back. Neither engine has Background Sync,
 * and navigator.onLine stays true with no `online` event ever firing, so the page itself must deliver: on its bounded
 * back-off while it stays open (src/outbox/page/delivery-schedule.ts), or when the app starts again after being
 * closed. EmailJS is the harness's fake behind the outside-world proxy; it records each e-mail it accepts.
 */
import { leftToSend, OUTBOX_DB, outboxStates } from '../e2e/outbox-queue'
import { type Driver, poll, visibleText, waitForNoText, waitForText } from './harness/driver'
import { expect, test } from './harness/fixtures'
import {
  countOnlineEvents,
  expectEachOnce,
  firstVisit,
  ONE_WAITING,
  onlineEvents,
  SAVED,
  SENT_LATER,
  sendContact,
  sendSurvey,
} from './harness/journeys'

/**
 * Waits until the outbox, read back from the page's IndexedDB, has nothing left to send (every record sent): from
 * then on nothing can be sent again, so the counts that follow are final.
 */
async function queueEmptied(driver: Driver): Promise<void> {
  await poll(async () => leftToSend(await driver.evaluate(outboxStates, OUTBOX_DB)).length === 0, {
    timeout: 20_000,
    message: 'the outbox to have nothing left to send',
  })
  expect((await driver.evaluate(outboxStates, OUTBOX_DB)).every((state) => state === 'sent')).toBe(true)
}

/** The contact form sends two e-mails per message (the auto-reply and the notice to the business), the survey one. */
const CONTACT_EMAILS = 2
const SURVEY_EMAILS = 1

test('a contact message sent on a dead network is saved, then delivered once by the open page when it comes back', async ({
  driver,
  network,
}) => {
  await firstVisit(driver)
  // A returning guest opens the contact page and starts typing at once; the signal drops before they send.
  await driver.goto('/contact', { hydration: false })
  await countOnlineEvents(driver)
  await network.cut()
  await sendContact(driver)
  await waitForText(driver, SAVED)
  await waitForText(driver, ONE_WAITING)
  expect(await visibleText(driver)).not.toContain('Message Sent!')

  // Still no signal when the page tries again on its own (5 s after queueing): nothing gets through, and it waits.
  await poll(() => network.triedWhileCut.filter((host) => host === 'api.emailjs.com').length >= 2, {
    timeout: 20_000,
    message: 'the page to try EmailJS again while the network is cut',
  })
  expect(network.emailjs.attempts).toBe(0)
  expect(await visibleText(driver)).toContain(ONE_WAITING)

  await network.restore()
  await poll(() => network.emailjs.delivered.length === CONTACT_EMAILS, {
    timeout: 40_000,
    message: 'both e-mails of the message',
  })
  await waitForText(driver, SENT_LATER)
  await waitForNoText(driver, ONE_WAITING)
  await queueEmptied(driver)
  expectEachOnce(network.emailjs, 1, CONTACT_EMAILS)
  expect(new Set(network.emailjs.delivered.map((delivery) => delivery.template)).size).toBe(CONTACT_EMAILS)
  expect(network.emailjs.delivered[0]?.body.template_params).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
  })
  // Delivered with the browser believing all along that it was online: no `online` event did it.
  expect(await driver.evaluate(() => navigator.onLine)).toBe(true)
  expect(await onlineEvents(driver)).toBe(0)
})

test('a survey sent on a dead network is saved, then delivered once by the open page when it comes back', async ({
  driver,
  network,
}) => {
  await firstVisit(driver)
  await driver.goto('/survey', { hydration: false })
  await countOnlineEvents(driver)
  await network.cut()
  await sendSurvey(driver, 'The postal cats of Newspaper Row were the highlight.')
  await waitForText(driver, SAVED)
  await waitForText(driver, ONE_WAITING)
  expect(network.emailjs.attempts).toBe(0)

  await network.restore()
  await poll(() => network.emailjs.delivered.length === SURVEY_EMAILS, {
    timeout: 40_000,
    message: 'the survey e-mail',
  })
  await waitForText(driver, SENT_LATER)
  await waitForNoText(driver, ONE_WAITING)
  await queueEmptied(driver)
  expectEachOnce(network.emailjs, 1, SURVEY_EMAILS)
  expect(network.emailjs.delivered[0]?.body.template_params.subject).toBe(
    'Tour Feedback from Grace Hopper - Lower East Side Tour',
  )
  expect(await onlineEvents(driver)).toBe(0)
})

test('a message saved before the app was closed is delivered once when it is opened again', async ({
  driver,
  network,
}) => {
  await firstVisit(driver)
  await driver.goto('/contact', { hydration: false })
  await network.cut()
  await sendContact(driver, 'Sent from the subway platform.')
  await waitForText(driver, SAVED)
  await waitForText(driver, ONE_WAITING)

  // Closed before the signal came back (see Driver.restart for what that is in each engine).
  await driver.restart()
  expect(network.emailjs.attempts).toBe(0)
  await network.restore()
  await driver.goto('/', { hydration: false })
  await poll(() => network.emailjs.delivered.length === CONTACT_EMAILS, {
    timeout: 40_000,
    message: 'both e-mails of the saved message',
  })
  await waitForText(driver, SENT_LATER)
  await waitForNoText(driver, ONE_WAITING)
  await queueEmptied(driver)
  expectEachOnce(network.emailjs, 1, CONTACT_EMAILS)
  expect(network.emailjs.delivered[0]?.body.template_params.message).toBe('Sent from the subway platform.')
})

test('a message the e-mail service turns away with a 5xx stays saved, and the open page delivers it once when the service recovers', async ({
  driver,
  network,
}) => {
  test.setTimeout(180_000)
  await firstVisit(driver)
  await driver.goto('/contact', { hydration: false })
  await network.cut()
  await sendContact(driver, 'Saved while the service was down.')
  await waitForText(driver, SAVED)
  // The signal returns, but the e-mail service is failing: the message must wait, not be lost or reported sent.
  network.emailjs.status = 503
  await network.restore()
  await poll(() => network.emailjs.attempts >= 1, { timeout: 60_000, message: 'the page to try the failing service' })
  expect(network.emailjs.delivered).toEqual([])
  expect(await visibleText(driver)).toContain(ONE_WAITING)
  expect(await visibleText(driver)).not.toContain('could not be delivered')

  // The service recovers; no reload, no `online` event: the page's back-off is the next chance.
  network.emailjs.status = 200
  await poll(() => network.emailjs.delivered.length === CONTACT_EMAILS, {
    timeout: 90_000,
    message: 'both e-mails once the service recovered',
  })
  await waitForText(driver, SENT_LATER)
  await waitForNoText(driver, ONE_WAITING)
  await queueEmptied(driver)
  expectEachOnce(network.emailjs, 1, CONTACT_EMAILS)
  expect(network.emailjs.delivered[0]?.body.template_params.message).toBe('Saved while the service was down.')
})
