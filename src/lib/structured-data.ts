/**
 * schema.org JSON-LD built from the content modules (SPEC §1 structured-data readings): the blocks every page's head
 * carries (the business, the breadcrumb trail). What describes a page's own content (a trip, a post, its questions)
 * is in ./content-structured-data.ts and goes in the page's body with that content, so it loads with that page only.
 */
import { config } from '../config'
import { business } from '../content/site'
import { absoluteUrl } from './absolute-url'

export function businessJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'TouristAttraction'],
    '@id': `${config.siteUrl}/#business`,
    name: config.siteName,
    url: absoluteUrl('/'),
    email: config.email,
    image: absoluteUrl('/og-image.png'),
    priceRange: `$${business.pricePerPerson}`,
    foundingDate: business.structuredDataFoundingYear,
    sameAs: [config.socialProfileUrl],
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.city,
      addressRegion: business.region,
      addressCountry: business.country,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating,
      reviewCount: business.reviewCount,
      bestRating: 5,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: business.openingHours.days,
      opens: business.openingHours.opens,
      closes: business.openingHours.closes,
    },
  }
}

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; path: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}
