/**
 * Head links the first paint does not need (decision 0012): the web app manifest and the Apple touch icon. Left in
 * the prerendered HTML, the browser fetches the manifest and then its icon at once, two round trips that compete
 * with the page and its hero on a slow connection. The root route still renders them, so React inserts them into
 * the head when it hydrates the page, which is when installing and the worker come into play. Readers without
 * scripts lose nothing they could use. (The favicon stays: without it the browser asks for /favicon.ico.)
 */
const DEFERRED_RELS = ['manifest', 'apple-touch-icon']
const LINK = /<link\b[^>]*\brel="([^"]+)"[^>]*>/g

export function withoutDeferredLinks(html: string): string {
  const head = html.indexOf('</head>')
  if (head === -1) throw new Error('A prerendered document has no </head>')
  const found = new Set<string>()
  const trimmed = html.slice(0, head).replace(LINK, (link, rel: string) => {
    if (!DEFERRED_RELS.includes(rel)) return link
    found.add(rel)
    return ''
  })
  const missing = DEFERRED_RELS.filter((rel) => !found.has(rel))
  if (missing.length > 0) throw new Error(`A prerendered document has no ${missing.join(', ')} link to defer`)
  return trimmed + html.slice(head)
}
