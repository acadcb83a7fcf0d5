/**
 * Which document answers a navigation: a redirect to the canonical URL, a prerendered page, or the not-found
 * page. One function for the server (scripts/host-plugin.ts) and the service worker (src/sw/navigation.ts).
 */
import { allPages, notFoundFile, pageFile, postPages } from './page-files'
import { resolveRedirect } from './redirects'

export type DocumentAnswer =
  | { kind: 'redirect'; location: string }
  /** `url` is where the document lives: its canonical URL, which is also its key in the worker's precache. */
  | { kind: 'page'; file: string; url: string; status: 200 | 404 }

/** The not-found page is fetched (and precached) at its file's own address, which hosts serve with 200. */
export const notFoundUrl = `/${notFoundFile}`

const pageFiles = new Map(allPages.map((page) => [page.path, pageFile(page.path)]))
const postFiles = new Map(postPages.map((post) => [String(post.id), post.file]))
const pathsByFile = new Map([...pageFiles].map(([path, file]) => [file, path]))

export function resolveDocument(pathname: string, search = ''): DocumentAnswer {
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
  return { kind: 'page', file: notFoundFile, url: notFoundUrl, status: 404 }
}

/** Each document file the build writes, with the URL it is served (and precached) at. */
export const documentUrls: ReadonlyMap<string, string> = new Map([
  ...[...pageFiles].map(([path, file]) => [file, path] as const),
  ...postPages.map((post) => [post.file, post.href] as const),
  [notFoundFile, notFoundUrl],
])
