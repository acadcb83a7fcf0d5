/** schema.org JSON-LD built from the content modules (SPEC §1 structured-data readings). */
import { config } from '../config'
import { business } from '../content/site'
import type { Tour } from '../content/tours'
import type { BlogPost } from '../content/blog'
import { defaultSrc } from '../content/images'
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

export function blogPostingJsonLd(post: BlogPost, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    image: absoluteUrl(defaultSrc(post.image)),
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@id': `${config.siteUrl}/#business` },
    articleSection: post.category,
    keywords: post.tags.join(', '),
    // The post's date is free text ("March 14, 2025"); it is a calendar date, so read it as one in UTC.
    datePublished: isoDate(post.date),
  }
}

function isoDate(text: string): string | undefined {
  const time = Date.parse(`${text} 00:00 UTC`)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10)
}
