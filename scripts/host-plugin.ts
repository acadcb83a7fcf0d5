/**
 * Makes `vite preview` answer like a well-configured static host, from the app's own route data: each page
 * with 200 at its clean URL, each legacy path with a 301, /blog?post={id} with that post's page, and any
 * unknown path with 404 and the not-found page.
 */
import { readFile } from 'node:fs/promises'
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { loadSsrModule, type HostRoutes } from './ssr-module.ts'
import { headersFor, readDocumentPolicies, type DocumentPolicies } from './host-headers.ts'

export function siteHost(): Plugin {
  return {
    name: 'cat-tours:host',
    async configurePreviewServer(server) {
      const root = server.config.root
      const outDir = resolve(root, server.config.build.outDir)
      const { hostRoutes } = await loadSsrModule(root)
      const policies = readDocumentPolicies(outDir)
      server.middlewares.use((req, res, next) => {
        answer(req, res, hostRoutes, policies, outDir).then((handled) => handled || next(), next)
      })
    },
  }
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  routes: HostRoutes,
  policies: DocumentPolicies,
  outDir: string,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const setHeaders = (path: string, documentFile?: string) => {
    const policy = documentFile === undefined ? undefined : policies.byFile[documentFile]
    for (const [key, value] of Object.entries(headersFor(policies, path, policy))) res.setHeader(key, value)
  }
  let url: URL
  try {
    url = new URL(req.url ?? '/', 'http://host.invalid')
    decodeURIComponent(url.pathname)
  } catch {
    setHeaders('/', '404.html')
    return sendPage(res, req, outDir, '404.html', 404)
  }

  const answer = routes.resolveDocument(url.pathname, url.search)
  if (answer.kind === 'redirect') {
    setHeaders(url.pathname)
    res.statusCode = 301
    res.setHeader('Location', answer.location)
    res.end()
    return true
  }
  // Assets and other files in dist are Vite's to serve; of those, only the not-found page is a document.
  if (answer.status === 404 && isFile(resolve(outDir, `.${decodeURIComponent(url.pathname)}`))) {
    setHeaders(url.pathname, url.pathname.endsWith('.html') ? url.pathname.slice(1) : undefined)
    return false
  }
  setHeaders(url.pathname, answer.file)
  return sendPage(res, req, outDir, answer.file, answer.status)
}

async function sendPage(res: ServerResponse, req: IncomingMessage, outDir: string, file: string, status: number): Promise<true> {
  let html = await readFile(resolve(outDir, file))
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  // This middleware answers before Vite's compression, and static hosts compress HTML: so do we.
  res.setHeader('Vary', 'Accept-Encoding')
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    html = gzipSync(html)
    res.setHeader('Content-Encoding', 'gzip')
  }
  res.setHeader('Content-Length', html.byteLength)
  res.end(req.method === 'HEAD' ? undefined : html)
  return true
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false
  } catch {
    // A name the file system refuses (too long, NUL) is no file: the not-found page answers.
    return false
  }
}
