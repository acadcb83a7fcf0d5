// @vitest-environment jsdom
/**
 * Issue 8 part 2, checked on what the build wrote (`npm test` builds before the unit tests): each document's head
 * (title, description, canonical, Open Graph, Twitter card), its JSON-LD against the schema.org vocabulary
 * (tests/support/schema-org.ts), FAQPage exactly where an FAQ is shown, the spec's two readings kept
 * (decision 0011), and sitemap.xml and robots.txt.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentUrls } from '../../src/content/documents'
import { config } from '../../src/config'
import { business } from '../../src/content/site'
import { schemaOrgDays, schemaOrgProperties } from '../support/schema-org'

const dist = join(__dirname, '..', '..', 'dist')
type Json = Record<string, unknown>

interface Built {
  file: string
  url: string
  doc: Document
  indexable: boolean
  jsonLd: Json[]
}

const documents: Built[] = [...documentUrls].map(([file, url]) => {
  const doc = new DOMParser().parseFromString(readFileSync(join(dist, file), 'utf8'), 'text/html')
  const robots = doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Json,
  )
  return { file, url, doc, indexable: !/noindex/.test(robots), jsonLd }
})
const indexable = documents.filter((document) => document.indexable)
const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined
const absolute = (url: string) => `${config.siteUrl}${url === '/' ? '/' : url}`
const typesOf = (node: Json) => [node['@type']].flat().filter((type): type is string => typeof type === 'string')
const ofType = (document: Built, type: string) => document.jsonLd.filter((node) => typesOf(node).includes(type))

describe('every indexable document’s head', () => {
  it.each(indexable.map((document) => [document.url, document] as const))('%s', (_url, { doc, url }) => {
    expect(doc.title.trim()).not.toBe('')
    expect(doc.querySelectorAll('title')).toHaveLength(1)
    expect(meta(doc, 'description')?.trim()).toBeTruthy()
    expect(doc.documentElement.lang).toBe('en')
    const canonical = doc.querySelectorAll('link[rel="canonical"]')
    expect(canonical).toHaveLength(1)
    expect(canonical[0]?.getAttribute('href')).toBe(absolute(url))
    expect(meta(doc, 'og:url')).toBe(absolute(url))
    expect(meta(doc, 'og:title')).toBe(doc.title)
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image')
    for (const key of ['og:image', 'twitter:image']) {
      const image = meta(doc, key) ?? ''
      expect(image.startsWith(`${config.siteUrl}/`), key).toBe(true)
      expect(existsSync(join(dist, new URL(image).pathname)), `${key} ${image} is in the build`).toBe(true)
    }
    expect(meta(doc, 'og:image:alt')).toBeTruthy()
    expect(meta(doc, 'twitter:image:alt')).toBeTruthy()
  })

  it('titles and descriptions are each page’s own', () => {
    expect(new Set(indexable.map(({ doc }) => doc.title)).size).toBe(indexable.length)
    expect(new Set(indexable.map(({ doc }) => meta(doc, 'description'))).size).toBe(indexable.length)
  })

  it('pages hidden from search engines have no canonical link', () => {
    const hidden = documents.filter((document) => !document.indexable)
    expect(hidden.map((document) => document.file).sort()).toEqual(expect.arrayContaining(['404.html', 'survey.html']))
    for (const { doc } of hidden) expect(doc.querySelector('link[rel="canonical"]')).toBeNull()
  })
})

function validate(node: unknown, path: string, problems: string[]): void {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) validate(item, `${path}[${index}]`, problems)
    return
  }
  if (typeof node !== 'object' || node === null) return
  const object = node as Json
  const types = typesOf(object)
  if (types.length > 0) {
    const allowed = new Set(types.flatMap((type) => schemaOrgProperties[type] ?? []))
    for (const type of types) if (!schemaOrgProperties[type]) problems.push(`${path}: unknown type ${type}`)
    for (const key of Object.keys(object)) {
      if (key.startsWith('@')) continue
      if (!allowed.has(key)) problems.push(`${path}: ${types.join('/')} has no property "${key}"`)
    }
  }
  for (const [key, value] of Object.entries(object)) validate(value, `${path}.${key}`, problems)
}

describe('JSON-LD', () => {
  it('every block parses, is schema.org, and uses only properties of its types', () => {
    const problems: string[] = []
    for (const document of documents) {
      for (const [index, node] of document.jsonLd.entries()) {
        expect(node['@context'], document.file).toBe('https://schema.org')
        validate(node, `${document.file}#${index}`, problems)
      }
    }
    expect(problems).toEqual([])
  })

  it('every page names the business, with its rating and opening hours', () => {
    for (const document of documents) {
      const [business_] = ofType(document, 'LocalBusiness')
      expect(business_, document.file).toBeDefined()
      expect(typesOf(business_ ?? {})).toEqual(['LocalBusiness', 'TouristAttraction'])
      expect(business_?.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.9,
        reviewCount: 150,
        bestRating: 5,
      })
      const hours = business_?.openingHoursSpecification as Json
      expect(hours.dayOfWeek).toEqual(['Saturday', 'Sunday'])
      for (const day of hours.dayOfWeek as string[]) expect(schemaOrgDays).toContain(day)
      expect([hours.opens, hours.closes]).toEqual(['10:00', '16:00'])
    }
  })

  it('each tour page describes its trip with the offer: $40, USD, in stock, New York', () => {
    const tourPages = documents.filter((document) => document.url.startsWith('/tours/'))
    expect(tourPages.length).toBe(4)
    for (const document of tourPages) {
      const trips = ofType(document, 'TouristTrip')
      expect(trips, document.url).toHaveLength(1)
      const offer = trips[0]?.offers as Json
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: 40,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        areaServed: 'New York',
      })
      expect(trips[0]?.url).toBe(absolute(document.url))
    }
  })

  it('each indexable page below home has a breadcrumb trail from Home to itself', () => {
    for (const document of indexable.filter((entry) => entry.url !== '/')) {
      const trails = ofType(document, 'BreadcrumbList')
      expect(trails, document.url).toHaveLength(1)
      const items = trails[0]?.itemListElement as Json[]
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
      expect(items[0]).toMatchObject({ '@type': 'ListItem', name: 'Home', item: absolute('/') })
      expect(items.at(-1)?.item).toBe(absolute(document.url))
      for (const item of items) expect(typeof item.name === 'string' && item.name !== '', document.url).toBe(true)
    }
  })

  it('each blog post is a BlogPosting with headline, date and author', () => {
    const posts = documents.filter((document) => document.url.startsWith('/blog?post='))
    expect(posts.length).toBeGreaterThan(0)
    for (const document of posts) {
      const [posting] = ofType(document, 'BlogPosting')
      expect(posting, document.url).toBeDefined()
      expect(String(posting?.headline).length).toBeLessThanOrEqual(110)
      expect(String(posting?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/)
      expect((posting?.author as Json | undefined)?.name).toBeTruthy()
    }
  })

  it('an FAQPage is there exactly where questions are shown, with the same questions and answers', () => {
    let pagesWithFaq = 0
    for (const document of documents) {
      // An FAQ accordion: disclosure buttons in headings whose label is a question (components/Accordion.tsx).
      const shown = [
        ...document.doc.querySelectorAll(
          'h2 > button[aria-controls], h3 > button[aria-controls], h4 > button[aria-controls]',
        ),
      ]
        .filter((button) => button.textContent?.trim().endsWith('?'))
        .map((button) => ({
          question: button.textContent?.trim(),
          answer: document.doc.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent?.trim(),
        }))
      const faqPages = ofType(document, 'FAQPage')
      if (shown.length === 0) {
        expect(faqPages, `${document.url} shows no FAQ`).toHaveLength(0)
        continue
      }
      pagesWithFaq += 1
      expect(faqPages, `${document.url} shows ${shown.length} questions`).toHaveLength(1)
      const given = (faqPages[0]!.mainEntity as Json[]).map((question) => ({
        question: question.name,
        answer: (question.acceptedAnswer as Json).text,
      }))
      expect(given, document.url).toEqual(shown)
    }
    expect(pagesWithFaq).toBeGreaterThanOrEqual(5)
  })
})

describe('the spec’s two readings are both kept (decision 0011)', () => {
  const trips = documents.flatMap((document) => ofType(document, 'TouristTrip').map((trip) => ({ document, trip })))

  it('tour pages say about 2 hours; their structured data spans 90 minutes from departure to arrival', () => {
    const minutes = (time: unknown) => {
      const [hours, mins] = String(time).split(':').map(Number)
      return (hours ?? 0) * 60 + (mins ?? 0)
    }
    const timed = trips.filter(({ trip }) => trip.departureTime !== undefined)
    expect(timed.length).toBe(3)
    for (const { document, trip } of timed) {
      expect(minutes(trip.arrivalTime) - minutes(trip.departureTime), document.url).toBe(90)
      expect(document.doc.body.textContent, document.url).toContain(business.durationLabel)
    }
    expect(business.durationLabel).toBe('2 hours')
  })

  it('the structured data says founded 2024, the press text August 2023', () => {
    for (const document of documents) expect(ofType(document, 'LocalBusiness')[0]?.foundingDate).toBe('2024')
    expect(documents.some((document) => document.doc.body.textContent?.includes('August 2023'))).toBe(true)
  })
})

describe('sitemap.xml and robots.txt', () => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
  const robots = readFileSync(join(dist, 'robots.txt'), 'utf8')

  it('lists only indexable pages, each at its canonical URL, once', () => {
    const canonical = new Set(indexable.map((document) => absolute(document.url)))
    expect(listed.length).toBeGreaterThan(10)
    expect(new Set(listed).size).toBe(listed.length)
    for (const url of listed) expect(canonical.has(url), url).toBe(true)
  })

  it('leaves out the survey and the not-found page', () => {
    expect(listed.some((url) => /\/survey|404/.test(url))).toBe(false)
  })

  it('robots.txt points to the sitemap and blocks no indexable page', () => {
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`)
    const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((match) => match[1]!)
    for (const document of indexable) {
      for (const prefix of disallowed)
        expect(document.url.startsWith(prefix), `${document.url} vs Disallow ${prefix}`).toBe(false)
    }
  })
})
