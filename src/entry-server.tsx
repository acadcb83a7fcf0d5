/**
 * Build-time entry: renders one URL to a complete HTML document, and exports the route data the build and
 * the server need (prerender list, redirect rules), so both read the same source as the app.
 */
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { AnyRouter } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { config } from './config'
import { allPages, notFoundFile, notFoundRenderPath, pageFile, postPages } from './content/page-files'
import { legacyRedirects, redirectPatterns, redirectRules } from './content/redirects'
import { documentTable, documentUrls, resolveDocument } from './content/documents'
import { sitemapPaths } from './content/sitemap'
import { postBody } from './content/blog/bodies'
import { postBodyFile } from './content/blog/post-files'

type RouterManifest = Parameters<typeof createRequestHandler<AnyRouter>>[0]['getRouterManifest']

export interface RenderResult {
  status: number
  html: string
  location: string | null
  /** The ids of the routes that rendered the page, root first (the build names their code on the page). */
  routeIds: string[]
}

/** Renders one URL; the prerender runs it at a fixed clock (scripts/render-clock.ts), so the same source gives the same page. */
export async function render(
  url: string,
  manifest: Awaited<ReturnType<NonNullable<RouterManifest>>>,
): Promise<RenderResult> {
  const request = new Request(new URL(url, config.siteUrl))
  let router: AnyRouter | undefined
  const createRouter = () => {
    router = createAppRouter()
    return router
  }
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: () => manifest })
  const response = await handler(defaultRenderHandler)
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
    routeIds: router?.state.matches.map((match) => String(match.routeId)) ?? [],
  }
}

/** Every document the build writes: URL to render, file to write, status expected. */
export const prerenderTargets = [
  ...allPages.map((page) => ({ url: page.path, file: pageFile(page.path), status: 200 })),
  ...postPages.map((post) => ({ url: post.href, file: post.file, status: 200 })),
  { url: notFoundRenderPath, file: notFoundFile, status: 404 },
]

/** Each post's body as data, the file a post picked in the page fetches (src/content/blog/post-body.ts). */
export const postBodyFiles = postPages.map((post) => ({ file: postBodyFile(post.id), body: postBody(post.id) }))

export const hostRoutes = {
  resolveDocument,
  documentTable,
  documentUrls,
  legacyRedirects,
  redirectRules: redirectRules(),
  redirectPatterns: redirectPatterns.map(({ from, to }) => ({ from, to })),
  notFoundFile,
  siteUrl: config.siteUrl,
  sitemapPaths: sitemapPaths(),
}

/** The response headers and per-document policy the build writes for hosts (scripts/document-security.ts). */
export { contentSecurityPolicy, securityHeaders } from './content-security'

/** Paths robots.txt asks crawlers to skip: the pages the route table hides from search engines. */
export const robotsDisallowPaths = allPages.filter((page) => page.noindex).map((page) => page.path)
