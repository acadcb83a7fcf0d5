/** Business facts and constants (SPEC §1, §9). Written once; every page, schema and test reads them here. */
import { config } from '../config.ts'

export const business = {
  pricePerPerson: 40,
  competitorAveragePrice: 55,
  currency: 'USD',
  rating: 4.9,
  reviewCount: 150,
  fiveStarShare: '98%',
  durationLabel: '2 hours',
  /** Structured data says 90 minutes; the site text says about 2 hours (both readings are kept). */
  structuredDataDuration: 'PT90M',
  distanceLabel: '1.5 miles',
  distanceRange: '1 to 1.5 miles',
  licensedGuides: 3,
  /** Private-tour and press text say August 2023; structured data says 2024 (both readings are kept). */
  foundedText: 'August 2023',
  structuredDataFoundingYear: '2024',
  languages: ['English'],
  openingHours: { days: ['Saturday', 'Sunday'], opens: '10:00', closes: '16:00' },
  city: 'New York',
  region: 'NY',
  country: 'US',
} as const

export const privateTourPricing = {
  basePrice: 320,
  includedGuests: 8,
  perExtraGuest: 40,
  minGuests: 1,
  maxGuests: 30,
  replyWithinHours: 48,
} as const

export const siteTitleSuffix = config.siteName
export const defaultDescription =
  `Award-winning cat history walking tours in New York City: Brooklyn Heights, the Financial District and the Lower East Side. Small groups, licensed guides, $${business.pricePerPerson} per person.`
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
