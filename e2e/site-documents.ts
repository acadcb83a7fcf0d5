/**
 * What the production build renders, read from the built server entry (the route table and the blog posts),
 * so the security and hostile-input specs cover a new page without being told. Playwright starts the server
 * (which builds when needed) before it loads the specs.
 */
import { loadSsrModule } from '../scripts/ssr-module.ts'

const ssr = await loadSsrModule(process.cwd())

export interface SiteDocument {
  /** The URL the page lives at (path and, for a blog post, its query string). */
  url: string
  /** The file the build wrote for it. */
  file: string
}

/** Every page that answers 200: each route of the table and each blog post view. */
export const siteDocuments: SiteDocument[] = ssr.prerenderTargets
  .filter((target) => target.status === 200)
  .map((target) => ({ url: target.url, file: target.file }))

/** The not-found document and the address it is fetched at by the worker. */
export const notFoundDocument = (() => {
  const target = ssr.prerenderTargets.find((entry) => entry.status === 404)
  if (!target) throw new Error('The build has no not-found document')
  return { file: target.file, url: ssr.hostRoutes.documentUrls.get(target.file) ?? `/${target.file}` }
})()

/** Route paths without a query string (a blog post shares /blog with the list). */
export const sitePaths = [...new Set(siteDocuments.map((document) => new URL(document.url, 'http://x.invalid').pathname))]
