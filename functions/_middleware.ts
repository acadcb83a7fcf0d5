/**
 * Cloudflare Pages: the site's documents answered as `npm start` answers them (scripts/host-plugin.ts), by an edge
 * function, because Pages' own `_redirects` cannot do what the spec's addresses need: it cannot match a query string
 * (each post lives at /blog?post={id}), ignore letter case in legacy paths, or send a document's own policy with a
 * 404 (decision 0018). Pages runs it before its static files (`wrangler pages dev dist` locally, `wrangler pages
 * deploy dist` to deploy); `dist/_routes.json` keeps the hashed assets, pictures and icons away from it, so those
 * are plain static files with `_headers`.
 *
 * The same resolver as every other host (src/content/document-routes.ts) over the table and policies the build
 * wrote (read once per isolate from the deployed files), and the same headers (scripts/host-headers.ts).
 *
 * /api/* is not a document: the content editor's sign-in (functions/api) answers it with its own headers. The editor
 * itself (/admin/…) is static files that `_routes.json` keeps away from this function, with its headers from
 * `_headers`; only /admin, without the slash, comes here, to be sent there.
 */
import { documentResolver, type DocumentAnswer, type DocumentTable } from '../src/content/document-routes'
import {
  DOCUMENT_POLICIES_FILE,
  DOCUMENT_TABLE_FILE,
  EDITOR_PREFIX,
  FUNCTIONS_PREFIX,
  headersFor,
  type DocumentPolicies,
} from '../scripts/host-headers'

interface PagesContext {
  request: Request
  next(): Promise<Response>
  env: { ASSETS: { fetch(input: Request | URL | string): Promise<Response> } }
}

interface Site {
  resolve: (pathname: string, search?: string) => DocumentAnswer
  policies: DocumentPolicies
}

let site: Promise<Site> | undefined

async function loadSite(context: PagesContext): Promise<Site> {
  const read = async <T>(file: string): Promise<T> => {
    const response = await context.env.ASSETS.fetch(new URL(`/${file}`, context.request.url))
    if (!response.ok) throw new Error(`The build's ${file} is missing (${response.status})`)
    return (await response.json()) as T
  }
  const [table, policies] = await Promise.all([
    read<DocumentTable>(DOCUMENT_TABLE_FILE),
    read<DocumentPolicies>(DOCUMENT_POLICIES_FILE),
  ])
  return { resolve: documentResolver(table), policies }
}

/** The address Pages serves a document file at: its clean URL (Pages redirects `…/x.html` to `…/x`). */
function assetPath(file: string): string {
  const clean = `/${file.replace(/\.html$/, '')}`
  return clean === '/index' ? '/' : clean
}

function withHeaders(response: Response, status: number, headers: Record<string, string>): Response {
  const answer = new Response(response.body, { status, headers: response.headers })
  for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value)
  return answer
}

export async function onRequest(context: PagesContext): Promise<Response> {
  const { request } = context
  if (request.method !== 'GET' && request.method !== 'HEAD') return context.next()
  if (new URL(request.url).pathname.startsWith(FUNCTIONS_PREFIX)) return context.next()
  site ??= loadSite(context).catch((error: unknown) => {
    site = undefined
    throw error
  })
  const { resolve, policies } = await site
  const url = new URL(request.url)
  if (`${url.pathname}/` === EDITOR_PREFIX) {
    return new Response(null, {
      status: 301,
      headers: { ...headersFor(policies, url.pathname), Location: `${EDITOR_PREFIX}${url.search}` },
    })
  }
  const answer = resolve(url.pathname, url.search)
  if (answer.kind === 'redirect') {
    return new Response(null, {
      status: 301,
      headers: { ...headersFor(policies, url.pathname), Location: answer.location },
    })
  }
  if (answer.status === 404) {
    // Not a page: one of the build's other files, if there is one (Pages answers that with its _headers).
    const file = await context.next()
    if (file.status !== 404) return file
  }
  const document = await context.env.ASSETS.fetch(new URL(assetPath(answer.file), url))
  return withHeaders(document, answer.status, headersFor(policies, url.pathname, policies.byFile[answer.file]))
}
