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
