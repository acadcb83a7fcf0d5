/**
 * Makes `vite preview` answer like a well-configured static host, from the app's own route data: each page
 * with 200 at its clean URL, each legacy path with a 301, /blog?post={id} with that post's page, and any
 * unknown path with 404 and the not-found page.
 */
import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { loadSsrModule, type HostRoutes } from './ssr-module.ts'
import { headersFor } from './host-headers.ts'

export function siteHost(): Plugin {
  return {
    name: 'cat-tours:host',
    async configurePreviewServer(server) {
      const root = server.config.root
      const outDir = resolve(root, server.config.build.outDir)
      const { hostRoutes } = await loadSsrModule(root)
      server.middlewares.use((req, res, next) => {
        answer(req, res, hostRoutes, outDir).then((handled) => handled || next(), next)
      })
    },
  }
}

async function answer(req: IncomingMessage, res: ServerResponse, routes: HostRoutes, outDir: string): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  let url: URL
  try {
    url = new URL(req.url ?? '/', 'http://host.invalid')
    decodeURIComponent(url.pathname)
  } catch {
    return sendPage(res, req, outDir, routes.notFoundFile, 404)
  }
  const { pathname, search } = url

  for (const [key, value] of Object.entries(headersFor(pathname))) res.setHeader(key, value)

  const target = routes.resolveRedirect(pathname) ?? cleanUrlOf(pathname, routes)
  if (target) {
    const location = target.includes('?') || !search ? target : `${target}${search}`
    res.statusCode = 301
    res.setHeader('Location', location)
    res.end()
    return true
  }

  if (pathname === '/blog') {
    const post = url.searchParams.get('post')
    const postFile = post === null ? undefined : routes.posts[post]
    if (postFile) return sendPage(res, req, outDir, postFile, 200)
  }
  const page = routes.pages[pathname]
  if (page) return sendPage(res, req, outDir, page, 200)

  if (/\.[a-z0-9]+$/i.test(pathname) && existsSync(resolve(outDir, `.${decodeURIComponent(pathname)}`))) return false
  return sendPage(res, req, outDir, routes.notFoundFile, 404)
}

/** A page requested by its file name (/tours.html) is sent to its clean URL. */
function cleanUrlOf(pathname: string, routes: HostRoutes): string | null {
  if (!pathname.endsWith('.html')) return null
  const file = pathname.slice(1)
  const entry = Object.entries(routes.pages).find(([, pageFile]) => pageFile === file)
  return entry ? entry[0] : null
}

async function sendPage(res: ServerResponse, req: IncomingMessage, outDir: string, file: string, status: number): Promise<true> {
  const html = await readFile(resolve(outDir, file))
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Length', html.byteLength)
  res.end(req.method === 'HEAD' ? undefined : html)
  return true
}
