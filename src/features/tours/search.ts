/** The tour search of the tours page (SPEC §2 Tours): case-insensitive match on title, description or teaser. */
import type { Tour } from '../../content/tours'

export function searchTours<T extends Pick<Tour, 'title' | 'description' | 'teaser'>>(
  tours: readonly T[],
  query: string,
): readonly T[] {
  const needle = query.trim().toLocaleLowerCase()
  if (needle === '') return tours
  return tours.filter((tour) =>
    [tour.title, tour.description, tour.teaser ?? ''].some((text) => text.toLocaleLowerCase().includes(needle)),
  )
}

/** 'Found N tour(s) matching "q"' — the spec's wording, kept as written. */
export function tourSearchSummary(count: number, query: string): string {
  return `Found ${count} tour(s) matching "${query.trim()}"`
}

export function noToursMessage(query: string): string {
  return `No tours found matching "${query.trim()}"`
}
