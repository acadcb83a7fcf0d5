/**
 * The press outlets and their logos (SPEC §2 Home "As featured on", §3 Press logo): what the home page's strip
 * needs, apart from the coverage texts of src/content/press.ts so the home page does not load them. Every outlet
 * is fictional; each link is a placeholder the business replaces with its real coverage, here and nowhere else.
 * The build plugin that draws the wordmarks (scripts/press-logos-plugin.ts) imports this file too.
 */
/** How scripts/press-logos/wordmark.ts sets an outlet's name; each style is a different typographic layout. */
export type WordmarkStyle =
  | 'masthead'
  | 'stacked'
  | 'italic'
  | 'underline'
  | 'ruled'
  | 'typewriter'
  | 'block'
  | 'badge'
  | 'caption'
  | 'almanac'
  | 'wave'

export interface Wordmark {
  style: WordmarkStyle
  /** Small line above the name ("The"). */
  kicker?: string
  main: string
  /** Small line below the name ("Weekly"). */
  tagline?: string
  ink: string
  accent: string
}

export interface PressOutlet {
  slug: string
  name: string
  /** Placeholder address of the outlet's piece about the tours, to be replaced with the real one. */
  link: string
  wordmark: Wordmark
}

/** SPEC §3 Press logo. */
export interface PressLogo {
  image: string
  alt: string
  link: string
  height?: number
  width?: number
}

/** Every wordmark is drawn on this canvas; pages show it scaled down. */
export const LOGO_WIDTH = 240
export const LOGO_HEIGHT = 80

export const outlets = [
  {
    slug: 'gotham-ledger',
    name: 'The Gotham Ledger',
    link: 'https://www.gothamledger.example/metro/2024/03/09/cat-history-tours',
    wordmark: { style: 'masthead', kicker: 'The', main: 'Gotham Ledger', ink: '#1f1a17', accent: '#1f1a17' },
  },
  {
    slug: 'brooklyn-stoop-weekly',
    name: 'Brooklyn Stoop Weekly',
    link: 'https://www.brooklynstoopweekly.example/2023/12/borough-hall-cat',
    wordmark: { style: 'stacked', main: 'Brooklyn Stoop', tagline: 'Weekly', ink: '#1b2435', accent: '#b93f0c' },
  },
  {
    slug: 'whisker-and-quill',
    name: 'Whisker & Quill',
    link: 'https://www.whiskerandquill.example/2024/05/nine-lives-three-neighbourhoods',
    wordmark: { style: 'italic', main: 'Whisker & Quill', ink: '#4a2b5e', accent: '#b93f0c' },
  },
  {
    slug: 'harborlight-travel',
    name: 'Harborlight Travel',
    link: 'https://www.harborlighttravel.example/new-york/cat-history-walking-tour',
    wordmark: { style: 'underline', main: 'Harborlight', tagline: 'Travel', ink: '#0f4c5c', accent: '#e2762f' },
  },
  {
    slug: 'east-river-courier',
    name: 'The East River Courier',
    link: 'https://www.eastrivercourier.example/news/lower-east-side-cat-tour',
    wordmark: { style: 'ruled', kicker: 'The East River', main: 'Courier', ink: '#23395b', accent: '#23395b' },
  },
  {
    slug: 'lantern-street-gazette',
    name: 'Lantern Street Gazette',
    link: 'https://www.lanternstreetgazette.example/2025/03/small-groups-big-stories',
    wordmark: { style: 'typewriter', kicker: 'Lantern Street', main: 'Gazette', ink: '#2d2d2d', accent: '#8f2f07' },
  },
  {
    slug: 'sidewalk-sundays',
    name: 'Sidewalk Sundays',
    link: 'https://www.sidewalksundays.example/spring-walks-2025',
    wordmark: { style: 'block', main: 'Sidewalk Sundays', ink: '#ffffff', accent: '#0f6b63' },
  },
  {
    slug: 'nine-lives-digest',
    name: 'Nine Lives Digest',
    link: 'https://www.ninelivesdigest.example/features/postal-cats-of-new-york',
    wordmark: { style: 'badge', kicker: '9', main: 'Nine Lives', tagline: 'Digest', ink: '#1b2435', accent: '#b93f0c' },
  },
  {
    slug: 'promenade-post',
    name: 'The Promenade Post',
    link: 'https://www.promenadepost.example/community/cat-history-walks',
    wordmark: { style: 'caption', main: 'The Promenade Post', tagline: 'Brooklyn Heights', ink: '#17324d', accent: '#6b7f99' },
  },
  {
    slug: 'downtown-almanac',
    name: 'Downtown Almanac',
    link: 'https://www.downtownalmanac.example/2025/05/summer-cat-history-tours',
    wordmark: { style: 'almanac', kicker: 'Downtown', main: 'Almanac', ink: '#3b2a1a', accent: '#b08d57' },
  },
  {
    slug: 'ferryline-radio-hour',
    name: 'Ferryline Radio Hour',
    link: 'https://www.ferrylineradiohour.example/episodes/cat-history-guides',
    wordmark: { style: 'wave', main: 'Ferryline', tagline: 'Radio Hour', ink: '#14213d', accent: '#0f6b63' },
  },
] as const satisfies readonly PressOutlet[]

export type OutletSlug = (typeof outlets)[number]['slug']

/** Where the build writes an outlet's wordmark; the same name as `.webp` is its first fallback (SPEC §7). */
export function pressLogoSrc(slug: OutletSlug): string {
  return `/press-logos/${slug}.svg`
}

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
