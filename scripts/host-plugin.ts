/**
 * Makes `vite preview` answer like a well-configured static host, from the app's own route data: each page
 * with 200 at its clean URL, each legacy path with a 301, /blog?post={id} with that post's page, and any
 * unknown path with 404 and the not-found page. Every file goes out in the best encoding the browser accepts,
 * from the copies the build wrote beside it (scripts/precompress-plugin.ts), as nginx's `brotli_static` does.
 */
import { readFile } from 'node:fs/promises'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import sirv from 'sirv'
import type { Plugin } from 'vite'
import { loadSsrModule, type HostRoutes } from './ssr-module.ts'
import {
  DOCUMENT_POLICIES_FILE,
  EDITOR_PAGE_FILE,
  EDITOR_PREFIX,
  headersFor,
  isEditorPath,
  type DocumentPolicies,
} from './host-headers.ts'
import { acceptedEncodings } from './precompress-plugin.ts'

export function siteHost(): Plugin {
  return {
    name: 'cat-tours:host',
    async configurePreviewServer(server) {
      const root = server.config.root
      const outDir = resolve(root, server.config.build.outDir)
      const { hostRoutes } = await loadSsrModule(root)
      const policies = JSON.parse(readFileSync(resolve(outDir, DOCUMENT_POLICIES_FILE), 'utf8')) as DocumentPolicies
      // The build's other files, each with its precompressed copy when the browser accepts it. The headers of
      // `answer` are already set; sirv adds type, length, encoding and an ETag.
      const files = sirv(outDir, { brotli: true, gzip: true, etag: true, dotfiles: false, extensions: [] })
      server.middlewares.use((req, res, next) => {
        answer(req, res, hostRoutes, policies, outDir).then(
          (handled) => (handled ? undefined : files(req, res, next)),
          next,
        )
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

  // The owner's editor: static files with its own headers, its page at /admin/ (decision 0025). Not a document, so
  // before the resolver, which would take /admin/ for a trailing slash to trim.
  const path = decodeURIComponent(url.pathname)
  if (`${path}/` === EDITOR_PREFIX) {
    setHeaders(path)
    res.statusCode = 301
    res.setHeader('Location', `${EDITOR_PREFIX}${url.search}`)
    res.end()
    return true
  }
  if (
    isEditorPath(path) &&
    (path === EDITOR_PREFIX || (!path.endsWith('.html') && isFile(resolve(outDir, `.${path}`))))
  ) {
    setHeaders(path)
    return path === EDITOR_PREFIX ? sendPage(res, req, outDir, EDITOR_PAGE_FILE, 200) : false
  }

  const answer = routes.resolveDocument(url.pathname, url.search)
  if (answer.kind === 'redirect') {
    setHeaders(url.pathname)
    res.statusCode = 301
    res.setHeader('Location', answer.location)
    res.end()
    return true
  }
  // Assets and other files in dist are Vite's to serve; of those, only the not-found page is a document. A post's
  // document is only ever /blog?post={id}, and the build's metadata (.vite/) is no file of the site: both answer 404,
  // as nginx's config says (scripts/nginx-config.ts).
  const servable = path === `/${routes.notFoundFile}` || (!path.endsWith('.html') && !path.startsWith('/.vite/'))
  if (answer.status === 404 && servable && isFile(resolve(outDir, `.${path}`))) {
    setHeaders(url.pathname, path.endsWith('.html') ? path.slice(1) : undefined)
    return false
  }
  setHeaders(url.pathname, answer.file)
  return sendPage(res, req, outDir, answer.file, answer.status)
}

async function sendPage(
  res: ServerResponse,
  req: IncomingMessage,
  outDir: string,
  file: string,
  status: number,
): Promise<true> {
  const path = resolve(outDir, file)
  // The smallest copy the browser takes (a page too small to compress has none).
  const encoding = acceptedEncodings(req.headers['accept-encoding']).find(({ extension }) =>
    existsSync(`${path}${extension}`),
  )
  const html = await readFile(encoding ? `${path}${encoding.extension}` : path)
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Vary', 'Accept-Encoding')
  if (encoding) res.setHeader('Content-Encoding', encoding.name)
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
