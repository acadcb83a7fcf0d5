/** schema.org JSON-LD built from the content modules (SPEC §1 structured-data readings). */
import { config } from '../config'
import { business } from '../content/site'
import type { Tour } from '../content/tours'
import { absoluteUrl } from './seo'

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
    address: { '@type': 'PostalAddress', addressLocality: business.city, addressRegion: business.region, addressCountry: business.country },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: business.rating, reviewCount: business.reviewCount, bestRating: 5 },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: business.openingHours.days,
      opens: business.openingHours.opens,
      closes: business.openingHours.closes,
    },
  }
}

export function tourJsonLd(tour: Tour, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.description,
    url: absoluteUrl(path),
    touristType: 'Cat lovers and history enthusiasts',
    duration: business.structuredDataDuration,
    provider: { '@id': `${config.siteUrl}/#business` },
    offers: {
      '@type': 'Offer',
      price: business.pricePerPerson,
      priceCurrency: business.currency,
      availability: 'https://schema.org/InStock',
      url: absoluteUrl('/booking'),
      areaServed: business.city,
    },
    itinerary: { '@type': 'Place', name: `${tour.name}, ${business.city}`, address: { '@type': 'PostalAddress', addressLocality: business.city, addressRegion: business.region } },
  }
}

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; path: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(item.path) })),
  }
}
