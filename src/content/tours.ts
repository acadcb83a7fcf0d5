/**
 * The four tours (SPEC §2 "Tour pages", §3 Tour), from content/tours.yaml. One record per tour; pages, cards, search
 * and schema derive from it. It comes in parts, each loaded only where it is shown: what every page names
 * (./tour-names.ts), the texts of this module, and each tour's stops (./tour-stops.ts).
 */
import texts from 'virtual:content/tour-texts'
import { tourNames, type TourName } from './tour-names'

export type { TourSlug } from './tour-names'

export interface Tour extends TourName {
  description: string
  /** One line for the tours list. */
  teaser?: string
}

export const tours: readonly Tour[] = tourNames.map((tour) => ({ ...tour, ...texts[tour.slug] }))

/** SPEC §3: the default item is Brooklyn Heights' (the build checks that the tour is in the file, with an item id). */
export const DEFAULT_ITEM_ID: number = tours.find((tour) => tour.slug === 'brooklyn-heights')!.itemId!

/** The same list, seen through the Tour interface (optional fields stay optional). */
export const tourList: readonly Tour[] = tours

export function findTour(slug: string): Tour | undefined {
  return tours.find((tour) => tour.slug === slug)
}

/** A missing itemId is derived from the title; the default is the Brooklyn Heights id (SPEC §3). */
export function tourItemId(tour: Pick<Tour, 'title' | 'itemId'>): number {
  if (tour.itemId !== undefined) return tour.itemId
  const title = tour.title.toLowerCase()
  const byName = tours.find((candidate) => title.includes(candidate.name.toLowerCase().replace(/ cat tours$/, '')))
  return byName?.itemId ?? DEFAULT_ITEM_ID
}
