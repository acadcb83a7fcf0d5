/**
 * The business facts (SPEC §1, §9), each written once: every page, schema and the search read them (through ./site.ts);
 * texts quote them, never a copy of the number.
 */
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

/** SPEC §2 Private tours: the calculator's terms. */
export const privateTourPricing = {
  basePrice: 320,
  includedGuests: 8,
  perExtraGuest: 40,
  minGuests: 1,
  maxGuests: 30,
  replyWithinHours: 48,
} as const
