/** The header's site search (SPEC §2 "Search overlay"), over an index derived from the tours and pages. */
import { tourNames } from '../content/tour-names'
import { staticPageList, tourPath } from '../content/pages'

export const MIN_QUERY_LENGTH = 2

export interface SearchResult {
  name: string
  path: string
  type: 'tour' | 'page'
}

export const searchIndex: readonly SearchResult[] = [
  ...tourNames.map((tour) => ({ name: tour.name, path: tourPath(tour.slug), type: 'tour' as const })),
  ...staticPageList.flatMap((page) =>
    'searchName' in page ? [{ name: page.searchName, path: page.path, type: 'page' as const }] : [],
  ),
]

export function searchSite(query: string, index: readonly SearchResult[] = searchIndex): SearchResult[] {
  const needle = query.trim().toLowerCase()
  if (needle.length < MIN_QUERY_LENGTH) return []
  return index.filter((item) => item.name.toLowerCase().includes(needle))
}
