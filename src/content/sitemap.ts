/**
 * What the sitemap page and sitemap.xml list (SPEC §2 Site map), both derived from the route table and the blog
 * posts so they cannot disagree.
 */
import { posts as builtInPosts, type BlogPost } from './blog'
import { blogPostHref } from './pages'
import { allPages, tourPages } from './page-files'

export interface SitemapLink {
  href: string
  label: string
}

export interface SitemapPostLink extends SitemapLink {
  id: number
}

export interface SitemapGroups {
  main: SitemapLink[]
  tours: SitemapLink[]
  posts: SitemapPostLink[]
}

const tourPaths = new Set(tourPages.map((page) => page.path))

export function sitemapGroups(posts: readonly Pick<BlogPost, 'id' | 'title'>[] = builtInPosts): SitemapGroups {
  const listed = allPages.filter((page) => page.inSitemap)
  return {
    main: listed
      .filter((page) => !tourPaths.has(page.path))
      .map((page) => ({ href: page.path, label: page.path === '/' ? 'Home' : page.title })),
    tours: listed.filter((page) => tourPaths.has(page.path)).map((page) => ({ href: page.path, label: page.title })),
    posts: posts.map((post) => ({ id: post.id, href: blogPostHref(post.id), label: post.title })),
  }
}

/** The URLs of sitemap.xml: every link of the sitemap page. */
export function sitemapPaths(groups: SitemapGroups = sitemapGroups()): string[] {
  return [...groups.main, ...groups.tours, ...groups.posts].map((link) => link.href)
}
