/**
 * Keyboard-only journeys (issue 8): no mouse, no fill(); Tab, Enter, Space, arrows and typing, as a guest
 * without a pointer would. Focus must always be visible and land where the next step needs it.
 */
import type { Locator, Page } from '@playwright/test'
import { stubEmailJs } from './emailjs-stub'
import { expect, test, waitForHydration } from './fixtures'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page)
      return
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Focus never reached ${target} within ${max} presses`)
}

/** The focused element shows an outline or a box-shadow ring (the :focus-visible style). */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'none'
    const ringed = (target: Element) => {
      const style = getComputedStyle(target)
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    }
    // A custom radio or checkbox shows its ring on the label around it.
    const label = element.closest('label')
    return ringed(element) || (label !== null && ringed(label)) ? 'visible' : `${element.tagName} ${element.className}`
  })
  expect(ring, 'the focused element has a visible focus indicator').toBe('visible')
}

test('search → a tour → Reserve, with the keyboard alone', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Search' }))
  await page.keyboard.press('Enter')
  const search = page.getByRole('dialog', { name: 'Search the site' })
  await expect(search.getByRole('searchbox')).toBeFocused()
  await page.keyboard.type('lower east')
  await expect(search.getByRole('listitem')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tours\/lower-east-side$/)
  await expect(search).toBeHidden()

  await tabTo(page, page.getByRole('link', { name: 'Check Availability & Book' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#book-now$/)
  await expect(page.locator('#book-now')).toBeInViewport()

  // Past 300px of scroll the sticky bar offers Reserve Your Spot; Tab reaches it from the booking section.
  const reserve = page
    .getByRole('complementary', { name: 'Book a tour' })
    .getByRole('link', { name: 'Reserve your spot on a cat history tour' })
  await expect(reserve).toBeVisible()
  await tabTo(page, reserve, { max: 120 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/booking$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('contact form: errors, then fixed, then sent, with the keyboard alone', async ({ page, context }) => {
  const sent = await stubEmailJs(context)
  await page.goto('/contact')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Contact us' })
  const name = form.getByRole('textbox', { name: /^Name/ })
  const email = form.getByRole('textbox', { name: /^Email/ })
  const consent = form.getByRole('checkbox', { name: 'I agree to receive updates from the product', exact: true })
  const send = form.getByRole('button', { name: 'Send Message' })

  await tabTo(page, name)
  await page.keyboard.type('A')
  await page.keyboard.press('Tab')
  await page.keyboard.type('not-an-address')
  await tabTo(page, send)
  await page.keyboard.press('Enter')
  // The first invalid field takes focus, and each message is tied to its field.
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription(/Name must be at least 2 characters/)
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/)
  await expect(consent).toHaveAccessibleDescription(/You must agree to receive updates/)

  await page.keyboard.press('End')
  await page.keyboard.type('da Lovelace')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.press('Tab')
  await expect(email).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('ada@example.com')
  await tabTo(page, consent)
  await page.keyboard.press('Space')
  await expect(consent).toBeChecked()
  await tabTo(page, send)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible()
  expect(sent).toHaveLength(2)
  expect(sent[0]!.template_params).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' })
})

test('survey: every field answered and sent with the keyboard alone', async ({ page, context }) => {
  const sent = await stubEmailJs(context)
  await page.goto('/survey')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Share your feedback' })

  await tabTo(page, form.getByRole('textbox', { name: /^Name/ }))
  await page.keyboard.type('Grace Hopper')
  await page.keyboard.press('Tab')
  await page.keyboard.type('grace@example.com')
  await tabTo(page, form.getByLabel('Tour date'))
  await page.keyboard.type('05032025')
  await expect(form.getByLabel('Tour date')).toHaveValue('2025-05-03')

  const tourType = form.getByRole('combobox', { name: 'Which tour did you take?' })
  await tabTo(page, tourType)
  await page.keyboard.type('Lower')
  await expect(tourType).toHaveValue('Lower East Side')

  // A radio group is one Tab stop; the arrows choose within it.
  const tourRating = form.getByRole('radiogroup', { name: 'How would you rate the tour?' })
  await tabTo(page, tourRating.getByRole('radio').first())
  await page.keyboard.press('Space')
  await expect(tourRating.getByRole('radio', { name: 'Excellent' })).toBeChecked()
  const guideRating = form.getByRole('radiogroup', { name: 'How would you rate your guide?' })
  await tabTo(page, guideRating.getByRole('radio').first())
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await expect(guideRating.getByRole('radio', { name: 'Good' })).toBeChecked()

  const howHeard = form.getByRole('combobox', { name: 'How did you hear about us?' })
  await tabTo(page, howHeard)
  await page.keyboard.type('Blog')
  await expect(howHeard).toHaveValue('Blog or Article')
  const recommend = form.getByRole('combobox', { name: 'Would you recommend us to a friend?' })
  await tabTo(page, recommend)
  await page.keyboard.type('Yes')
  await expect(recommend).toHaveValue('Yes, definitely')

  await tabTo(page, form.getByRole('textbox', { name: /^Your feedback/ }))
  await page.keyboard.type('The postal cats of Newspaper Row were the highlight.')
  await tabTo(page, form.getByRole('button', { name: 'Submit Feedback' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Thank You' }).first()).toBeVisible()
  expect(sent).toHaveLength(1)
  expect(sent[0]!.template_params.subject).toBe('Tour Feedback from Grace Hopper - Lower East Side Tour')
})
