/**
 * SPEC §2 "Not-found page": 404, a suggestion guessed from keywords in the path, quick links Home, Our Tours,
 * Blog, and a Return to Home button. (HTTP status and noindex are covered in routes.spec.ts.)
 */
import type { Page } from '@playwright/test'
import { expect, SITE_SUFFIX, test, waitForHydration } from './fixtures'

async function openNotFound(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404')
}

/** Moves inside the app, as a link in a post or Back and Forward do: a new history entry, told to the router. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)

const suggestion = (page: Page) => page.getByRole('main').getByText(/Were you looking for/)

test.describe('suggestion', () => {
  test.skip(({ isMobile }) => isMobile, 'does not depend on the viewport width; runs in the desktop project')

  test('an unknown path mentioning Brooklyn suggests the Brooklyn Heights tour page', async ({ page }) => {
    await openNotFound(page, '/brooklyn-stuff')
    await expect(suggestion(page)).toBeVisible()
    const link = suggestion(page).getByRole('link')
    await expect(link).toHaveAttribute('href', '/tours/brooklyn-heights')
    await expect(link).toHaveText(/Brooklyn Heights/)
    await link.click()
    await expect(page).toHaveURL(/\/tours\/brooklyn-heights$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Brooklyn Heights/)
  })

  test('an unknown path mentioning photos suggests the Gallery', async ({ page }) => {
    await openNotFound(page, '/old-photo-album')
    const link = suggestion(page).getByRole('link')
    await expect(link).toHaveAttribute('href', '/gallery')
    await expect(link).toHaveText(/Gallery/)
  })

  test('keywords are matched regardless of case', async ({ page }) => {
    await openNotFound(page, '/Financial-Walks')
    await expect(suggestion(page).getByRole('link')).toHaveAttribute('href', '/tours/financial-district')
  })

  test('a new address on the same not-found page gets its own suggestion, and a legacy one is sent on', async ({
    page,
  }) => {
    // Back or Forward between two unknown paths, or a legacy link followed from here, keeps this page on screen.
    await openNotFound(page, '/brooklyn-stuff')
    await expect(suggestion(page).getByRole('link')).toHaveAttribute('href', '/tours/brooklyn-heights')
    await goInApp(page, '/old-photo-album')
    await expect(suggestion(page).getByRole('link')).toHaveAttribute('href', '/gallery')
    await goInApp(page, '/home')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cat History/)
  })

  test('an unknown path without a known keyword has no suggestion', async ({ page }) => {
    await openNotFound(page, '/zzz')
    // The suggestion is computed after hydration; make sure that has had a chance to run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
    await expect(suggestion(page)).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('link', { name: 'Our Tours', exact: true })).toBeVisible()
  })
})

test('the quick links Home, Our Tours and Blog work', async ({ page }) => {
  const links = [
    ['Home', /\/$/, /cat history/i],
    ['Our Tours', /\/tours$/, 'Our Tours'],
    ['Blog', /\/blog$/, 'Blog & Cat Stories'],
  ] as const
  for (const [name, url, h1] of links) {
    await openNotFound(page, '/zzz')
    await page.getByRole('main').getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  }
})

test.describe('its title and robots rule', () => {
  test.skip(({ isMobile }) => isMobile, 'does not depend on the viewport width; runs in the desktop project')

  const expectNotFoundHead = async (page: Page) => {
    // The router writes the head again once the app has started: what it writes then is what the tab shows.
    await expect(page).toHaveTitle(`Page Not Found ${SITE_SUFFIX}`)
    // No event marks a title the router does not write again: the wait is a margin for it to.
    await page.waitForTimeout(500)
    await expect(page).toHaveTitle(`Page Not Found ${SITE_SUFFIX}`)
    const robots = await page.evaluate(() =>
      [...document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')),
    )
    expect(robots).toEqual(['noindex, nofollow'])
  }

  // The served not-found document starts the app at any address: one no route matches, and ones a route matches but
  // refuses (an unknown tour, another cat's petition).
  for (const path of ['/no-such-page', '/tours/nope', '/petition-bob', '/Tours']) {
    test(`stay the not-found page's at ${path} once the app has started`, async ({ page }) => {
      await openNotFound(page, path)
      await expectNotFoundHead(page)
    })
  }

  test("are the not-found page's when the app itself goes to an unknown tour", async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    await goInApp(page, '/tours/nope')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404')
    await expectNotFoundHead(page)
  })

  // Every host answers a full load of /Tours with the not-found page: followed inside the app, the address is the
  // same page, not the tours list under another spelling.
  for (const path of ['/Tours', '/tours/Brooklyn-Heights', '/ABOUT']) {
    test(`are the not-found page's when the app itself goes to ${path}`, async ({ page }) => {
      await page.goto('/gallery')
      await waitForHydration(page)
      await goInApp(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('404')
      await expectNotFoundHead(page)
    })
  }
})

test('the Return to Home button goes home', async ({ page }) => {
  await openNotFound(page, '/tours/nope')
  await page.getByRole('main').getByRole('link', { name: 'Return to Home', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cat history/i)
  // The not-found head goes with the page: the home page's own title, and indexable again.
  await expect(page).toHaveTitle(`Cat History Walking Tours in New York City ${SITE_SUFFIX}`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
})

test('a legacy path reached inside the app is sent on to its page, replacing the history entry', async ({ page }) => {
  // The server and the worker answer a legacy address with a 301; inside the app (a link in a post, history
  // state) the router finds no route for it, and the not-found page sends it on.
  await page.goto('/about')
  await waitForHydration(page)
  await goInApp(page, '/contact-us')
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we help?')
  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
})
