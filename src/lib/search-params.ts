/**
 * Search-param parsing that never throws (DESIGN note 2): junk falls back to the default view.
 * TanStack Router hands validateSearch the parsed query, so values may be strings, numbers or anything else.
 */
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * How the app reads and writes a query: each value as the text in the address, never parsed as JSON (the router's
 * default). A host picks a post's document by the `post` value's text (`?post=2`; content/document-routes.ts, the
 * nginx config), while JSON would read `?post=1e0` and `?post=%221%22` as post 1: the page the host sent (the blog's
 * list) and the one the app rendered then disagreed, which React reports as a hydration error before it shows a
 * third view. The router's decoding still turns a value written exactly as a number or `true`/`false` into one, and
 * `String()` gives back its text; a repeated key gives an array, in the address's order. Writing is the same in
 * reverse: text as it is (the default would write the search text 1904 as `?q=%221904%22`), numbers as digits.
 */
export const parseSearch = parseSearchWith((text) => text)
export const stringifySearch = stringifySearchWith(JSON.stringify)

/** A single value's text as the address wrote it (the router decodes `1` and `true` as a number and a boolean). */
function valueText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined
}

/** A positive whole number written in plain digits (no signs, exponents, or fractions), else undefined. */
export function parsePositiveInt(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,9}$/.test(text)) return undefined
  const number = Number(text)
  return number > 0 ? number : undefined
}

/** Longest search text kept from the address (the search box allows the same). */
export const MAX_BLOG_QUERY_LENGTH = 100

export interface BlogSearch<Category extends string = string> {
  post?: number
  /** Live search text (SPEC §2 Blog); absent when empty. */
  q?: string
  category?: Category
}

export function validateBlogSearch<Category extends string>(
  search: Record<string, unknown>,
  knownIds: readonly number[],
  knownCategories: readonly Category[] = [],
): BlogSearch<Category> {
  // A post is open only where a host serves its page: the first `post` value is exactly its id (`?post=2`, never
  // `02` or `2.0`), the text content/document-routes.ts compares.
  // A repeated `post` counts by its first value, as hosts read it.
  const postText = valueText(Array.isArray(search.post) ? search.post[0] : search.post)
  const post = knownIds.find((id) => String(id) === postText)
  // ?q=12 or ?q=true arrive as a number or a boolean: the text is what was typed. A repeated q is no search.
  const q = valueText(search.q)?.slice(0, MAX_BLOG_QUERY_LENGTH) ?? ''
  const category = knownCategories.find((known) => known === search.category)
  // Keys are kept (as undefined) on purpose: TanStack Router spreads the validated object over the raw query,
  // so leaving one out would hand the junk value (?post=abc) to the route unchanged.
  return {
    post,
    q: q === '' ? undefined : q,
    category,
  }
}

export interface BookingSearch {
  itemId?: number
}

export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  // Kept as undefined when invalid, for the same reason as in validateBlogSearch.
  return { itemId: parsePositiveInt(search.itemId) }
}
