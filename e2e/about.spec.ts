/** SPEC §2 About, §3 Team member and Feature card. */

import { SPEC_TEAM_ROLES } from '../tests/support/spec'
import { collectErrors, expect, test, waitForHydration } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/about')
  await waitForHydration(page)
})

test('the about page tells the story of the company', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  const story = page.getByRole('region', { name: 'Our story' })
  await expect(story).toContainText('licensed guides')
  await expect(story).toContainText('not cat-spotting')
})

test('introduces four team members with the spec’s roles, a bio and a portrait of their cat', async ({ page }) => {
  const members = page.getByRole('region', { name: 'Meet the team' }).getByRole('article')
  await expect(members).toHaveCount(4)
  for (const [index, role] of SPEC_TEAM_ROLES.entries()) {
    const member = members.nth(index)
    await expect(member.getByRole('heading', { level: 3 })).toHaveText(/^\S+ \S+/)
    await expect(member.getByText(new RegExp(`^${role}$`, 'i'))).toBeVisible()
    const catName = ((await member.locator('figcaption strong').textContent()) ?? '').trim()
    expect(catName).not.toBe('')
    const portrait = member.getByRole('img')
    await expect(portrait).toHaveAttribute(
      'alt',
      new RegExp(`^${catName}, .+’s cat\\. Illustrated portrait of an? .+ cat wearing a scarf$`),
    )
    await portrait.scrollIntoViewIfNeeded()
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await expect(member.locator('p').last()).toHaveText(/.{60,}/)
  }
})

test('the mission section shows three features and a Reserve link to /booking', async ({ page }) => {
  const errors = collectErrors(page)
  const mission = page.getByRole('region', { name: 'Our mission' })
  const features = mission.getByRole('listitem')
  await expect(features).toHaveCount(3)
  for (const feature of await features.all()) {
    await expect(feature.getByRole('heading', { level: 3 })).not.toBeEmpty()
    await expect(feature.locator('svg')).toHaveCount(1)
  }
  const reserve = mission.getByRole('link', { name: 'Reserve your spot on a cat history tour' })
  await expect(reserve).toHaveText('Reserve Your Spot')
  await expect(reserve).toHaveAttribute('href', '/booking')
  await reserve.click()
  await expect(page).toHaveURL(/\/booking$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book')
  expect(errors.entries).toEqual([])
})
