/**
 * The four tours (SPEC §2 "Tour pages", §3 Tour), from content/tours.yaml. One record per tour; pages, cards, search
 * and schema derive from it. Each tour's stops come apart (./tour-stops.ts): only its own page shows them, and the
 * cards on every page need none.
 */
import tourFile from 'virtual:content/tours'
import type { ImageName } from './images'
import type { TourFile } from './schema'

export type TourSlug = TourFile['slug']

export interface Tour {
  slug: TourSlug
  title: string
  /** Short name used in menus and the site search. */
  name: string
  description: string
  teaser?: string
  featured: boolean
  itemId?: number
  groupMax?: number
  schedule?: string
  image: ImageName
}

/** The build has checked that each image is a hero picture of the site (scripts/content/load.ts). */
export const tours = tourFile as readonly Tour[]

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
