/**
 * SPEC §2 "Blog (/blog)", §4 (Blog: list or post view), §5 (a post id must be numeric and known), §8 (blog
 * messages), §9 (blog loading 300 ms, at most 3 related posts).
 */
import type { Locator, Page } from '@playwright/test'
import { collectErrors, expect, pathOf, SITE_SUFFIX, settle, test, waitForHydration } from './fixtures'

const TOM = /^Tom of Borough Hall/
const POSTAL = 'Mousers on the Payroll: The Postal Cats of New York'
const BODEGA = 'The Bodega Cats of the Lower East Side'

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardTitles = (page: Page) => cards(page).getByRole('heading')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search stories' })
const topic = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Topic' }).getByRole('button', { name, exact: true })
const loadingText = (page: Page) => page.getByText('Loading story…')
const historyLength = (page: Page) => page.evaluate(() => window.history.length)

async function openBlog(page: Page, path = '/blog'): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/** A lazy image, once scrolled to, has really loaded (not just finished failing). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
}

test.describe('list view', () => {
  test('shows the hero, title and a card per post with image, category, date, author, title, excerpt and Read More', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await openBlog(page)
    await expect(page).toHaveTitle(`Blog & Cat Stories ${SITE_SUFFIX}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog & Cat Stories')
    await expect(cards(page)).toHaveCount(3)
    await expect(cardTitles(page)).toHaveText([TOM, POSTAL, BODEGA])
    const bodega = cards(page).nth(2)
    await expectLoaded(bodega.locator('img'))
    await expect(bodega.getByText('Neighborhood Cats', { exact: true })).toBeVisible()
    await expect(bodega.getByText('May 9, 2025')).toBeVisible()
    await expect(bodega.getByText('Cat History Tours NYC')).toBeVisible()
    await expect(bodega.getByText(/Every corner store has a guardian/)).toBeVisible()
    await expect(bodega.getByRole('link', { name: `Read More: ${BODEGA}` })).toHaveAttribute('href', '/blog?post=3')
    // Three posts, so the topic block stays away (it needs more than 3 shown).
    await expect(page.getByRole('heading', { name: 'Browse by Topic' })).toHaveCount(0)
    expect(errors.entries).toEqual([])
  })

  test('lays the cards out in three columns on a wide screen and one on a phone', async ({ page }, testInfo) => {
    await openBlog(page)
    const boxes = await Promise.all([0, 1, 2].map(async (index) => (await cards(page).nth(index).boundingBox())!))
    if (testInfo.project.name === 'desktop') {
      expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1)
      expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x)
      expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x)
    } else {
      expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1)
      expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y)
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
  })

  test('searches live and case-insensitively over title, excerpt and category, keeping the text in the address', async ({
    page,
  }) => {
    await openBlog(page)
    const before = await historyLength(page)
    await searchBox(page).pressSequentially('BODEGA')
    await expect(cardTitles(page)).toHaveText([BODEGA])
    await expect(page.getByText('Found 1 post(s) matching the query')).toBeVisible()
    await expect(page).toHaveURL(/\/blog\?q=BODEGA$/)
    await searchBox(page).fill('neighborhood cats')
    await expect(cardTitles(page)).toHaveText([BODEGA])
    await searchBox(page).fill('mail')
    await expect(cardTitles(page)).toHaveText([POSTAL])
    await searchBox(page).fill('cat')
    await expect(page.getByText('Found 3 post(s) matching the query')).toBeVisible()
    // Typing replaces the entry: the back button is not a keystroke history.
    expect(await historyLength(page)).toBe(before)
  })

  test('keeps search text that looks like a number or a quote in the address as typed, across a reload', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await openBlog(page)
    await searchBox(page).fill('1904')
    await expect(page).toHaveURL(/\/blog\?q=1904$/)
    await page.reload()
    await waitForHydration(page)
    await expect(searchBox(page)).toHaveValue('1904')
    await searchBox(page).fill('"cats"')
    await expect(page).toHaveURL(/\/blog\?q=%22cats%22$/)
    await page.reload()
    await waitForHydration(page)
    await expect(searchBox(page)).toHaveValue('"cats"')
    expect(errors.entries).toEqual([])
  })

  test('says when the search finds nothing and clears it', async ({ page }) => {
    await openBlog(page)
    await searchBox(page).fill('giraffe')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('No posts found matching your search.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(cards(page)).toHaveCount(3)
    await expect(searchBox(page)).toHaveValue('')
    await expect(searchBox(page)).toBeFocused()
    expect(pathOf(page)).toBe('/blog')
  })

  test('filters by category, and keeps the filter across a reload', async ({ page }) => {
    const errors = collectErrors(page)
    await openBlog(page)
    await topic(page, 'Cat History').click()
    await expect(cardTitles(page)).toHaveText([TOM, POSTAL])
    await expect(topic(page, 'Cat History')).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\/blog\?category=Cat\+History$/)
    await page.reload()
    await waitForHydration(page)
    await expect(cardTitles(page)).toHaveText([TOM, POSTAL])
    await topic(page, 'All topics').click()
    await expect(cards(page)).toHaveCount(3)
    expect(errors.entries).toEqual([])
  })

  test('applies a search in the address once the prerendered list has hydrated, without a hydration error', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await openBlog(page, '/blog?q=postal&category=Cat+History')
    await expect(cardTitles(page)).toHaveText([POSTAL])
    await expect(searchBox(page)).toHaveValue('postal')
    await settle(page)
    expect(errors.entries).toEqual([])
  })

  // 01, 1e0 and "1" are not how a post's address is written: hosts send the list for them, and so the app shows it.
  const junk = ['?post=abc', '?post=99', '?post=0', '?post=1.5', '?post=-1', '?post=', '?category=Dogs&q=']
  for (const query of [...junk, '?post=01', '?post=1e0', '?post=%221%22', '?post=abc&post=1']) {
    test(`shows the list for the unknown or junk parameters ${query}`, async ({ page }) => {
      const errors = collectErrors(page)
      await openBlog(page, `/blog${query}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog & Cat Stories')
      await expect(cards(page)).toHaveCount(3)
      await settle(page)
      expect(errors.entries).toEqual([])
    })
  }
})

test.describe('post view', () => {
  test('shows hero, breadcrumb, body, tags, related stories, and the ways on', async ({ page }) => {
    const errors = collectErrors(page)
    await openBlog(page, '/blog?post=1')
    const hero = page.locator('main section').first()
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(TOM)
    await expect(hero.getByText('Cat History · March 14, 2025')).toBeVisible()
    await expect(hero.getByText(/Born around 1876, blind by 1903/)).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    await expect(crumbs).toHaveText(['Home', 'Blog', 'Cat History', TOM])
    await expect(crumbs.nth(3)).toHaveAttribute('aria-current', 'page')
    const article = page.getByRole('article', { name: TOM })
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      'A hall older than the borough',
      'The story as we tell it',
      'What we know, and what we don’t',
      'Why a plaque',
      'Hear it where it happened',
    ])
    await expect(article.locator('ol > li')).toHaveCount(5)
    await expect(article.locator('ol > li').nth(3)).toContainText('22 May 1904')
    await expect(article.locator('strong').first()).toHaveText('1848')
    await expectLoaded(article.getByRole('figure').getByRole('img'))
    await expect(article.getByRole('link', { name: 'petition' })).toHaveAttribute('href', '/petition-tom')
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible()
    await expect(page.getByRole('list').filter({ hasText: 'Borough Hall' }).last().getByRole('listitem')).toHaveText([
      'Brooklyn',
      'Borough Hall',
      'Working cats',
      'Petition',
    ])
    const related = page.getByRole('region', { name: 'Related Stories' })
    await expect(related.getByRole('article')).toHaveCount(1)
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(POSTAL)
    await expect(page.getByRole('link', { name: 'Browse All Stories' })).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('link', { name: 'Explore Our Tours' })).toHaveAttribute('href', '/booking')
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog')
    expect(errors.entries).toEqual([])
  })

  test('has its own title, description and BlogPosting and BreadcrumbList data', async ({ page }) => {
    await openBlog(page, '/blog?post=2')
    await expect(page).toHaveTitle(`${POSTAL} ${SITE_SUFFIX}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Mail sacks, paste and paper drew mice/,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?post=2$/)
    const data = await jsonLd(page)
    const posting = data.find((item) => item['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({ headline: POSTAL, articleSection: 'Cat History', datePublished: '2025-04-02' })
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as Array<{
      name: string
      item: string
    }>
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', 'Cat History', POSTAL])
    expect(new URL(crumbs[2]!.item).search).toBe('?category=Cat+History')
  })

  test('a repeated post parameter opens the first post, the page hosts send for it, without a hydration error', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await openBlog(page, '/blog?post=2&post=1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTAL)
    await settle(page)
    expect(errors.entries).toEqual([])
  })

  test('a post without another of its category shows no related stories', async ({ page }) => {
    await openBlog(page, '/blog?post=3')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BODEGA)
    await expect(page.getByRole('region', { name: 'Related Stories' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Browse All Stories' })).toBeVisible()
  })

  test('a prerendered post arrives complete: no loading text in the document or after hydration', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/blog?post=1')).text()
    expect(html).toContain('A hall older than the borough')
    expect(html).not.toContain('Loading story')
    await openBlog(page, '/blog?post=1')
    await settle(page)
    await expect(loadingText(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'A hall older than the borough' })).toBeVisible()
  })

  test('the breadcrumb category opens the list filtered to it, and the back button the whole list', async ({
    page,
  }) => {
    await openBlog(page, '/blog?post=3')
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Neighborhood Cats' }).click()
    await expect(cardTitles(page)).toHaveText([BODEGA])
    await expect(topic(page, 'Neighborhood Cats')).toHaveAttribute('aria-pressed', 'true')
    await cards(page).getByRole('link', { name: BODEGA, exact: true }).click()
    await page.getByRole('link', { name: '← Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page)).toHaveCount(3)
  })
})

test.describe('selecting a post', () => {
  test('replaces the history entry: back leaves the blog for the page before it', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog & Cat Stories')
    const before = await historyLength(page)
    await cards(page)
      .getByRole('link', { name: `Read More: ${POSTAL}` })
      .click()
    await expect(page).toHaveURL(/\/blog\?post=2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTAL)
    await expect(page.getByRole('heading', { name: 'A post office in City Hall Park' })).toBeVisible()
    expect(await historyLength(page)).toBe(before)
    // A related story replaces the entry too.
    await page.getByRole('region', { name: 'Related Stories' }).getByRole('link', { name: TOM }).click()
    await expect(page).toHaveURL(/\/blog\?post=1$/)
    expect(await historyLength(page)).toBe(before)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Blog & Cat Stories')
  })

  test('shows the loading text for 300 ms, then the story, scrolled to the top', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-06-14T10:00:00') })
    await openBlog(page)
    await page.clock.pauseAt(new Date('2025-06-14T10:01:00'))
    await settle(page)
    const readMore = cards(page).getByRole('link', { name: `Read More: ${BODEGA}` })
    await readMore.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await readMore.click()
    await expect(loadingText(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BODEGA)
    await page.clock.runFor(290)
    await settle(page)
    await expect(loadingText(page)).toBeVisible()
    await page.clock.runFor(20)
    await expect(loadingText(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'How to greet a bodega cat' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a link opened in a new tab leaves this tab as it was', async ({ page, context }) => {
    await openBlog(page)
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      cards(page)
        .getByRole('link', { name: 'Read More: Tom of Borough Hall: The Blind Cat Who Raised the Alarm' })
        .click({ modifiers: ['ControlOrMeta'] }),
    ])
    await popup.waitForLoadState()
    expect(pathOf(popup)).toBe('/blog?post=1')
    await expect(loadingText(page)).toHaveCount(0)
    expect(pathOf(page)).toBe('/blog')
    await popup.close()
  })
})

test.describe('a post body that cannot load', () => {
  test('says so instead of an empty story, and "Try again" shows it once the network answers', async ({ page }) => {
    await openBlog(page)
    // The connection drops as the guest picks a post: the request fails without the browser going offline.
    await page.route('**/blog/posts/3.json', (route) => route.abort('internetdisconnected'))
    await cards(page)
      .getByRole('link', { name: `Read More: ${BODEGA}` })
      .click()
    await expect(page).toHaveURL(/\/blog\?post=3$/)
    const alert = page.getByRole('alert').filter({ hasText: 'This story could not load.' })
    await expect(alert).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BODEGA)
    await page.unroute('**/blog/posts/3.json')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { name: 'How to greet a bodega cat' })).toBeVisible()
    await expect(alert).toHaveCount(0)
  })

  test("a body file that is not a body (a proxy's error page) is treated the same", async ({ page }) => {
    await openBlog(page)
    await page.route('**/blog/posts/2.json', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Gateway</h1>' }),
    )
    await cards(page)
      .getByRole('link', { name: `Read More: ${POSTAL}` })
      .click()
    await expect(page.getByRole('alert').filter({ hasText: 'This story could not load.' })).toBeVisible()
  })
})
