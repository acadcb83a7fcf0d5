/**
 * Business facts are written once (src/content/business.ts). With the price, rating, review count and private-tour
 * terms changed there and nowhere else, every prerendered page (its text and its JSON-LD), the site search index and
 * the press kit's facts show the new values, and none still shows an old one: a copy of a number written as a
 * literal anywhere in src/ makes this fail.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

// Values the site never uses, so an old literal cannot pass for a derived one.
const CHANGED = { pricePerPerson: 47, rating: 4.6, reviewCount: 321, basePrice: 330, perExtraGuest: 43 } as const

vi.mock('../src/content/business', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/content/business')>()
  return {
    business: {
      ...actual.business,
      pricePerPerson: CHANGED.pricePerPerson,
      rating: CHANGED.rating,
      reviewCount: CHANGED.reviewCount,
    },
    privateTourPricing: {
      ...actual.privateTourPricing,
      basePrice: CHANGED.basePrice,
      perExtraGuest: CHANGED.perExtraGuest,
    },
  }
})

const { render, prerenderTargets } = await import('../src/entry-server')
const { pressArticles } = await import('../src/content/press')
const { searchIndex } = await import('../src/lib/site-search')
const { staticPageList } = await import('../src/content/pages')
const { quickFacts } = await import('../src/content/press')
const { businessJsonLd } = await import('../src/lib/structured-data')

/**
 * The facts as the spec states them (SPEC §1, §9): what must no longer appear once they changed. A number is matched
 * on its own, not inside another (the star icon's SVG path has "-4.9").
 */
const OLD_TEXTS = {
  price: /\$40\b/,
  privateBase: /\$320\b/,
  rating: /(?<![\d.-])4\.9(?!\d)/,
  reviews: /(?<![\d.])150 reviews/,
  ratingInSchema: /"ratingValue":"?4\.9/,
  reviewCountInSchema: /"reviewCount":"?150\b/,
}

/** A press article's headline is the outlet's words from its day: it keeps the price it quoted. */
const quotedHeadlines = pressArticles
  .map((article) => article.title)
  .filter((title) => Object.values(OLD_TEXTS).some((old) => old.test(title)))

function withoutQuotes(html: string): string {
  return quotedHeadlines.reduce((text, headline) => text.replaceAll(headline, ''), html)
}

const pages = await Promise.all(
  prerenderTargets.map(async (target) => ({ ...target, html: (await render(target.url, { routes: {} })).html })),
)
const byUrl = (url: string) => pages.find((page) => page.url === url)?.html ?? ''

describe('one source per fact', () => {
  it('renders every prerendered page', () => {
    expect(pages.length).toBeGreaterThan(15)
    for (const page of pages) expect(page.html, page.url).toContain('</html>')
  })

  it.each(Object.entries(OLD_TEXTS))('no page, JSON-LD included, still shows the old %s', (_, old) => {
    const showing = pages.filter((page) => old.test(withoutQuotes(page.html))).map((page) => page.url)
    expect(showing).toEqual([])
  })

  it('the pages that state the price show the changed one', () => {
    const price = `$${CHANGED.pricePerPerson}`
    for (const url of ['/', '/tours', '/tours/brooklyn-heights', '/press-kit']) expect(byUrl(url), url).toContain(price)
    expect(byUrl('/')).toContain(`Rated ${CHANGED.rating} from ${CHANGED.reviewCount} reviews. ${price} per person.`)
    expect(byUrl('/tours/private-tours')).toContain(`$${CHANGED.perExtraGuest}`)
  })

  it('the JSON-LD carries the changed rating and price', () => {
    const json = JSON.stringify(businessJsonLd())
    expect(json).toContain(String(CHANGED.rating))
    expect(json).toContain(String(CHANGED.reviewCount))
    const tourHtml = byUrl('/tours/brooklyn-heights')
    const jsonLd = [...tourHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => match[1])
      .join('\n')
    expect(jsonLd).toContain(`${CHANGED.pricePerPerson}`)
    expect(jsonLd).not.toMatch(/"price":\s*"?40\b/)
  })

  it('the press kit facts and the search index follow the one page table and the facts', () => {
    const facts = Object.fromEntries(quickFacts.map((fact) => [fact.label, fact.value]))
    expect(facts.Price).toBe(`$${CHANGED.pricePerPerson} per person`)
    expect(facts.Rating).toBe(`${CHANGED.rating} / 5 from ${CHANGED.reviewCount} reviews`)
    const searchable = staticPageList.flatMap((page) => ('searchName' in page ? [page.path] : []))
    expect(searchIndex.filter((item) => item.type === 'page').map((item) => item.path)).toEqual(searchable)
    expect(JSON.stringify(searchIndex)).not.toMatch(/\$40|4\.9|150 reviews/)
  })
})

/** Every source file of the app, for what rendering at build time does not show (the sticky bar appears on scroll). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('no copy of a fact in the source', () => {
  const src = join(__dirname, '..', 'src')
  const factsFile = join(src, 'content', 'business.ts')
  it.each(Object.entries(OLD_TEXTS))('no source file but business.ts writes the %s', (_, old) => {
    const writing = sourceFiles(src)
      .filter((file) => file !== factsFile && old.test(withoutQuotes(readFileSync(file, 'utf8'))))
      .map((file) => relative(src, file))
    expect(writing).toEqual([])
  })
})
