/** The four tours (SPEC §2 "Tour pages", §3 Tour). One record per tour; pages, cards, search and schema derive from it. */
import type { ImageName } from './images'

export interface TourStop {
  title: string
  description: string
}

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
  stops: TourStop[]
}

export const DEFAULT_ITEM_ID = 562630

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
    stops: [
      { title: 'Walt Whitman Park', description: 'Where the poet of Brooklyn meets the cats of the ferry landing.' },
      { title: 'Brooklyn Bridge', description: 'Bridge workers, their mousers and the cat that crossed on opening day.' },
      { title: 'Brooklyn Borough Hall', description: 'The hall and the cat who raised the alarm in 1904.' },
      { title: 'Joralemon Street', description: 'Brownstone stoops and the neighbourhood cats who ruled them.' },
      { title: 'Remsen Street', description: 'A street of shipping merchants and their ship cats.' },
      { title: 'The Promenade', description: 'Harbor views and the waterfront cats of the old piers.' },
      { title: 'The St. George Hotel area', description: 'Once the largest hotel in the city, and its famous lobby cat.' },
      { title: 'Plymouth Church', description: 'Abolitionist history and the church cat who sat through the sermons.' },
      { title: 'Borough Hall', description: 'We finish where the story started, at the steps of Borough Hall.' },
    ],
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
    stops: [
      { title: 'Equitable Building', description: 'The skyscraper that changed zoning law and the cats in its vaults.' },
      { title: 'P.T. Barnum', description: 'The showman’s museum and his famous cat show.' },
      { title: 'Postal cats', description: 'How the post office put cats on the payroll to protect the mail.' },
      { title: 'City Hall cats', description: 'Mousers on the municipal staff.' },
      { title: 'Newspaper Row', description: 'Pressroom cats of the great newspapers of Park Row.' },
      { title: 'And more', description: 'Stories from the oldest streets of the city, told where they happened.' },
    ],
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
    stops: [
      { title: 'Historic Corners', description: 'Immigrant families and the street cats they fed.' },
      { title: 'Tales and Taverns', description: 'Saloon cats and the characters who drank beside them.' },
      { title: 'Music Meets Meow', description: 'The music halls and the cats who stole the show.' },
      { title: 'Hidden Alley Cats', description: 'Courtyards and alleys that still shelter colonies today.' },
      { title: 'Cat Cafe Finale', description: 'We end among the cats at a local cat cafe.' },
    ],
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
    stops: [],
  },
] as const satisfies readonly Tour[]

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
