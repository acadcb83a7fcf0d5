/**
 * Press coverage and the press kit (SPEC §2 Home "As featured on", Press kit, In the news; §3 Press logo, Press
 * article, Media quote, Fact). Every outlet is fictional and every text is original sample copy; the article
 * links are placeholders the business replaces with its real coverage, here and nowhere else. Data and pure
 * helpers only: the build plugin that draws the wordmarks (scripts/press-logos-plugin.ts) imports this file too.
 */
import type { FaqItem } from './faqs'
import type { ImageName } from './images'
import { business } from './site.ts'
import { tourList } from './tours.ts'

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

/** SPEC §3 Press article. `date` is an ISO day (YYYY-MM-DD); `image` is the publication's logo. */
export interface PressArticle {
  title: string
  publication: string
  date: string
  description: string
  link: string
  image: string
  quote?: string
}

/** SPEC §3 Media quote. */
export interface MediaQuote {
  quote: string
  source: string
  publication: string
  context: string
}

/** SPEC §3 Fact. */
export interface Fact {
  label: string
  value: string
}

/** Every wordmark is drawn on this canvas; pages show it scaled down. */
export const LOGO_WIDTH = 240
export const LOGO_HEIGHT = 80

export const outlets = [
  {
    slug: 'gotham-ledger',
    name: 'The Gotham Ledger',
    wordmark: { style: 'masthead', kicker: 'The', main: 'Gotham Ledger', ink: '#1f1a17', accent: '#1f1a17' },
  },
  {
    slug: 'brooklyn-stoop-weekly',
    name: 'Brooklyn Stoop Weekly',
    wordmark: { style: 'stacked', main: 'Brooklyn Stoop', tagline: 'Weekly', ink: '#1b2435', accent: '#b93f0c' },
  },
  {
    slug: 'whisker-and-quill',
    name: 'Whisker & Quill',
    wordmark: { style: 'italic', main: 'Whisker & Quill', ink: '#4a2b5e', accent: '#b93f0c' },
  },
  {
    slug: 'harborlight-travel',
    name: 'Harborlight Travel',
    wordmark: { style: 'underline', main: 'Harborlight', tagline: 'Travel', ink: '#0f4c5c', accent: '#e2762f' },
  },
  {
    slug: 'east-river-courier',
    name: 'The East River Courier',
    wordmark: { style: 'ruled', kicker: 'The East River', main: 'Courier', ink: '#23395b', accent: '#23395b' },
  },
  {
    slug: 'lantern-street-gazette',
    name: 'Lantern Street Gazette',
    wordmark: { style: 'typewriter', kicker: 'Lantern Street', main: 'Gazette', ink: '#2d2d2d', accent: '#8f2f07' },
  },
  {
    slug: 'sidewalk-sundays',
    name: 'Sidewalk Sundays',
    wordmark: { style: 'block', main: 'Sidewalk Sundays', ink: '#ffffff', accent: '#0f6b63' },
  },
  {
    slug: 'nine-lives-digest',
    name: 'Nine Lives Digest',
    wordmark: { style: 'badge', kicker: '9', main: 'Nine Lives', tagline: 'Digest', ink: '#1b2435', accent: '#b93f0c' },
  },
  {
    slug: 'promenade-post',
    name: 'The Promenade Post',
    wordmark: { style: 'caption', main: 'The Promenade Post', tagline: 'Brooklyn Heights', ink: '#17324d', accent: '#6b7f99' },
  },
  {
    slug: 'downtown-almanac',
    name: 'Downtown Almanac',
    wordmark: { style: 'almanac', kicker: 'Downtown', main: 'Almanac', ink: '#3b2a1a', accent: '#b08d57' },
  },
  {
    slug: 'ferryline-radio-hour',
    name: 'Ferryline Radio Hour',
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

interface Coverage {
  outlet: OutletSlug
  /** Written articles make the In the News page; the one broadcast segment is only reached from its logo. */
  kind: 'article' | 'segment'
  title: string
  date: string
  description: string
  /** Placeholder address of the piece, to be replaced with the real one. */
  link: string
  quote?: string
}

/** Every piece of coverage, one per outlet, newest first. */
const coverage: readonly Coverage[] = [
  {
    outlet: 'downtown-almanac',
    kind: 'article',
    title: 'Summer 2025: the cat tours are back',
    date: '2025-05-31',
    description:
      'The summer season opens with weekend mornings in Brooklyn Heights, Saturday afternoons in the Financial District and Sunday afternoons on the Lower East Side.',
    link: 'https://www.downtownalmanac.example/2025/05/summer-cat-history-tours',
  },
  {
    outlet: 'sidewalk-sundays',
    kind: 'article',
    title: 'Ten spring walks worth getting up early for',
    date: '2025-04-26',
    description:
      'Our spring list of neighbourhood walks includes the Brooklyn Heights cat history tour, praised for its storytelling and its views from the Promenade.',
    link: 'https://www.sidewalksundays.example/spring-walks-2025',
    quote: 'Bring comfortable shoes and a camera; you will want to photograph every stoop the guide points at.',
  },
  {
    outlet: 'lantern-street-gazette',
    kind: 'article',
    title: 'Small groups, big stories',
    date: '2025-03-22',
    description:
      'Why a walking tour that keeps its groups small sells out its weekends in three neighbourhoods, and what its licensed guides do differently.',
    link: 'https://www.lanternstreetgazette.example/2025/03/small-groups-big-stories',
    quote: 'Every guest gets a question answered and a story to take home.',
  },
  {
    outlet: 'east-river-courier',
    kind: 'article',
    title: 'A Lower East Side tour that ends with a purr',
    date: '2025-02-08',
    description:
      'Tenement corners, tavern legends and a musical detour lead to a cat cafe finale on the newest route from Cat History Tours NYC.',
    link: 'https://www.eastrivercourier.example/news/lower-east-side-cat-tour',
  },
  {
    outlet: 'nine-lives-digest',
    kind: 'article',
    title: 'When the post office kept cats on the payroll',
    date: '2024-10-26',
    description:
      'A look back at the working cats of New York’s post offices, and at the walking tour that tells their story on the streets where it happened.',
    link: 'https://www.ninelivesdigest.example/features/postal-cats-of-new-york',
    quote: 'The guides have done the archive work, and it shows in every stop.',
  },
  {
    outlet: 'harborlight-travel',
    kind: 'article',
    title: 'A $40 walk that rewrites downtown',
    date: '2024-08-24',
    description:
      'A budget-friendly pick for visitors: the Financial District tour trades skyscraper statistics for the cats of Newspaper Row and City Hall.',
    link: 'https://www.harborlighttravel.example/new-york/cat-history-walking-tour',
    quote: 'The best-value two hours we spent in Manhattan.',
  },
  {
    outlet: 'whisker-and-quill',
    kind: 'article',
    title: 'Nine lives, three neighbourhoods',
    date: '2024-05-18',
    description:
      'Our cat-culture editor walks all three public tours in one weekend and ranks the stories she has not stopped retelling since.',
    link: 'https://www.whiskerandquill.example/2024/05/nine-lives-three-neighbourhoods',
  },
  {
    outlet: 'gotham-ledger',
    kind: 'article',
    title: 'Following the paw prints of old New York',
    date: '2024-03-09',
    description:
      'From the postal cats of lower Manhattan to P.T. Barnum’s cat show, three licensed guides have built a walking tour out of the city’s forgotten feline history.',
    link: 'https://www.gothamledger.example/metro/2024/03/09/cat-history-tours',
    quote: 'Part history lecture, part detective story, and entirely charming.',
  },
  {
    outlet: 'brooklyn-stoop-weekly',
    kind: 'article',
    title: 'The Borough Hall cat gets his due',
    date: '2023-12-02',
    description:
      'How a cat who raised the alarm during the 1904 fire at Borough Hall became the star of a Brooklyn walking tour, and why its guides want him remembered with a plaque.',
    link: 'https://www.brooklynstoopweekly.example/2023/12/borough-hall-cat',
  },
  {
    outlet: 'ferryline-radio-hour',
    kind: 'segment',
    title: 'Meet the guides telling New York’s history through its cats',
    date: '2023-11-18',
    description: 'A radio conversation with the founders about archives, ferry cats and the first months of walking tours.',
    link: 'https://www.ferrylineradiohour.example/episodes/cat-history-guides',
  },
  {
    outlet: 'promenade-post',
    kind: 'article',
    title: 'Cat history walks arrive in Brooklyn Heights',
    date: '2023-10-14',
    description:
      'A new two-hour walking tour leads small groups from Walt Whitman Park to Borough Hall, telling the neighbourhood’s past through the cats who lived it.',
    link: 'https://www.promenadepost.example/community/cat-history-walks',
    quote: 'We expected a cute stroll. We got a history lesson with whiskers.',
  },
]

/** SPEC §2 Home: the "As featured on" strip, one logo per outlet, each linking to that outlet's piece. */
export const pressLogos: PressLogo[] = outlets.map((entry) => {
  const piece = coverage.find((item) => item.outlet === entry.slug)!
  return { image: pressLogoSrc(entry.slug), alt: entry.name, link: piece.link, width: LOGO_WIDTH, height: LOGO_HEIGHT }
})

/** SPEC §2 In the news: the written articles, newest first. */
export const pressArticles: PressArticle[] = coverage
  .filter((item) => item.kind === 'article')
  .map((item) => ({
    title: item.title,
    publication: outlet(item.outlet).name,
    date: item.date,
    description: item.description,
    link: item.link,
    image: pressLogoSrc(item.outlet),
    ...(item.quote ? { quote: item.quote } : {}),
  }))

/** SPEC §2 Press kit "Featured In (4 outlets, 2024)": the outlets that wrote about the tours that year. */
export const FEATURED_YEAR = 2024
export const featuredIn: readonly PressArticle[] = pressArticles.filter((article) => article.date.startsWith(`${FEATURED_YEAR}-`)).reverse()

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2024-03-09" → "March 9, 2024", the same on the server and in every browser (no locale data involved). */
export function formatPressDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number)
  return `${MONTHS[month! - 1]} ${day}, ${year}`
}

/** SPEC §2 Press kit "media coverage quotes": the writers behind the quoted articles. */
export const mediaQuotes: readonly MediaQuote[] = [
  {
    quote: 'Part history lecture, part detective story, and entirely charming.',
    source: 'Mara Quinlan, metro reporter',
    publication: 'The Gotham Ledger',
    context: 'On the Financial District tour, March 2024',
  },
  {
    quote: 'The best-value two hours we spent in Manhattan.',
    source: 'Theo Abernathy, travel editor',
    publication: 'Harborlight Travel',
    context: 'New York budget picks, August 2024',
  },
  {
    quote: 'The guides have done the archive work, and it shows in every stop.',
    source: 'Ruth Okafor, features writer',
    publication: 'Nine Lives Digest',
    context: 'On the postal cats of New York, October 2024',
  },
]

const publicTours = tourList.filter((tour) => tour.groupMax !== undefined)
const groupSizes = publicTours.map((tour) => tour.groupMax!)

/** SPEC §2 Press kit "quick facts", from the business constants. */
export const quickFacts: readonly Fact[] = [
  { label: 'Founded', value: business.foundedText },
  { label: 'Tours', value: `${publicTours.length} neighbourhoods, plus private tours` },
  { label: 'Licensed guides', value: String(business.licensedGuides) },
  { label: 'Tour length', value: `About ${business.durationLabel}, ${business.distanceRange}` },
  { label: 'Price', value: `$${business.pricePerPerson} per person` },
  { label: 'Group size', value: `${Math.min(...groupSizes)} to ${Math.max(...groupSizes)} guests at most` },
  { label: 'Rating', value: `${business.rating} / 5 from ${business.reviewCount} reviews` },
  { label: 'Language', value: business.languages.join(', ') },
]

/** SPEC §2 Press kit: the four press releases, newest first (full texts are in the press-kit folder). */
export const pressReleases = [
  { title: 'Cat History Tours NYC opens its summer 2025 season in three neighbourhoods', date: '2025-05-01' },
  { title: 'New Lower East Side tour ends with a visit to a neighbourhood cat cafe', date: '2025-01-15' },
  { title: 'Walking tour guides ask Brooklyn to honour the Borough Hall cat with a plaque', date: '2024-05-22' },
  { title: 'Cat History Tours NYC launches New York’s first cat-history walking tours', date: '2023-08-12' },
] as const

/** SPEC §2 Press kit "high-resolution tour photos": one picture per public tour and the home hero, at full width. */
export const pressPhotos = [
  { name: 'tour-brooklyn-heights', title: 'Brooklyn Heights' },
  { name: 'tour-financial-district', title: 'Financial District' },
  { name: 'tour-lower-east-side', title: 'Lower East Side' },
  { name: 'hero-home', title: 'Brooklyn Bridge at dusk' },
] as const satisfies readonly { name: ImageName; title: string }[]

/**
 * SPEC §2 Press kit "official logos as PNG": rendered from the brand SVGs (src/assets/brand) by
 * scripts/brand-assets-plugin.ts into the build, so the download is always the current logo.
 */
export const brandLogoFiles = [
  {
    source: 'logo-horizontal.svg',
    file: 'downloads/cat-history-tours-logo.png',
    width: 1600,
    height: 400,
    label: 'Full logo',
    note: 'Mark and name, transparent background',
  },
  {
    source: 'mark.svg',
    file: 'downloads/cat-history-tours-mark.png',
    width: 1024,
    height: 1024,
    label: 'Cat mark',
    note: 'Round mark, transparent background',
  },
  {
    source: 'mark-maskable.svg',
    file: 'downloads/cat-history-tours-mark-square.png',
    width: 1024,
    height: 1024,
    label: 'Square mark',
    note: 'On navy, for profile pictures',
  },
] as const

/** SPEC §2 Press kit "coverage opportunities". */
export const coverageOpportunities = [
  {
    title: 'Tour attendance',
    text: 'Join any public tour as our guest, with a photographer if you like, and see the stories told on the street.',
  },
  {
    title: 'Expert interviews',
    text: 'Talk to our founders and licensed guides about New York’s working cats, the archives behind the tours and the city’s animal history.',
  },
  {
    title: 'Behind-the-scenes',
    text: 'Follow the research: archive visits, route planning and the first rehearsal walk of a new tour.',
  },
] as const

/** SPEC §2 Press kit "media FAQ of 5 questions" (one open at a time, collapsible). */
export const mediaFaqs: readonly FaqItem[] = [
  {
    question: 'Can journalists join a tour?',
    answer: 'Yes. We offer complimentary places on any public tour for working journalists. Tell us your outlet and the date you would like.',
  },
  {
    question: 'May we photograph or film during a tour?',
    answer: 'Yes, outdoors on public streets. Let us know in advance so we can tell the other guests and keep anyone who prefers not to appear out of shot.',
  },
  {
    question: 'Are the guides available for interviews?',
    answer: `Yes. Our founders and ${business.licensedGuides} licensed guides give interviews in English, in person, by phone or by video call.`,
  },
  {
    question: 'Where do the stories on the tours come from?',
    answer: 'From city archives, newspapers of the time, borough records and historical societies. We are happy to share our sources for fact-checking.',
  },
  {
    question: 'May we use your photos and logos?',
    answer: 'Yes, for editorial coverage of the tours. Please credit "Cat History Tours NYC" and do not alter the logos.',
  },
]

/** The subject line the media contact's mail link fills in (SPEC §7 "a mailto link for media inquiries with a preset subject"). */
export const MEDIA_INQUIRY_SUBJECT = 'Media inquiry: Cat History Tours NYC'
export const MEDIA_REPLY_HOURS = 24
