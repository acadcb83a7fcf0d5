/** Business constants and the texts made of them (SPEC §1, §9); the facts themselves are in ./business.ts. */
import { config } from '../config.ts'
import banner from 'virtual:content/banner'
import { business } from './business.ts'

export { business, privateTourPricing } from './business.ts'

export const siteTitleSuffix = config.siteName
export const defaultDescription = `Award-winning cat history walking tours in New York City: Brooklyn Heights, the Financial District and the Lower East Side. Small groups, licensed guides, $${business.pricePerPerson} per person.`
export const defaultKeywords = [
  'cat tours NYC',
  'cat history tour',
  'New York walking tour',
  'Brooklyn Heights tour',
  'Financial District tour',
  'Lower East Side tour',
  'things to do in NYC',
  'cat lovers',
]

/** The announcement over every page and the season it names (content/banner.yaml). */
export const topBanner = banner

/** The home page's banner (SPEC §2 Home: 'Summer 2025 tours booking now'), naming the season of content/banner.yaml. */
export const seasonBannerText = `${banner.season} tours booking now`

/** The line beside the announcement: this month's tours, or next month's after the 15th (SPEC §2 "Top banner"). */
export function monthBannerText(month: string): string {
  return banner.monthLine.replaceAll('{season}', banner.season).replaceAll('{month}', month)
}
