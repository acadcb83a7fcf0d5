import { serializeJsonLd } from '../lib/seo'

/** Structured data in the page body (a data block: never executed, so the CSP needs no hash for it). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
