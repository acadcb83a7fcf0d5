/**
 * What every page needs of the four tours (SPEC §3 Tour), from content/tours.yaml: their names, titles, slugs, item
 * ids and schedules, for the header's menu, the site search and the tour pages' heads. Their texts are in ./tours.ts,
 * which only the pages that show them load, and their stops in ./tour-stops.ts.
 */
import tourFile from 'virtual:content/tours'
import type { ImageName } from './images'
import type { TourFile } from './schema'

export type TourSlug = TourFile['slug']

export interface TourName {
  slug: TourSlug
  title: string
  /** Short name used in menus and the site search. */
  name: string
  featured: boolean
  itemId?: number
  groupMax?: number
  schedule?: string
  image: ImageName
}

/** The build has checked that each image is a hero picture of the site (scripts/content/load.ts). */
export const tourNames = tourFile as readonly TourName[]
