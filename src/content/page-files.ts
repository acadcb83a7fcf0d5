/**
 * Every URL that has its own prerendered page, and the file each is written to: for the prerender, the server,
 * the worker's navigation answers, sitemap.xml and the sitemap page. Derived from the route table (./pages.ts).
 */
import { blogPostHref, petitionPage, staticPageList, tourPath, type Page } from './pages'
import { tours } from './tours'
import { posts } from './blog'
import { postPageFile } from './blog/post-files'

export const tourPages: Page[] = tours.map((tour) => ({
  path: tourPath(tour.slug),
  title: tour.title,
  description: tour.description,
  inSitemap: true,
}))

/** Every URL that has its own prerendered page, in route-table order. */
export const allPages: Page[] = [...staticPageList, ...tourPages, petitionPage]

/** Prerendered blog post views (/blog?post=N), each its own file (./blog/post-files.ts). */
export const postPages = posts.map((post) => ({
  id: post.id,
  href: blogPostHref(post.id),
  file: postPageFile(post.id),
}))

/** The file a canonical path is written to: clean URLs map to `<path>.html` (served without the extension). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** Path the not-found page is prerendered at; any path outside the route table renders the same page. */
export const notFoundRenderPath = '/404'
export const notFoundFile = '404.html'
