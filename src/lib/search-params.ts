/**
 * Search-param parsing that never throws (DESIGN note 2): junk falls back to the default view.
 * TanStack Router hands validateSearch the parsed query, so values may be strings, numbers or anything else.
 */

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
  const post = parsePositiveInt(search.post)
  // The router's default parser turns ?q=12 or ?q=true into a number or boolean: the text is what was typed.
  const raw = search.q
  const q =
    typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean'
      ? String(raw).slice(0, MAX_BLOG_QUERY_LENGTH)
      : ''
  const category = knownCategories.find((known) => known === search.category)
  // Keys are kept (as undefined) on purpose: TanStack Router spreads the validated object over the raw query,
  // so leaving one out would hand the junk value (?post=abc) to the route unchanged.
  return {
    post: post !== undefined && knownIds.includes(post) ? post : undefined,
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
