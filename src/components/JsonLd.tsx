import { serializeJsonLd } from '../lib/seo'

/** Structured data in the page body (a data block: never executed, so the CSP needs no hash for it). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a script's text is not HTML-escaped by the browser, so React's escaped text child would corrupt the JSON; serializeJsonLd escapes every "<", so the data cannot close the element
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
