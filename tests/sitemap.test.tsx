// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sitemapGroups, sitemapPaths } from '../src/content/sitemap'
import { allPages } from '../src/content/page-files'
import { posts } from '../src/content/blog'
import { hostRoutes } from '../src/entry-server'
import { SitemapPosts } from '../src/routes/-components/SitemapPage'
import { SPEC_NO_POSTS, SPEC_SITEMAP_MAIN_PATHS, SPEC_TOUR_PATHS } from './support/spec'

afterEach(cleanup)

const hrefs = (links: readonly { href: string }[]) => links.map((link) => link.href)

describe('site map (SPEC §2 Site map)', () => {
  const groups = sitemapGroups()

  it('lists the spec’s main pages and the four tour pages', () => {
    expect(hrefs(groups.main)).toEqual(expect.arrayContaining([...SPEC_SITEMAP_MAIN_PATHS]))
    expect(hrefs(groups.tours).sort()).toEqual([...SPEC_TOUR_PATHS].sort())
  })

  it('links every blog post as /blog?post={id}', () => {
    expect(hrefs(groups.posts)).toEqual(posts.map((post) => `/blog?post=${post.id}`))
    expect(groups.posts.map((link) => link.label)).toEqual(posts.map((post) => post.title))
  })

  it('takes its pages from the route table: each page marked for the sitemap once, nothing else', () => {
    const listed = [...hrefs(groups.main), ...hrefs(groups.tours)]
    expect(listed.sort()).toEqual(
      allPages
        .filter((page) => page.inSitemap)
        .map((page) => page.path)
        .sort(),
    )
    expect(listed).not.toContain('/survey')
  })

  it('gives sitemap.xml exactly the links of the page', () => {
    expect(hostRoutes.sitemapPaths).toEqual(sitemapPaths(groups))
  })

  it('has no blog links when there are no posts', () => {
    expect(sitemapGroups([]).posts).toEqual([])
    expect(sitemapGroups([]).main).toEqual(groups.main)
  })

  it('says "No blog posts available" instead of an empty list', () => {
    render(<SitemapPosts posts={[]} />)
    expect(screen.getByText(SPEC_NO_POSTS)).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
