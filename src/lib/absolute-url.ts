/**
 * The site's canonical address of a path. A module of its own because both the page head (./seo.ts) and the JSON-LD
 * builders (./structured-data.ts, ./content-structured-data.ts) need it, and seo.ts itself uses the breadcrumb
 * builder: with it in seo.ts the two imported each other.
 */
import { config } from '../config'

export function absoluteUrl(path: string): string {
  return `${config.siteUrl}${path === '/' ? '/' : path}`
}
