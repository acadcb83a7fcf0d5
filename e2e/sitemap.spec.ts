/** SPEC §2 Site map: the main pages, the four tour pages and every blog post, the same list as sitemap.xml. */
import type { Page } from '@playwright/test'
import { SPEC_SITEMAP_MAIN_PATHS, SPEC_TOUR_PATHS } from '../tests/support/spec'
import { expect, test, waitForHydration } from './fixtures'

const group = (page: Page, name: string) => page.getByRole('navigation', { name })
const hrefs = (page: Page, name: string) =>
  group(page, name)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))

test('lists the main pages and the four tour pages', async ({ page }) => {
  await page.goto('/sitemap')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Map')
  expect(await hrefs(page, 'Main pages')).toEqual(expect.arrayContaining([...SPEC_SITEMAP_MAIN_PATHS]))
  expect((await hrefs(page, 'Tours')).sort()).toEqual([...SPEC_TOUR_PATHS].sort())
  await expect(group(page, 'Main pages').getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
})

test('links every blog post as /blog?post={id}, each to the post of that title', async ({ page }) => {
  await page.goto('/sitemap')
  await waitForHydration(page)
  const posts = group(page, 'Blog posts').getByRole('link')
  await expect(group(page, 'Blog posts').getByText('No blog posts available')).toHaveCount(0)
  const links = await posts.evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.textContent ?? '' })),
  )
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) expect(link.href).toMatch(/^\/blog\?post=\d+$/)
  for (const link of links) {
    await page.goto('/sitemap')
    await waitForHydration(page)
    await posts.filter({ hasText: link.title }).click()
    await expect(page).toHaveURL(new RegExp(`${link.href.replace('?', '\\?')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.title)
  }
})

test('lists exactly the URLs of sitemap.xml', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const fromXml = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'))
    return `${url.pathname}${url.search}`
  })
  await page.goto('/sitemap')
  const fromPage = await page
    .getByRole('main')
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(fromPage.sort()).toEqual(fromXml.sort())
  for (const path of [...SPEC_SITEMAP_MAIN_PATHS, ...SPEC_TOUR_PATHS]) expect(fromXml).toContain(path)
})
