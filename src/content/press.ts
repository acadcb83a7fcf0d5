/**
 * Press coverage and the press kit (SPEC §2 Home "As featured on", Press kit, In the news; §3 Press logo, Press
 * article, Media quote, Fact), from content/press.yaml; the outlets, their links and logos are in ./press-outlets.ts
 * (re-exported here), the media FAQ with the other FAQs in ./faqs.ts. The quick facts quote the business's facts
 * (content/business.yaml), so each is written once. Data and pure helpers only.
 */
import {
  coverage,
  coverageOpportunities,
  featuredYear,
  mediaQuotes,
  mediaReplyHours,
  pressReleases,
} from 'virtual:content/press'
import { MONTH_NAMES } from './months.ts'
import type { ImageName } from './images'
import { business } from './site.ts'
import { groupSizeRangeText, publicTours } from './group-sizes.ts'
import { outlet, pressLogoSrc } from './press-outlets.ts'

export * from './press-outlets.ts'
export type { MediaQuote } from './press-texts.ts'

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

/** SPEC §3 Fact. */
export interface Fact {
  label: string
  value: string
}

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
export { featuredYear as FEATURED_YEAR }
export const featuredIn: readonly PressArticle[] = pressArticles
  .filter((article) => article.date.startsWith(`${featuredYear}-`))
  .reverse()

/** "2024-03-09" → "March 9, 2024", the same on the server and in every browser (no locale data involved). */
export function formatPressDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number)
  return `${MONTH_NAMES[month! - 1]} ${day}, ${year}`
}

/** SPEC §2 Press kit "media coverage quotes": the writers behind the quoted articles (./press-texts.ts). */
export { mediaQuotes }

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
export { pressReleases }

/** SPEC §2 Press kit "high-resolution tour photos": one picture per public tour and the home hero, at full width. */
export const pressPhotos = [
  { name: 'tour-brooklyn-heights', title: 'Brooklyn Heights' },
  { name: 'tour-financial-district', title: 'Financial District' },
  { name: 'tour-lower-east-side', title: 'Lower East Side' },
  { name: 'hero-home', title: 'Brooklyn Bridge at dusk' },
] as const satisfies readonly { name: ImageName; title: string }[]

/** SPEC §2 Press kit "coverage opportunities". */
export { coverageOpportunities }

/** The subject line the media contact's mail link fills in (SPEC §7 "a mailto link for media inquiries with a preset subject"). */
export const MEDIA_INQUIRY_SUBJECT = 'Media inquiry: Cat History Tours NYC'
export { mediaReplyHours as MEDIA_REPLY_HOURS }
