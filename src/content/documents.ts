/**
 * Which document answers a navigation (document-routes.ts), over the site's pages and posts. One function for the
 * server (scripts/host-plugin.ts), the service worker (src/sw/navigation.ts) and the build.
 */
import { documentResolver, type DocumentTable } from './document-routes'
import { allPages, notFoundFile, pageFile, postPages } from './page-files'

/** The not-found page is fetched (and precached) at its file's own address, which hosts serve with 200. */
export const notFoundUrl = `/${notFoundFile}`

/** Every document of the site: what hosts that cannot run the app's code are given (the build writes it). */
export const documentTable: DocumentTable = {
  pages: allPages.map((page) => [page.path, pageFile(page.path)] as const),
  posts: postPages.map((post) => [String(post.id), post.file] as const),
  notFoundFile,
}

export const resolveDocument = documentResolver(documentTable)

/** Each document file the build writes, with the URL it is served (and precached) at. */
export const documentUrls: ReadonlyMap<string, string> = new Map([
  ...documentTable.pages.map(([path, file]) => [file, path] as const),
  ...postPages.map((post) => [post.file, post.href] as const),
  [notFoundFile, notFoundUrl],
])
