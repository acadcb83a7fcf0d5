/**
 * The press outlets and their logos (SPEC §2 Home "As featured on", §3 Press logo): what the home page's strip
 * needs, apart from the coverage texts of src/content/press.ts so the home page does not load them. Every outlet
 * is fictional; each link is a placeholder the business replaces with its real coverage, here and nowhere else.
 * Their logos' size and address are in ./press-logos.ts, how each wordmark is drawn in ./press-wordmarks.ts, which only
 * the build reads (scripts/press-logos-plugin.ts).
 */
import { LOGO_HEIGHT, LOGO_WIDTH, pressLogoSrc } from './press-logos.ts'

export { LOGO_HEIGHT, LOGO_WIDTH, pressLogoSrc }

export interface PressOutlet {
  slug: string
  name: string
  /** Placeholder address of the outlet's piece about the tours, to be replaced with the real one. */
  link: string
}

/** SPEC §3 Press logo. */
export interface PressLogo {
  image: string
  alt: string
  link: string
  height?: number
  width?: number
}

export const outlets = [
  {
    slug: 'gotham-ledger',
    name: 'The Gotham Ledger',
    link: 'https://www.gothamledger.example/metro/2024/03/09/cat-history-tours',
  },
  {
    slug: 'brooklyn-stoop-weekly',
    name: 'Brooklyn Stoop Weekly',
    link: 'https://www.brooklynstoopweekly.example/2023/12/borough-hall-cat',
  },
  {
    slug: 'whisker-and-quill',
    name: 'Whisker & Quill',
    link: 'https://www.whiskerandquill.example/2024/05/nine-lives-three-neighbourhoods',
  },
  {
    slug: 'harborlight-travel',
    name: 'Harborlight Travel',
    link: 'https://www.harborlighttravel.example/new-york/cat-history-walking-tour',
  },
  {
    slug: 'east-river-courier',
    name: 'The East River Courier',
    link: 'https://www.eastrivercourier.example/news/lower-east-side-cat-tour',
  },
  {
    slug: 'lantern-street-gazette',
    name: 'Lantern Street Gazette',
    link: 'https://www.lanternstreetgazette.example/2025/03/small-groups-big-stories',
  },
  {
    slug: 'sidewalk-sundays',
    name: 'Sidewalk Sundays',
    link: 'https://www.sidewalksundays.example/spring-walks-2025',
  },
  {
    slug: 'nine-lives-digest',
    name: 'Nine Lives Digest',
    link: 'https://www.ninelivesdigest.example/features/postal-cats-of-new-york',
  },
  {
    slug: 'promenade-post',
    name: 'The Promenade Post',
    link: 'https://www.promenadepost.example/community/cat-history-walks',
  },
  {
    slug: 'downtown-almanac',
    name: 'Downtown Almanac',
    link: 'https://www.downtownalmanac.example/2025/05/summer-cat-history-tours',
  },
  {
    slug: 'ferryline-radio-hour',
    name: 'Ferryline Radio Hour',
    link: 'https://www.ferrylineradiohour.example/episodes/cat-history-guides',
  },
] as const satisfies readonly PressOutlet[]

export type OutletSlug = (typeof outlets)[number]['slug']

export function outlet(slug: OutletSlug): PressOutlet {
  return outlets.find((candidate) => candidate.slug === slug)!
}

/** SPEC §2 Home: the "As featured on" strip, one logo per outlet, each linking to that outlet's piece. */
export const pressLogos: PressLogo[] = outlets.map((entry) => ({
  image: pressLogoSrc(entry.slug),
  alt: entry.name,
  link: entry.link,
  width: LOGO_WIDTH,
  height: LOGO_HEIGHT,
}))
