/**
 * SPEC §2 Home (newsletter signup), §3 Newsletter form, §5 (native validation), §7 (POST in a new tab to the
 * e-mail marketing provider). The provider is stubbed; no provider script or jQuery is loaded
 * (docs/decisions/0005-newsletter-native-validation.md). Runs in both projects.
 */
import type { Page, Request } from '@playwright/test'
import { expect, settle, test, waitForHydration } from './fixtures'

const ACTION = 'https://cathistorytours.us21.list-manage.example/subscribe/post?u=0a1b2c3d4e5f&id=6a7b8c9d0e'
const HONEYPOT = 'b_0a1b2c3d4e5f_6a7b8c9d0e'

const form = (page: Page) => page.getByRole('form', { name: 'Join our newsletter' })
const emailBox = (page: Page) => form(page).getByRole('textbox', { name: 'Email address' })
const firstName = (page: Page) => form(page).getByRole('textbox', { name: 'First name' })
const lastName = (page: Page) => form(page).getByRole('textbox', { name: /^Last name/ })
const consent = (page: Page) => form(page).getByRole('checkbox')
const subscribe = (page: Page) => form(page).getByRole('button', { name: 'Subscribe' })

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
})

test('the home page offers the newsletter between the intro and the gift card promo (SPEC §2 Home order)', async ({
  page,
}) => {
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  const intro = headings.indexOf('History told through its cats')
  const newsletter = headings.indexOf('Join our newsletter')
  const giftCards = headings.indexOf('Give a walk through history')
  expect(intro).toBeGreaterThanOrEqual(0)
  expect(newsletter).toBe(intro + 1)
  expect(giftCards).toBe(newsletter + 1)
})

test('the form posts to the provider in a new tab with the fields of the specification', async ({ page }) => {
  const element = form(page)
  await expect(element).toHaveAttribute('method', 'post')
  await expect(element).toHaveAttribute('action', ACTION)
  await expect(element).toHaveAttribute('target', '_blank')
  await expect(element).toHaveAttribute('rel', 'noopener')
  await expect(emailBox(page)).toHaveAttribute('name', 'EMAIL')
  await expect(emailBox(page)).toHaveAttribute('type', 'email')
  await expect(emailBox(page)).toHaveAttribute('required', '')
  await expect(firstName(page)).toHaveAttribute('name', 'FNAME')
  await expect(firstName(page)).toHaveAttribute('required', '')
  await expect(lastName(page)).toHaveAttribute('name', 'LNAME')
  await expect(lastName(page)).not.toHaveAttribute('required', /.*/)
  await expect(consent(page)).toHaveAttribute('name', 'CONSENT')
  await expect(consent(page)).toHaveAttribute('required', '')
  await expect(element.locator('input[type="hidden"][name="tags"]')).toHaveCount(1)
})

test('the honeypot is off-screen, out of the tab order, hidden from assistive tech and empty', async ({ page }) => {
  const honeypot = page.locator(`input[name="${HONEYPOT}"]`)
  await expect(honeypot).toHaveCount(1)
  await expect(honeypot).toHaveValue('')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).toHaveAttribute('autocomplete', 'off')
  await expect(page.locator(`[aria-hidden="true"]:has(> input[name="${HONEYPOT}"])`)).toHaveCount(1)
  const box = await honeypot.boundingBox()
  expect(box === null || box.x + box.width <= 0).toBe(true)
  // Not reachable with the keyboard: Tab from the last name goes to the consent box.
  await lastName(page).focus()
  await page.keyboard.press('Tab')
  await expect(consent(page)).toBeFocused()
})

test('no jQuery or provider validation script or stylesheet is loaded', async ({ page }) => {
  await expect(
    page.locator(
      'script[src*="jquery" i], script[src*="list-manage"], script[src*="mc-validate"], link[href*="list-manage"], link[href*="mc-validate"]',
    ),
  ).toHaveCount(0)
})

test('required fields block the submit: nothing opens and nothing is posted', async ({ page, context }) => {
  const posted: Request[] = []
  await context.route(`${new URL(ACTION).origin}/**`, (route) => {
    posted.push(route.request())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Subscribed</h1>' })
  })
  let popups = 0
  page.on('popup', () => (popups += 1))

  await subscribe(page).click()
  expect(await emailBox(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)

  await emailBox(page).fill('not-an-address')
  await subscribe(page).click()
  expect(await emailBox(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)

  await emailBox(page).fill('ada@example.com')
  await subscribe(page).click()
  expect(await firstName(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)

  await firstName(page).fill('Ada')
  await subscribe(page).click()
  expect(await consent(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)

  await settle(page)
  // A popup that never opens fires no event: the wait is a margin for one to open.
  await page.waitForTimeout(300)
  expect(popups).toBe(0)
  expect(posted).toHaveLength(0)
})

test('a complete signup opens the provider in a new tab and posts the fields, honeypot empty', async ({
  page,
  context,
}) => {
  const posted: Request[] = []
  await context.route(`${new URL(ACTION).origin}/**`, (route) => {
    posted.push(route.request())
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Provider</title><h1>Almost finished</h1>',
    })
  })
  await emailBox(page).fill('ada@example.com')
  await firstName(page).fill('Ada')
  await lastName(page).fill('Lovelace')
  await consent(page).check()
  const [popup] = await Promise.all([page.waitForEvent('popup'), subscribe(page).click()])
  await popup.waitForLoadState()
  await expect(popup.getByRole('heading', { name: 'Almost finished' })).toBeVisible()
  expect(page.url()).toMatch(/\/$/)

  expect(posted).toHaveLength(1)
  const request = posted[0]!
  expect(request.method()).toBe('POST')
  expect(request.url()).toBe(ACTION)
  const body = new URLSearchParams(request.postData() ?? '')
  expect(body.get('EMAIL')).toBe('ada@example.com')
  expect(body.get('FNAME')).toBe('Ada')
  expect(body.get('LNAME')).toBe('Lovelace')
  expect(body.get('CONSENT')).not.toBeNull()
  expect(body.has('tags')).toBe(true)
  expect(body.get(HONEYPOT)).toBe('')
})

test('offline, the newsletter says signing up needs a connection and its button is disabled', async ({
  page,
  context,
}) => {
  await context.setOffline(true)
  await expect(form(page).getByText(/Signing up for the newsletter needs an internet connection/)).toBeVisible()
  await expect(subscribe(page)).toBeDisabled()
  await context.setOffline(false)
  await expect(subscribe(page)).toBeEnabled()
  await expect(form(page).getByText(/needs an internet connection/)).toHaveCount(0)
})
