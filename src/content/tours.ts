/**
 * The four tours (SPEC §2 "Tour pages", §3 Tour). One record per tour; pages, cards, search and schema derive from it.
 * Each tour's stops are in ./tour-stops.ts: only its own page shows them, and the cards on every page need none.
 */
import type { ImageName } from './images'

export interface Tour {
  slug: 'brooklyn-heights' | 'financial-district' | 'lower-east-side' | 'private-tours'
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

export const tours = [
  {
    slug: 'brooklyn-heights',
    title: 'Brooklyn Heights Cat History Tour',
    name: 'Brooklyn Heights',
    description:
      "Walk the leafy streets of America's first suburb and meet the cats who guarded Borough Hall, rode the ferries and inspired poets.",
    teaser: 'Our most popular walk: bridges, brownstones and a Borough Hall hero.',
    featured: true,
    itemId: 562630,
    groupMax: 12,
    schedule: 'Weekends at 10:00 AM',
    image: 'tour-brooklyn-heights',
  },
  {
    slug: 'financial-district',
    title: 'Financial District Cat History Tour',
    name: 'Financial District',
    description:
      'From the postal cats of lower Manhattan to City Hall mousers, discover how felines kept the country’s money and mail safe.',
    teaser: 'Postal cats, City Hall mousers and P.T. Barnum’s showmanship.',
    featured: false,
    itemId: 577800,
    groupMax: 15,
    schedule: 'Saturdays at 2:00 PM',
    image: 'tour-financial-district',
  },
  {
    slug: 'lower-east-side',
    title: 'Lower East Side Cat History Tour',
    name: 'Lower East Side',
    description:
      'Tenement tales, tavern cats and the music halls of the Lower East Side, ending with a visit to a neighbourhood cat cafe.',
    teaser: 'Tenement tales, tavern cats and a cat cafe finale.',
    featured: false,
    itemId: 604533,
    groupMax: 12,
    schedule: 'Sundays at 2:00 PM',
    image: 'tour-lower-east-side',
  },
  {
    slug: 'private-tours',
    title: 'Private Cat Tours',
    name: 'Private Cat Tours',
    description:
      'A tour for your group alone: corporate team building, birthday celebrations and cat enthusiast groups, on the date you choose.',
    teaser: 'Your group, your date, your choice of neighbourhood.',
    featured: false,
    itemId: 562633,
    image: 'tour-private',
  },
] as const satisfies readonly Tour[]

/**
 * SPEC §3: the default item is Brooklyn Heights'. Read from its record, not written twice; `satisfies` fails the type
 * check if the first tour stops being Brooklyn Heights.
 */
export const DEFAULT_ITEM_ID: number = (tours[0] satisfies { slug: 'brooklyn-heights' }).itemId

/** The same list, seen through the Tour interface (optional fields stay optional). */
export const tourList: readonly Tour[] = tours

export type TourSlug = (typeof tours)[number]['slug']

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
