/**
 * What the production build renders, read from the built server entry (the route table and the blog posts),
 * so the security and hostile-input specs cover a new page without being told. Playwright starts the server
 * (which builds when needed) before it loads the specs.
 */
import { readFileSync } from 'node:fs'
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

/** The pages that open with a picture, their hero (the survey and the site map open with text alone). */
export const documentsWithHero: SiteDocument[] = siteDocuments.filter((document) =>
  readFileSync(`dist/${document.file}`, 'utf8').includes('fetchpriority="high"'),
)

/** The not-found document and the address it is fetched at by the worker. */
export const notFoundDocument = (() => {
  const target = ssr.prerenderTargets.find((entry) => entry.status === 404)
  if (!target) throw new Error('The build has no not-found document')
  return { file: target.file, url: ssr.hostRoutes.documentUrls.get(target.file) ?? `/${target.file}` }
})()

/** Route paths without a query string (a blog post shares /blog with the list). */
export const sitePaths = [
  ...new Set(siteDocuments.map((document) => new URL(document.url, 'http://x.invalid').pathname)),
]

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Text of HTML markup: tags dropped, entities decoded, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** The text of the first <h1> of a prerendered document of the build (dist/{file}). */
export function builtHeading(file: string, outDir = 'dist'): string {
  const html = readFileSync(`${outDir}/${file}`, 'utf8')
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)
  if (!match?.[1]) throw new Error(`${outDir}/${file} has no <h1>`)
  return textOf(match[1])
}

/** The prerendered heading of the page at `url` (a path of the route table, or a post's /blog?post={id}). */
export function headingOf(url: string): string {
  const document = siteDocuments.find((entry) => entry.url === url)
  if (!document) throw new Error(`${url} is not a page of the build`)
  return builtHeading(document.file)
}
