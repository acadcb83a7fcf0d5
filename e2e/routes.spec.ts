/**
 * SPEC §2 "Route table", "Redirects", "Not-found page": what a crawler or a visitor without JavaScript gets
 * at every address, then that every page hydrates cleanly and the header navigates client-side.
 * Nothing here depends on the viewport, so it runs in the desktop project only.
 */
import type { Page } from '@playwright/test'
import { SPEC_LEGACY_REDIRECTS } from '../tests/support/spec'
import {
  collectErrors,
  expect,
  isSameDocument,
  markDocument,
  pathOf,
  SITE_SUFFIX,
  test,
  waitForHydration,
} from './fixtures'

/** Every address of the route table with the page title (before the site suffix) and its main heading. */
const routes: ReadonlyArray<{ path: string; title: string | RegExp; h1: string | RegExp }> = [
  { path: '/', title: 'Cat History Walking Tours in New York City', h1: /cat history/i },
  { path: '/about', title: 'About Us', h1: 'About Us' },
  { path: '/tours', title: 'Our Tours', h1: 'Our Tours' },
  { path: '/tours/brooklyn-heights', title: /Brooklyn Heights/, h1: /Brooklyn Heights/ },
  { path: '/tours/financial-district', title: /Financial District/, h1: /Financial District/ },
  { path: '/tours/lower-east-side', title: /Lower East Side/, h1: /Lower East Side/ },
  { path: '/tours/private-tours', title: /Private/, h1: /Private/ },
  { path: '/gallery', title: 'Cat Gallery', h1: 'Cat Gallery' },
  { path: '/blog', title: 'Blog & Cat Stories', h1: 'Blog & Cat Stories' },
  { path: '/blog?post=1', title: /Tom of Borough Hall/, h1: /Tom of Borough Hall/ },
  { path: '/blog?post=2', title: /Postal Cats/, h1: /Postal Cats/ },
  { path: '/blog?post=3', title: /Bodega Cats/, h1: /Bodega Cats/ },
  { path: '/contact', title: 'Contact Us', h1: 'How can we help?' },
  { path: '/petition-tom', title: 'Tom Petition', h1: /Tom/ },
  { path: '/press-kit', title: 'Press Kit', h1: 'Press Kit' },
  { path: '/booking', title: 'Book a Tour', h1: /Book/ },
  { path: '/in-the-news', title: 'In the News', h1: 'In the News' },
  { path: '/sitemap', title: 'Site Map', h1: 'Site Map' },
  { path: '/survey', title: 'Tour Feedback Survey', h1: 'Tour Feedback Survey' },
]

/** SPEC §2 legacy paths (one table, shared with the unit tests) plus the two pattern rules. */
const redirects: ReadonlyArray<readonly [from: string, to: string]> = [
  ...SPEC_LEGACY_REDIRECTS,
  ['/about-jane', '/about'],
  ['/blog/2', '/blog?post=2'],
]

const unknownPaths = ['/nope', '/tours/nope', '/petition-bob']

function titleOf(html: string): string | undefined {
  const titles = [...html.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/gi)].map((match) =>
    decodeEntities(match[1] ?? '').trim(),
  )
  expect(titles, 'exactly one <title> element').toHaveLength(1)
  return titles[0]
}

function robotsOf(html: string): string[] {
  return [...html.matchAll(/<meta\s+[^>]*name="robots"[^>]*>/gi)].map(
    (match) => /content="([^"]*)"/i.exec(match[0])?.[1] ?? '',
  )
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

function expectTitle(title: string | undefined, expected: string | RegExp) {
  expect(title).toBeDefined()
  expect(title?.endsWith(` ${SITE_SUFFIX}`), `"${title}" ends with "${SITE_SUFFIX}"`).toBe(true)
  const own = title?.slice(0, -SITE_SUFFIX.length).trim() ?? ''
  if (typeof expected === 'string') expect(own).toBe(expected)
  else expect(own).toMatch(expected)
}

test.describe('HTTP responses', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its own title and a main heading`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
      const html = await response.text()
      expectTitle(titleOf(html), route.title)
      expect(html).toMatch(/<h1[\s>]/)
      const robots = robotsOf(html)
      if (route.path === '/survey') {
        expect(
          robots.some((content) => content.startsWith('noindex')),
          `robots ${JSON.stringify(robots)}`,
        ).toBe(true)
      } else {
        expect(
          robots.some((content) => content.includes('noindex')),
          `robots ${JSON.stringify(robots)}`,
        ).toBe(false)
      }
    })
  }

  test('every page has a title of its own', async ({ request }) => {
    const titles = await Promise.all(routes.map(async (route) => titleOf(await (await request.get(route.path)).text())))
    expect(new Set(titles).size).toBe(routes.length)
  })

  test('every legacy path answers 301 with the canonical location', async ({ request, baseURL }) => {
    const wrong: string[] = []
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 })
      const location = response.headers().location
      const target = location === undefined ? undefined : new URL(location, baseURL)
      const got = target ? `${target.pathname}${target.search}` : '(none)'
      if (response.status() !== 301 || got !== to)
        wrong.push(`${from}: ${response.status()} → ${got}, expected 301 → ${to}`)
    }
    expect(wrong).toEqual([])
  })

  for (const path of unknownPaths) {
    test(`the unknown path ${path} answers 404 with the noindex not-found page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      const html = await response.text()
      expectTitle(titleOf(html), /not found/i)
      expect(html).toMatch(/<h1[^>]*>[^<]*404/)
      expect(robotsOf(html).some((content) => content.startsWith('noindex'))).toBe(true)
    })
  }
})

test.describe('without JavaScript', () => {
  // One test per page, so that a slow machine gives each page its own time (nineteen loads in one test took more
  // than 30 s on two idle cores).
  for (const route of routes) {
    test(`${route.path} is readable and links onward`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()
      try {
        const response = await page.goto(route.path)
        expect(response?.status(), route.path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
        expectTitle(await page.title(), route.title)
        const nav = page.getByRole('navigation', { name: 'Main', exact: true })
        await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery')
        await expect(page.getByRole('contentinfo')).toBeVisible()
      } finally {
        await context.close()
      }
    })
  }

  test('real links work without the router: following one loads the next prerendered page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    try {
      await page.goto('/')
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About' }).click()
      await expect(page).toHaveURL(/\/about$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    } finally {
      await context.close()
    }
  })

  test('a legacy path lands on its canonical page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    try {
      await page.goto('/brooklyn-heights-cat-tour')
      await expect(page).toHaveURL(/\/tours\/brooklyn-heights$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Brooklyn Heights/)
    } finally {
      await context.close()
    }
  })

  test('an unknown path shows the not-found page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    try {
      for (const path of unknownPaths) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toContainText('404')
        await expect(page.getByRole('main').getByRole('link', { name: 'Our Tours' })).toHaveAttribute('href', '/tours')
      }
    } finally {
      await context.close()
    }
  })
})

test.describe('with JavaScript', () => {
  /** Loads each address in turn and records, per address, any console or page error up to hydration. */
  async function hydrationErrors(
    page: Page,
    paths: ReadonlyArray<{ path: string; status: number; h1: string | RegExp }>,
  ) {
    const errors = collectErrors(page)
    const failures: Record<string, string[]> = {}
    for (const { path, status, h1 } of paths) {
      errors.entries.length = 0
      const response = await page.goto(path)
      const problems: string[] = []
      if (response?.status() !== status) problems.push(`status ${response?.status()} instead of ${status}`)
      await waitForHydration(page)
      // Effects that run after hydration (and React's mismatch reports) surface within a frame or two.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1)
      problems.push(...errors.entries)
      if (problems.length > 0) failures[path] = problems
    }
    return failures
  }

  // One test per route, so that a slow machine gives each its own time (nineteen loads, each until hydrated, in one
  // test took more than 30 s on two idle cores).
  for (const route of routes) {
    test(`${route.path} hydrates with no console error and no page error`, async ({ page }) => {
      expect(await hydrationErrors(page, [{ ...route, status: 200 }])).toEqual({})
    })
  }

  test('the not-found page hydrates with no error besides its own 404 status', async ({ page }) => {
    const paths = unknownPaths.map((path) => ({ path, status: 404, h1: /404/ }))
    expect(await hydrationErrors(page, paths)).toEqual({})
  })

  test('a legacy path followed in the browser lands on the canonical page', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/blog/2')
    await expect(page).toHaveURL(/\/blog\?post=2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Postal Cats/)
    await waitForHydration(page)
    expect(errors.entries).toEqual([])
  })

  test('the header navigates between pages without reloading the document', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/')
    await waitForHydration(page)
    await markDocument(page)
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const steps: ReadonlyArray<{ name: string; path: string; h1: string | RegExp }> = [
      { name: 'About', path: '/about', h1: 'About Us' },
      { name: 'Gallery', path: '/gallery', h1: 'Cat Gallery' },
      { name: 'Blog', path: '/blog', h1: 'Blog & Cat Stories' },
      { name: 'In the News', path: '/in-the-news', h1: 'In the News' },
      { name: 'Contact', path: '/contact', h1: 'How can we help?' },
    ]
    for (const step of steps) {
      await nav.getByRole('link', { name: step.name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${step.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.h1)
      await expect(page).toHaveTitle(new RegExp(`\\${SITE_SUFFIX}$`))
    }

    await nav.getByRole('button', { name: 'Tours' }).click()
    await nav.getByRole('link', { name: 'Lower East Side' }).click()
    await expect(page).toHaveURL(/\/tours\/lower-east-side$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lower East Side/)
    await expect(page).toHaveTitle(/^Lower East Side.*\| Cat History Tours NYC$/)

    await page.getByRole('banner').getByRole('link', { name: /home/i }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(pathOf(page)).toBe('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cat history/i)

    await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).click()
    await expect(page).toHaveURL(/\/booking$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Book/)

    expect(await isSameDocument(page), 'all header navigations stayed in one document').toBe(true)
    expect(errors.entries).toEqual([])
  })
})
