/**
 * Per-route head (DESIGN note 5): title with the site suffix, description, canonical, robots, Open Graph, Twitter
 * card, and JSON-LD: the route's own data and a BreadcrumbList. (An FAQPage is rendered with the FAQ itself.)
 */
import { config } from '../config'
import { defaultKeywords, siteTitleSuffix } from '../content/site'
import { absoluteUrl } from './absolute-url'
import { breadcrumbJsonLd } from './structured-data'

export interface Crumb {
  name: string
  path: string
}

export interface SeoInput {
  title: string
  description: string
  /** Canonical path, with a query string where the page has one (/blog?post=2). */
  path: string
  noindex?: boolean
  image?: string
  /** Describes the image for people who cannot see it (og:image:alt, twitter:image:alt). */
  imageAlt?: string
  type?: 'website' | 'article'
  jsonLd?: ReadonlyArray<Record<string, unknown>>
  /** Trail from the home page; by default Home > this page. Ignored when jsonLd has its own BreadcrumbList. */
  breadcrumbs?: readonly Crumb[]
}

/** The shared social card (scripts/brand-assets-plugin.ts renders it at this size). */
export const socialCard = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${config.siteName}: cat history walking tours in New York City`,
}

export function pageTitle(title: string): string {
  return title === siteTitleSuffix ? title : `${title} | ${siteTitleSuffix}`
}

export function seo({
  title,
  description,
  path,
  noindex = false,
  image = socialCard.path,
  imageAlt = socialCard.alt,
  type = 'website',
  jsonLd = [],
  breadcrumbs,
}: SeoInput) {
  const fullTitle = pageTitle(title)
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image)
  const cardSize =
    image === socialCard.path
      ? [
          { property: 'og:image:width', content: String(socialCard.width) },
          { property: 'og:image:height', content: String(socialCard.height) },
        ]
      : []
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { name: 'keywords', content: defaultKeywords.join(', ') },
      { name: 'robots', content: noindex ? 'noindex, nofollow' : 'index, follow' },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: config.siteName },
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      ...cardSize,
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
    links: noindex ? [] : [{ rel: 'canonical', href: url }],
    // A page hidden from search engines gets no trail of its own.
    scripts: structuredData({ title, path, jsonLd, breadcrumbs: noindex ? [] : breadcrumbs }).map(jsonLdScript),
  }
}

function structuredData({
  title,
  path,
  jsonLd,
  breadcrumbs,
}: Required<Pick<SeoInput, 'title' | 'path' | 'jsonLd'>> & Pick<SeoInput, 'breadcrumbs'>) {
  const hasTrail = jsonLd.some((data) => data['@type'] === 'BreadcrumbList')
  const trail =
    breadcrumbs ??
    (path === '/'
      ? []
      : [
          { name: 'Home', path: '/' },
          { name: title, path },
        ])
  return [...jsonLd, ...(hasTrail || trail.length < 2 ? [] : [breadcrumbJsonLd(trail)])]
}

/** JSON-LD text; "<" is escaped so text in the data can never close the script element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** A JSON-LD script tag for head(). An FAQPage goes with its questions instead (Accordion's faqPagePath). */
export function jsonLdScript(data: Record<string, unknown>) {
  return { type: 'application/ld+json', children: serializeJsonLd(data) }
}
