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
  return post !== undefined && knownIds.includes(post) ? { post } : {}
}

export interface BookingSearch {
  itemId?: number
}

export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  const itemId = parsePositiveInt(search.itemId)
  return itemId === undefined ? {} : { itemId }
}
