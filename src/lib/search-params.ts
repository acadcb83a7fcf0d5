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

export interface BlogSearch {
  post?: number
}

export function validateBlogSearch(search: Record<string, unknown>, knownIds: readonly number[]): BlogSearch {
  const post = parsePositiveInt(search.post)
  // The key is kept (as undefined) on purpose: TanStack Router spreads the validated object over the raw query,
  // so leaving it out would hand the junk value (?post=abc) to the route unchanged.
  return { post: post !== undefined && knownIds.includes(post) ? post : undefined }
}

export interface BookingSearch {
  itemId?: number
}

export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  // Kept as undefined when invalid, for the same reason as in validateBlogSearch.
  return { itemId: parsePositiveInt(search.itemId) }
}
