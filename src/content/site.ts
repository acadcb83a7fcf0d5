/** Business constants and the texts made of them (SPEC §1, §9); the facts themselves are in ./business.ts. */
import { config } from '../config.ts'
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

export const topBanner = {
  text: "We're back! Click the link to book your tour for the summer 2025 season!",
  to: '/tours',
} as const
