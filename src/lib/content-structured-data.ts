/**
 * schema.org JSON-LD for a page's own content: a tour's trip, a blog post, the questions a page shows. Each is
 * rendered in the page's body beside what it describes (components/JsonLd.tsx), so its code loads with that page;
 * the blocks of every page's head are in ./structured-data.ts.
 */
import { config } from '../config'
import type { FaqItem } from '../content/faqs'
import { picture } from '../content/pictures'
import { business } from '../content/site'
import type { Tour } from '../content/tours'
import type { BlogPost } from '../content/blog'
import { absoluteUrl } from './absolute-url'

export function tourJsonLd(tour: Tour, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.description,
    url: absoluteUrl(path),
    image: absoluteUrl(picture(tour.image).src),
    touristType: 'Cat lovers and history enthusiasts',
    // Trip has no duration property: the structured-data reading (90 minutes) is the span from departure to arrival.
    ...tripTimes(tour.schedule),
    provider: { '@id': `${config.siteUrl}/#business` },
    offers: {
      '@type': 'Offer',
      price: business.pricePerPerson,
      priceCurrency: business.currency,
      availability: 'https://schema.org/InStock',
      url: absoluteUrl('/booking'),
      areaServed: business.city,
    },
    itinerary: {
      '@type': 'Place',
      name: `${tour.name}, ${business.city}`,
      address: { '@type': 'PostalAddress', addressLocality: business.city, addressRegion: business.region },
    },
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
    image: absoluteUrl(picture(post.image).src),
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@id': `${config.siteUrl}/#business` },
    articleSection: post.category,
    keywords: post.tags.join(', '),
    // The post's date is free text ("March 14, 2025"); it is a calendar date, so read it as one in UTC.
    datePublished: post.published,
  }
}

/** Departure and arrival times (schema.org Time) of a tour with a start time in its schedule ("Saturdays at 2:00 PM"). */
export function tripTimes(schedule: string | undefined): { departureTime?: string; arrivalTime?: string } {
  const start = schedule && /\b(\d{1,2}):(\d{2})\s*(AM|PM)\b/i.exec(schedule)
  const minutes = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(business.structuredDataDuration)
  if (!start || !minutes) return {}
  const departure = ((Number(start[1]) % 12) + (start[3]?.toUpperCase() === 'PM' ? 12 : 0)) * 60 + Number(start[2])
  const arrival = departure + Number(minutes[1] ?? 0) * 60 + Number(minutes[2] ?? 0)
  const time = (total: number) =>
    `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`
  return { departureTime: time(departure), arrivalTime: time(arrival) }
}

/** The questions and answers a page shows, as schema.org FAQPage (one per page). */
export function faqPageJsonLd(items: readonly FaqItem[], path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
