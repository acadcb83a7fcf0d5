import { type BrowserContext, expect, type Page, type Route } from '@playwright/test'
import { LEASE_MS } from '../src/outbox/storage/queue'
import { test } from './app-page'
import { leftToSend, OUTBOX_DB, outboxStates } from './outbox-queue'
import { waitForWorkerControl } from './service-worker'
import { fillSurvey, surveyForm } from './survey-form'

/**
 * Fault scenarios of the outbox (SPEC §7 calls, issue "Forms that never lose a message"): a submission made
 * without network is kept, then delivered exactly once per request when the connection returns, whatever
 * happens in between. EmailJS is stubbed at the network layer; "offline" requests fail there as they would.
 */
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 60_000 })

const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'

interface Delivery {
  template: string
  submission: string
  byWorker: boolean
}

/** A fake EmailJS: fails while "offline", answers with `status` (200 unless a test changes it), records what it accepted. */
async function fakeEmailJs(context: BrowserContext) {
  const state = {
    offline: false,
    holding: false,
    held: 0,
    status: 200,
    delivered: [] as Delivery[],
    attempts: 0,
    answering: 0,
  }
  await context.route(SEND_URL, async (route, request) => {
    if (state.offline) return route.abort('internetdisconnected')
    // A signal that holds the connection open: the request never gets an answer, nor an error.
    if (state.holding) {
      state.held += 1
      return new Promise<void>(() => {})
    }
    state.attempts += 1
    state.answering += 1
    const status = state.status
    const body = request.postDataJSON() as { template_id: string; template_params: { submission_id: string } }
    if (status === 200) {
      state.delivered.push({
        template: body.template_id,
        submission: body.template_params.submission_id,
        byWorker: request.serviceWorker() !== null,
      })
    }
    try {
      await route.fulfill({
        status,
        body: status === 200 ? 'OK' : 'The service is unavailable',
        headers: { 'access-control-allow-origin': '*' },
      })
    } finally {
      state.answering -= 1
    }
  })
  const setOffline = async (offline: boolean) => {
    state.offline = offline
    await context.setOffline(offline)
  }
  return { state, setOffline }
}

/** A browser without Background Sync (Safari, Firefox): only the open page delivers. */
async function withoutBackgroundSync(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).SyncManager
    delete (ServiceWorkerRegistration.prototype as unknown as Record<string, unknown>).sync
  })
}

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForWorkerControl(page)
}

async function sendContact(page: Page, message = 'We would love a private tour for 12 people.'): Promise<void> {
  const form = page.getByRole('form', { name: /contact/i })
  await form.getByLabel(/^Name/).fill('Ada Lovelace')
  await form.getByLabel(/^Email/).fill('ada@example.com')
  await form.getByLabel(/^Message/).fill(message)
  await form.getByRole('checkbox', { name: 'I agree to receive updates from the product' }).check()
  await form.getByRole('button', { name: /send/i }).click()
}

const SAVED = "Saved. It will be sent automatically when you're back online."

function countBySubmission(delivered: Delivery[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const delivery of delivered) {
    const key = `${delivery.submission}:${delivery.template}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/**
 * Waits until the outbox, read back from IndexedDB in `page`, has nothing left to send and the fake is answering no
 * request: from then on nothing can be sent again, so the counts that follow are final.
 */
async function queueEmptied(page: Page, emailjs: { state: { answering: number } }): Promise<void> {
  await expect
    .poll(async () => leftToSend(await page.evaluate(outboxStates, OUTBOX_DB)), { timeout: 20_000 })
    .toEqual([])
  await expect.poll(() => emailjs.state.answering).toBe(0)
  // Every request the page saved was delivered and recorded as sent.
  expect((await page.evaluate(outboxStates, OUTBOX_DB)).every((state) => state === 'sent')).toBe(true)
}

function expectEachOnce(delivered: Delivery[], requests: number): void {
  const counts = countBySubmission(delivered)
  expect(Object.keys(counts)).toHaveLength(requests)
  // Names the request sent twice, and by whom (`byWorker`), when it fails.
  expect(delivered.filter((d) => (counts[`${d.submission}:${d.template}`] ?? 0) > 1)).toEqual([])
}

/** The guest opens the site again: the contact message's two e-mails are delivered, once each, and confirmed. */
async function expectTheNextVisitToDeliver(
  context: BrowserContext,
  emailjs: Awaited<ReturnType<typeof fakeEmailJs>>,
): Promise<void> {
  const later = await context.newPage()
  await later.goto('/')
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 20_000 }).toBe(2)
  await expect(later.getByText('Your saved message was sent')).toBeVisible()
  await queueEmptied(later, emailjs)
  expectEachOnce(emailjs.state.delivered, 2)
}

/** Queues a contact message offline, reconnects, and checks that the open page, not the worker, delivers each e-mail once. */
async function expectThePageToDeliver(page: Page, context: BrowserContext): Promise<void> {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await emailjs.setOffline(true)
  await sendContact(page)
  await expect(page.getByText(SAVED)).toBeVisible()
  await emailjs.setOffline(false)
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 20_000 }).toBe(2)
  await expect(page.getByText('1 message waiting to be sent')).toHaveCount(0)
  await queueEmptied(page, emailjs)
  expectEachOnce(emailjs.state.delivered, 2)
  expect(emailjs.state.delivered.every((delivery) => !delivery.byWorker)).toBe(true)
}

test('offline submit is saved honestly, then delivered exactly once per request when back online', async ({
  page,
  context,
}) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await emailjs.setOffline(true)
  await sendContact(page)
  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(page.getByText('Message Sent!')).toHaveCount(0)
  await expect(page.getByText('1 message waiting to be sent')).toBeVisible()

  await emailjs.setOffline(false)
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 20_000 }).toBe(2)
  await expect(page.getByText('Your saved message was sent')).toBeVisible()
  await expect(page.getByText('1 message waiting to be sent')).toHaveCount(0)
  await queueEmptied(page, emailjs)
  expectEachOnce(emailjs.state.delivered, 2)
  expect(new Set(emailjs.state.delivered.map((delivery) => delivery.template)).size).toBe(2)
})

test('a message queued before the app was closed is delivered, once, and confirmed on the next visit', async ({
  page,
  context,
}) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await emailjs.setOffline(true)
  await sendContact(page)
  await expect(page.getByText(SAVED)).toBeVisible()
  await page.close()

  await emailjs.setOffline(false)
  await expectTheNextVisitToDeliver(context, emailjs)
})

test('with two tabs open, each request is still delivered exactly once', async ({ page, context }) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  const other = await context.newPage()
  await other.goto('/about')
  await emailjs.setOffline(true)
  await sendContact(page, 'First message')
  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(other.getByText('1 message waiting to be sent')).toBeVisible()
  await emailjs.setOffline(false)
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 20_000 }).toBe(2)
  await page.reload()
  await other.reload()
  await queueEmptied(page, emailjs)
  expectEachOnce(emailjs.state.delivered, 2)
})

test('a flapping connection never duplicates a request', async ({ page, context }) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await emailjs.setOffline(true)
  await sendContact(page)
  await expect(page.getByText(SAVED)).toBeVisible()
  // A signal that comes and goes: the waits are the flapping's own rhythm, not waits for the page.
  for (let flap = 0; flap < 5; flap += 1) {
    await emailjs.setOffline(false)
    await page.waitForTimeout(60)
    await emailjs.setOffline(true)
    await page.waitForTimeout(60)
  }
  await emailjs.setOffline(false)
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 20_000 }).toBe(2)
  await queueEmptied(page, emailjs)
  expectEachOnce(emailjs.state.delivered, 2)
})

test('the open page delivers as soon as the connection returns, even while the browser holds its Background Sync back', async ({
  page,
  context,
}) => {
  // Chromium keeps a sync whose round failed half-way (a flapping connection) in its retry back-off, minutes long, and
  // a new registration while it waits changes nothing. Here every registration waits that way.
  await context.addInitScript(() => {
    const sync = Object.getOwnPropertyDescriptor(ServiceWorkerRegistration.prototype, 'sync')
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', {
      get(this: ServiceWorkerRegistration) {
        const manager = sync?.get?.call(this) as { register: (tag: string) => Promise<void> }
        return new Proxy(manager, {
          get: (target, key) => (key === 'register' ? () => Promise.resolve() : Reflect.get(target, key)),
        })
      },
    })
  })
  await expectThePageToDeliver(page, context)
})

test('a 5xx on replay keeps the message queued, and a later attempt delivers it once', async ({ page, context }) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await emailjs.setOffline(true)
  await sendContact(page)
  await expect(page.getByText(SAVED)).toBeVisible()
  emailjs.state.status = 503
  await emailjs.setOffline(false)
  await expect.poll(() => emailjs.state.attempts, { timeout: 20_000 }).toBeGreaterThanOrEqual(1)
  await expect(page.getByText('1 message waiting to be sent')).toBeVisible()
  expect(emailjs.state.delivered).toEqual([])
  // The service recovers; the next chance is the app starting again online. It recovers only once the old page is
  // gone: a retry of the old page that reached the service just as the reload cut it short would be sent again by the
  // new page, which cannot tell "arrived, answer lost" from "never arrived" (decision 0004: a duplicate, never a
  // loss). That duplicate is the design's known cost, not what this test is about (it failed once in CI that way).
  await page.reload({ waitUntil: 'commit' })
  emailjs.state.status = 200
  // A claim the reload cut short without handing it back holds until its lease runs out (LEASE_MS), then the new
  // page's next attempt sends it.
  test.setTimeout(60_000 + LEASE_MS)
  await expect.poll(() => emailjs.state.delivered.length, { timeout: LEASE_MS + 20_000 }).toBe(2)
  await queueEmptied(page, emailjs)
  expectEachOnce(emailjs.state.delivered, 2)
})

test('a reload in the middle of a send: the next page sends that request at once, not after the lease', async ({
  page,
  context,
}) => {
  // Only the page delivers here (as in Safari and Firefox), so the one send in flight is the page's own.
  await withoutBackgroundSync(context)
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await emailjs.setOffline(true)
  await sendContact(page)
  await expect(page.getByText(SAVED)).toBeVisible()
  // The first send after the connection returns hangs, as on a weak signal; the guest reloads meanwhile.
  let hung = 0
  const hang = async (route: Route) => {
    if (hung > 0) return route.fallback()
    hung += 1
    await new Promise(() => undefined)
  }
  await context.route(SEND_URL, hang)
  await emailjs.setOffline(false)
  await expect.poll(() => hung).toBe(1)
  await context.unroute(SEND_URL, hang)
  const reloaded = Date.now()
  await page.reload()
  await expect.poll(() => emailjs.state.delivered.length, { timeout: LEASE_MS / 2 }).toBe(2)
  // Well inside the lease the cut claim would otherwise hold (LEASE_MS).
  expect(Date.now() - reloaded).toBeLessThan(LEASE_MS / 2)
  await queueEmptied(page, emailjs)
  expectEachOnce(emailjs.state.delivered, 2)
})

test('a network that fails without going offline: the open page tries again on its own and delivers once', async ({
  page,
  context,
}) => {
  // A street corner: every request to EmailJS fails while navigator.onLine stays true, so no `online` event ever
  // comes. The page's back-off (5 s, then doubling) is what delivers when the signal returns.
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await page.evaluate(() => {
    ;(window as unknown as { onlineEvents: number }).onlineEvents = 0
    window.addEventListener('online', () => (window as unknown as { onlineEvents: number }).onlineEvents++)
  })
  emailjs.state.offline = true
  await sendContact(page)
  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(page.getByText('1 message waiting to be sent')).toBeVisible()
  // Long enough for the Background Sync asked for at queueing to fire and fail too (Chromium then backs off for minutes).
  await page.waitForTimeout(4000)
  emailjs.state.offline = false
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 30_000 }).toBe(2)
  expect(emailjs.state.delivered.every((delivery) => !delivery.byWorker)).toBe(true)
  await expect(page.getByText('1 message waiting to be sent')).toHaveCount(0)
  await queueEmptied(page, emailjs)
  expectEachOnce(emailjs.state.delivered, 2)
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { onlineEvents: number }).onlineEvents)).toBe(0)
})

test('a network that holds the request and never answers: the message is saved, not left on "Sending...", and delivered once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  emailjs.state.holding = true
  await sendContact(page)
  await expect(page.getByRole('button', { name: /sending/i })).toBeVisible()
  // FIRST_SEND_TIMEOUT_MS (15 s) after the tap, both e-mails are kept for later and the guest is told so.
  await expect(page.getByText(SAVED)).toBeVisible({ timeout: 25_000 })
  await expect(page.getByText('1 message waiting to be sent')).toBeVisible()
  // A replay that started while the network still held it waits out its own limit (SEND_TIMEOUT_MS, 20 s) first.
  emailjs.state.holding = false
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 60_000 }).toBe(2)
  await queueEmptied(page, emailjs)
  // The two held first tries never arrived, so each e-mail went exactly once.
  expectEachOnce(emailjs.state.delivered, 2)
})

test('a page closed while the network holds the first send: the message was kept, and the next visit sends it once', async ({
  page,
  context,
}) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  emailjs.state.holding = true
  await sendContact(page)
  await expect(page.getByRole('button', { name: /sending/i })).toBeVisible()
  await expect.poll(() => emailjs.state.held).toBe(2)
  // The guest gives up on the street corner and closes the app before the first try's limit (15 s).
  await page.close()
  emailjs.state.holding = false
  // Later: the first try's claim (LEASE_MS) is over, and the guest opens the site again.
  await context.clock.install({ time: Date.now() + LEASE_MS })
  // The held tries never arrived, so each e-mail goes exactly once.
  await expectTheNextVisitToDeliver(context, emailjs)
})

test('a 4xx rejection is not retried; the guest is told and offered the text back', async ({ page, context }) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await emailjs.setOffline(true)
  await sendContact(page, 'Please keep this text safe')
  await expect(page.getByText(SAVED)).toBeVisible()
  emailjs.state.status = 400
  await emailjs.setOffline(false)
  const panel = page.getByRole('alert').filter({ hasText: 'could not be delivered' })
  await expect(panel).toBeVisible({ timeout: 20_000 })
  await expect(panel).toContainText('Please keep this text safe')
  await expect(panel.getByRole('button', { name: 'Copy text' })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Send it by e-mail instead' })).toHaveAttribute(
    'href',
    /^mailto:.*Please%20keep%20this%20text%20safe/,
  )
  const attempts = emailjs.state.attempts
  await page.reload()
  await expect(page.getByRole('alert').filter({ hasText: 'could not be delivered' })).toBeVisible()
  // No event marks a delivery that is never tried: the wait is a margin for a try to reach the stand-in.
  await page.waitForTimeout(1500)
  expect(emailjs.state.attempts).toBe(attempts)
  expect(emailjs.state.delivered).toEqual([])
  // The panel's own button: the booking bar, shown once the page has scrolled, has a Dismiss of its own.
  await page
    .getByRole('alert')
    .filter({ hasText: 'could not be delivered' })
    .getByRole('button', { name: /dismiss/i })
    .click()
  await expect(page.getByRole('alert').filter({ hasText: 'could not be delivered' })).toHaveCount(0)
})

test('without Background Sync (Safari, Firefox) the page delivers the queue when it sees online', async ({
  page,
  context,
}) => {
  await withoutBackgroundSync(context)
  await expectThePageToDeliver(page, context)
})

test('where Background Sync exists, the worker delivers the queue', async ({ page, context }) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/contact')
  await emailjs.setOffline(true)
  await sendContact(page)
  await expect(page.getByText(SAVED)).toBeVisible()
  await page.goto('about:blank')
  await emailjs.setOffline(false)
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 20_000 }).toBe(2)
  expect(emailjs.state.delivered.every((delivery) => delivery.byWorker)).toBe(true)
})

test('when IndexedDB is unavailable, the form says offline saving is not available and keeps the text', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get: () => ({
        open: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      }),
    })
  })
  const emailjs = await fakeEmailJs(context)
  await page.goto('/contact')
  await emailjs.setOffline(true)
  await sendContact(page, 'Text that must not vanish')
  await expect(page.getByText(/offline saving is not available/i).first()).toBeVisible()
  await expect(page.getByLabel(/^Message/)).toHaveValue('Text that must not vanish')
  await emailjs.setOffline(false)
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
  expect(emailjs.state.delivered).toHaveLength(2)
})

test('feedback sent on no signal right after a tour is saved, then delivered once', async ({ page, context }) => {
  const emailjs = await fakeEmailJs(context)
  await ready(page, '/survey')
  await emailjs.setOffline(true)
  await fillSurvey(page, 'The cat cafe finale was wonderful.')
  await surveyForm(page).getByRole('button', { name: 'Submit Feedback' }).click()
  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(page.getByText('1 message waiting to be sent')).toBeVisible()
  await emailjs.setOffline(false)
  await expect.poll(() => emailjs.state.delivered.length, { timeout: 20_000 }).toBe(1)
  await expect(page.getByText('Your saved message was sent')).toBeVisible()
  await queueEmptied(page, emailjs)
  expectEachOnce(emailjs.state.delivered, 1)
})
