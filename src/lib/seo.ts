/** Per-route head (DESIGN note 5): title with the site suffix, description, canonical, robots, Open Graph, JSON-LD. */
import { config } from '../config'
import { defaultKeywords, siteTitleSuffix } from '../content/site'

export interface SeoInput {
  title: string
  description: string
  /** Canonical path, with a query string where the page has one (/blog?post=2). */
  path: string
  noindex?: boolean
  image?: string
  type?: 'website' | 'article'
  jsonLd?: ReadonlyArray<Record<string, unknown>>
}

export function pageTitle(title: string): string {
  return title === siteTitleSuffix ? title : `${title} | ${siteTitleSuffix}`
}

export function absoluteUrl(path: string): string {
  return `${config.siteUrl}${path === '/' ? '/' : path}`
}

export function seo({ title, description, path, noindex = false, image = '/og-image.png', type = 'website', jsonLd = [] }: SeoInput) {
  const fullTitle = pageTitle(title)
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image)
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { name: 'keywords', content: defaultKeywords.join(', ') },
      { name: 'robots', content: noindex ? 'noindex, nofollow' : 'index, follow' },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: config.siteName },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: noindex ? [] : [{ rel: 'canonical', href: url }],
    scripts: jsonLd.map(jsonLdScript),
  }
}

/** A JSON-LD script tag for head(); "<" is escaped so text in the data can never close the script element. */
export function jsonLdScript(data: Record<string, unknown>) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}
