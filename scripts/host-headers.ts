/**
 * Response headers, written once by the build (DOCUMENT_POLICIES_FILE): the preview
 * server sends them, _headers and nginx's config carry them to static hosts, and Cloudflare's edge function
 * (functions/_middleware.ts) sends them. Pure: it runs in that function too. Each document also gets its own
 * Content-Security-Policy (scripts/document-security.ts).
 */
import { POSTS_FOLDER } from '../src/content/blog/post-files.ts'

export const cacheRules: ReadonlyArray<{ pattern: string; test: (path: string) => boolean; value: string }> = [
  { pattern: '/assets/*', test: (path) => path.startsWith('/assets/'), value: 'public, max-age=31536000, immutable' },
  { pattern: '/sw.js', test: (path) => path === '/sw.js', value: 'no-cache' },
  // Static hosts give other files their own default (Cloudflare Pages: max-age=0, must-revalidate): say it.
  { pattern: '/manifest.webmanifest', test: (path) => path === '/manifest.webmanifest', value: 'no-cache' },
  // Each post's body file keeps its name when the post is edited (src/content/blog/post-files.ts).
  { pattern: `/${POSTS_FOLDER}/*`, test: (path) => path.startsWith(`/${POSTS_FOLDER}/`), value: 'no-cache' },
]

/**
 * What the build records about the documents it writes (the header form of each policy, with frame-ancestors).
 * A path's header must hold for every document served there: /blog answers with the list and, by its query
 * string (which _headers cannot match), each post. So a path's policy allows the union of their hashes; each
 * document's own <meta> policy narrows it back to exactly its scripts (browsers enforce both).
 */
export interface DocumentPolicies {
  /** Sent with every response (src/content-security.ts securityHeaders). */
  headers: Record<string, string>
  /** By file written (about.html, blog/posts/1.html, 404.html). */
  byFile: Record<string, string>
  /** By path served, query left out (/about, /blog, /404.html). */
  byPath: Record<string, string>
  /** The owner's editor's policy, for everything under EDITOR_PREFIX (scripts/editor-plugin.ts). */
  editor: string
}

/**
 * The owner's editor (decision 0025): a folder of static files, not a document of the site. Every host serves
 * /admin/ as its page (and /admin redirects there), with editorHeaders: its own policy, never indexed, revalidated.
 * The worker never answers it (src/sw/network-only.ts), and robots.txt disallows it.
 */
export const EDITOR_PREFIX = '/admin/'
export const EDITOR_PAGE_FILE = 'admin/index.html'
export const isEditorPath = (path: string) => path.startsWith(EDITOR_PREFIX)

/** What the editor's responses add to the site's security headers. */
export function editorOwnHeaders(policies: DocumentPolicies): Record<string, string> {
  return {
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': policies.editor,
    'X-Robots-Tag': 'noindex, nofollow',
  }
}

/** Headers of every response under /admin/: the site's security headers, the editor's policy, and noindex. */
export function editorHeaders(policies: DocumentPolicies): Record<string, string> {
  return { ...policies.headers, ...editorOwnHeaders(policies) }
}

/**
 * The paths Cloudflare Pages' own functions answer (functions/api: the content editor's sign-in): not documents, not
 * files, so the documents' function passes them on, `_routes.json` never excludes them, and the service worker
 * leaves them to the network (src/sw/network-only.ts).
 */
export const FUNCTIONS_PREFIX = '/api/'

/** Beside Vite's manifest in the client build: read by the server, never served or precached. */
export const DOCUMENT_POLICIES_FILE = '.vite/document-policies.json'

/** Beside it, the table of documents (src/content/document-routes.ts) for hosts that answer with an edge function. */
export const DOCUMENT_TABLE_FILE = '.vite/document-table.json'

/** Headers for one response; `documentPolicy` is the policy of the HTML document being sent, if any. */
export function headersFor(policies: DocumentPolicies, path: string, documentPolicy?: string): Record<string, string> {
  if (isEditorPath(path)) return editorHeaders(policies)
  const cache = cacheRules.find((rule) => rule.test(path))?.value ?? 'no-cache'
  return {
    ...policies.headers,
    'Cache-Control': cache,
    ...(documentPolicy ? { 'Content-Security-Policy': documentPolicy } : {}),
  }
}

export function hostHeaderRules(policies: DocumentPolicies): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`
  return [
    block('/*', policies.headers),
    ...cacheRules.map((rule) => block(rule.pattern, { 'Cache-Control': rule.value })),
    ...Object.entries(policies.byPath).map(([path, policy]) => block(path, { 'Content-Security-Policy': policy })),
    // `/*` above sends no policy, so this is the editor's only one (Pages joins a header given twice with commas).
    block(`${EDITOR_PREFIX}*`, editorOwnHeaders(policies)),
  ].join('\n')
}
