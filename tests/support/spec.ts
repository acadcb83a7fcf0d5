/**
 * Expectations transcribed by hand from /work/shared/spec/SPEC.md, so the tests compare the app against the
 * specification rather than against the app's own tables.
 */

/** SPEC §2 "Redirects": legacy path → canonical page. */
export const SPEC_LEGACY_REDIRECTS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/sitemap.html', '/sitemap'],
  // To the matching tour page.
  ['/financial-district-cat-tour', '/tours/financial-district'],
  ['/brooklyn-heights-cat-tour', '/tours/brooklyn-heights'],
  ['/lower-east-side-cat-tour', '/tours/lower-east-side'],
  ['/private-cat-tours', '/tours/private-tours'],
  ['/financial-district', '/tours/financial-district'],
  ['/brooklyn-heights', '/tours/brooklyn-heights'],
  ['/lower-east-side', '/tours/lower-east-side'],
  ['/private-tours', '/tours/private-tours'],
  ['/brooklyn', '/tours/brooklyn-heights'],
  // To /tours.
  ['/tour', '/tours'],
  ['/cat-tours', '/tours'],
  ['/tourinfo', '/tours'],
  ['/cat-tour', '/tours'],
  // To /.
  ['/cats', '/'],
  ['/index.html', '/'],
  ['/index.php', '/'],
  ['/home', '/'],
  // To /about (the about-{name} pattern is tested separately).
  ['/about-us', '/about'],
  ['/about.html', '/about'],
  // To /contact.
  ['/contactus', '/contact'],
  ['/contact-us', '/contact'],
  ['/contact.html', '/contact'],
  // To /booking.
  ['/book', '/booking'],
  ['/book-a-tour', '/booking'],
  ['/book-tour', '/booking'],
  ['/reserve', '/booking'],
  ['/reservation', '/booking'],
  // To /press-kit.
  ['/press', '/press-kit'],
  ['/media', '/press-kit'],
  // To /in-the-news.
  ['/news', '/in-the-news'],
  ['/media-coverage', '/in-the-news'],
  // To /gallery.
  ['/photo', '/gallery'],
  ['/photos', '/gallery'],
  ['/image', '/gallery'],
  ['/images', '/gallery'],
  ['/gallery.html', '/gallery'],
  // To /blog.
  ['/articles', '/blog'],
  ['/stories', '/blog'],
  ['/post', '/blog'],
  ['/posts', '/blog'],
  ['/blog.html', '/blog'],
]

/** SPEC §2 "Route table": the canonical pages ({name} of /petition-{name} is filled in by the caller). */
export function specCanonicalPaths(petitionSlug: string): string[] {
  return [
    '/',
    '/about',
    '/tours',
    '/tours/brooklyn-heights',
    '/tours/financial-district',
    '/tours/lower-east-side',
    '/tours/private-tours',
    '/gallery',
    '/blog',
    '/contact',
    `/petition-${petitionSlug}`,
    '/press-kit',
    '/booking',
    '/in-the-news',
    '/sitemap',
    '/survey',
  ]
}

/** SPEC §3 Tour / §9: the booking provider's item id of each tour. */
export const SPEC_ITEM_IDS = {
  'brooklyn-heights': 562630,
  'financial-district': 577800,
  'lower-east-side': 604533,
  'private-tours': 562633,
} as const

/** SPEC §2 Home / Press kit / In the news and §9: the press counts. */
export const SPEC_PRESS = {
  homeStripLogos: 11,
  newsArticles: 10,
  featuredInOutlets: 4,
  featuredInYear: 2024,
  pressReleases: 4,
  mediaFaq: 5,
  testimonials: 3,
  testimonialRating: 5,
  mediaReplyHours: 24,
  coverageOpportunities: ['tour attendance', 'expert interviews', 'behind-the-scenes'],
} as const

/** SPEC §2 About: the roles of the four team members, in order. */
export const SPEC_TEAM_ROLES = [
  'co-founder and licensed guide',
  'co-founder',
  'licensed guide',
  'licensed guide',
] as const

/** SPEC §2 Site map: the main pages and the four tour pages it lists. */
export const SPEC_SITEMAP_MAIN_PATHS = [
  '/',
  '/about',
  '/tours',
  '/blog',
  '/gallery',
  '/contact',
  '/booking',
  '/press-kit',
  '/in-the-news',
] as const
export const SPEC_TOUR_PATHS = [
  '/tours/brooklyn-heights',
  '/tours/financial-district',
  '/tours/lower-east-side',
  '/tours/private-tours',
] as const
export const SPEC_NO_POSTS = 'No blog posts available'

/** SPEC §8 "Help button whose section is missing". */
export const SPEC_SECTION_NOT_FOUND = {
  title: 'Section Not Found',
  description: "We couldn't find that section. Please try another link.",
} as const

/** SPEC §9: contact FAQ items, highlight pulse. */
export const SPEC_CONTACT_FAQ_COUNT = 6
export const SPEC_HIGHLIGHT_PULSE_MS = 2000

/** SPEC §2 Petition: the four cards, in order. */
export const SPEC_PETITION_CARDS = [
  'community care',
  'documented heroism',
  'media recognition',
  'Brooklyn legacy',
] as const

/** SPEC §2 Gallery: texts, counts and the fallback alt. */
export const SPEC_GALLERY = {
  heroTitle: 'Cat Gallery',
  bookButton: 'Book Your Tour Today',
  tourGrid: 'Tour Photo Gallery',
  fanGrid: 'Feline Fan Photos',
  fanCount: 21,
  /** "about 30". */
  tourCountAbout: 30,
  fallbackAlt: 'Cat image (fallback)',
  emptyTitle: 'No images to display.',
  emptyText: 'Check back soon for more photos from our tours and community!',
} as const

/** SPEC §5 "Survey form": the message of each field when the form is sent empty, in the form's order. */
export const SPEC_SURVEY_EMPTY_MESSAGES = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Please provide the tour date',
  'Please select which tour you took',
  'Please rate your tour experience',
  'Please rate your tour guide',
  'Please tell us how you heard about us',
  'Please indicate if you would recommend us',
  'Please provide some feedback (minimum 10 characters)',
] as const
