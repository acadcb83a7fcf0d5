/**
 * Which document answers a navigation, as a pure function of the site's table of documents: a redirect to the
 * canonical URL, a prerendered page, or the not-found page. `documents.ts` builds it from the content for the server,
 * the worker and the build; a CDN's edge function builds it from the table the build writes (functions/_middleware.ts),
 * so every host answers with the same logic.
 */
import { resolveRedirect } from './redirects'

export type DocumentAnswer =
  | { kind: 'redirect'; location: string }
  /** `url` is where the document lives: its canonical URL, which is also its key in the worker's precache. */
  | { kind: 'page'; file: string; url: string; status: 200 | 404 }

export interface DocumentTable {
  /** Each page's canonical path and the file written for it. */
  pages: ReadonlyArray<readonly [path: string, file: string]>
  /** Each blog post's id (its `?post=` value) and file. */
  posts: ReadonlyArray<readonly [id: string, file: string]>
  notFoundFile: string
}

export function documentResolver(table: DocumentTable): (pathname: string, search?: string) => DocumentAnswer {
  const pageFiles = new Map(table.pages)
  const postFiles = new Map(table.posts)
  const pathsByFile = new Map(table.pages.map(([path, file]) => [file, path]))
  const notFoundUrl = `/${table.notFoundFile}`
  return (pathname, search = '') => {
    const target = resolveRedirect(pathname) ?? pathsByFile.get(pathname.slice(1)) ?? null
    if (target !== null) {
      const location = target.includes('?') || !search ? target : `${target}${search}`
      return { kind: 'redirect', location }
    }
    if (pathname === '/blog') {
      const post = new URLSearchParams(search).get('post')
      const file = post === null ? undefined : postFiles.get(post)
      if (file) return { kind: 'page', file, url: `${pathname}?post=${post}`, status: 200 }
    }
    const file = pageFiles.get(pathname)
    if (file) return { kind: 'page', file, url: pathname, status: 200 }
    return { kind: 'page', file: table.notFoundFile, url: notFoundUrl, status: 404 }
  }
}
