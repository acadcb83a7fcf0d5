/**
 * Press coverage and the press kit (SPEC §2 Home "As featured on", Press kit, In the news; §3 Press logo, Press
 * article, Media quote, Fact). Every outlet is fictional and every text is original sample copy. The outlets, their
 * links and logos are in ./press-outlets.ts (re-exported here), the media FAQ with the other FAQs in ./faqs.ts.
 * Data and pure helpers only.
 */
import { MONTH_NAMES } from './months.ts'
import type { ImageName } from './images'
import { business } from './site.ts'
import { groupSizeRangeText, publicTours } from './group-sizes.ts'
import { outlet, pressLogoSrc, type OutletSlug } from './press-outlets.ts'

export * from './press-outlets.ts'

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

interface Coverage {
  outlet: OutletSlug
  /** Written articles make the In the News page; the one broadcast segment is only reached from its logo. */
  kind: 'article' | 'segment'
  title: string
  date: string
  description: string
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
  },
  {
    outlet: 'sidewalk-sundays',
    kind: 'article',
    title: 'Ten spring walks worth getting up early for',
    date: '2025-04-26',
    description:
      'Our spring list of neighbourhood walks includes the Brooklyn Heights cat history tour, praised for its storytelling and its views from the Promenade.',
    quote: 'Bring comfortable shoes and a camera; you will want to photograph every stoop the guide points at.',
  },
  {
    outlet: 'lantern-street-gazette',
    kind: 'article',
    title: 'Small groups, big stories',
    date: '2025-03-22',
    description:
      'Why a walking tour that keeps its groups small sells out its weekends in three neighbourhoods, and what its licensed guides do differently.',
    quote: 'Every guest gets a question answered and a story to take home.',
  },
  {
    outlet: 'east-river-courier',
    kind: 'article',
    title: 'A Lower East Side tour that ends with a purr',
    date: '2025-02-08',
    description:
      'Tenement corners, tavern legends and a musical detour lead to a cat cafe finale on the newest route from Cat History Tours NYC.',
  },
  {
    outlet: 'nine-lives-digest',
    kind: 'article',
    title: 'When the post office kept cats on the payroll',
    date: '2024-10-26',
    description:
      'A look back at the working cats of New York’s post offices, and at the walking tour that tells their story on the streets where it happened.',
    quote: 'The guides have done the archive work, and it shows in every stop.',
  },
  {
    outlet: 'harborlight-travel',
    kind: 'article',
    title: 'A $40 walk that rewrites downtown',
    date: '2024-08-24',
    description:
      'A budget-friendly pick for visitors: the Financial District tour trades skyscraper statistics for the cats of Newspaper Row and City Hall.',
    quote: 'The best-value two hours we spent in Manhattan.',
  },
  {
    outlet: 'whisker-and-quill',
    kind: 'article',
    title: 'Nine lives, three neighbourhoods',
    date: '2024-05-18',
    description:
      'Our cat-culture editor walks all three public tours in one weekend and ranks the stories she has not stopped retelling since.',
  },
  {
    outlet: 'gotham-ledger',
    kind: 'article',
    title: 'Following the paw prints of old New York',
    date: '2024-03-09',
    description:
      'From the postal cats of lower Manhattan to P.T. Barnum’s cat show, three licensed guides have built a walking tour out of the city’s forgotten feline history.',
    quote: 'Part history lecture, part detective story, and entirely charming.',
  },
  {
    outlet: 'brooklyn-stoop-weekly',
    kind: 'article',
    title: 'The Borough Hall cat gets his due',
    date: '2023-12-02',
    description:
      'How a cat who raised the alarm during the 1904 fire at Borough Hall became the star of a Brooklyn walking tour, and why its guides want him remembered with a plaque.',
  },
  {
    outlet: 'ferryline-radio-hour',
    kind: 'segment',
    title: 'Meet the guides telling New York’s history through its cats',
    date: '2023-11-18',
    description:
      'A radio conversation with the founders about archives, ferry cats and the first months of walking tours.',
  },
  {
    outlet: 'promenade-post',
    kind: 'article',
    title: 'Cat history walks arrive in Brooklyn Heights',
    date: '2023-10-14',
    description:
      'A new two-hour walking tour leads small groups from Walt Whitman Park to Borough Hall, telling the neighbourhood’s past through the cats who lived it.',
    quote: 'We expected a cute stroll. We got a history lesson with whiskers.',
  },
]

/** SPEC §2 In the news: the written articles, newest first. */
export const pressArticles: PressArticle[] = coverage
  .filter((item) => item.kind === 'article')
  .map((item) => ({
    title: item.title,
    publication: outlet(item.outlet).name,
    date: item.date,
    description: item.description,
    link: outlet(item.outlet).link,
    image: pressLogoSrc(item.outlet),
    ...(item.quote ? { quote: item.quote } : {}),
  }))

/** SPEC §2 Press kit "Featured In (4 outlets, 2024)": the outlets that wrote about the tours that year. */
export const FEATURED_YEAR = 2024
export const featuredIn: readonly PressArticle[] = pressArticles
  .filter((article) => article.date.startsWith(`${FEATURED_YEAR}-`))
  .reverse()

/** "2024-03-09" → "March 9, 2024", the same on the server and in every browser (no locale data involved). */
export function formatPressDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number)
  return `${MONTH_NAMES[month! - 1]} ${day}, ${year}`
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

/** SPEC §2 Press kit "quick facts", from the business constants. */
export const quickFacts: readonly Fact[] = [
  { label: 'Founded', value: business.foundedText },
  { label: 'Tours', value: `${publicTours.length} neighbourhoods, plus private tours` },
  { label: 'Licensed guides', value: String(business.licensedGuides) },
  { label: 'Tour length', value: `About ${business.durationLabel}, ${business.distanceRange}` },
  { label: 'Price', value: `$${business.pricePerPerson} per person` },
  { label: 'Group size', value: `${groupSizeRangeText()} guests at most` },
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

/** The subject line the media contact's mail link fills in (SPEC §7 "a mailto link for media inquiries with a preset subject"). */
export const MEDIA_INQUIRY_SUBJECT = 'Media inquiry: Cat History Tours NYC'
export const MEDIA_REPLY_HOURS = 24
