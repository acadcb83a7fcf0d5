/** The press content (SPEC §2 Home strip, Press kit, In the news; §3 press entities) and the wordmark build step. */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { mediaFaqs } from '../src/content/faqs'
import { webpVariant } from '../src/content/images'
import { brandLogoFiles } from '../src/content/brand-logos'
import {
  coverageOpportunities,
  featuredIn,
  formatPressDate,
  mediaQuotes,
  MEDIA_REPLY_HOURS,
  outlets,
  pressArticles,
  pressLogos,
  pressLogoSrc,
  pressReleases,
  quickFacts,
} from '../src/content/press'
import { pressKitTestimonials } from '../src/content/press-kit-testimonials'
import { wordmarkOf, wordmarks } from '../src/content/press-wordmarks'
import { loadContent } from '../scripts/content/load'
import { pressLogoFiles } from '../scripts/press-logos-plugin'
import { wordmarkSvg } from '../scripts/press-logos/wordmark'
import { SPEC_PRESS } from './support/spec'

const ROOT = new URL('..', import.meta.url).pathname
const isHttps = (url: string) => new URL(url).protocol === 'https:'
const unique = <T>(values: readonly T[]) => new Set(values).size === values.length

describe('home press strip logos', () => {
  it(`has ${SPEC_PRESS.homeStripLogos} logos, each with an image, alt text and its own https link`, () => {
    expect(pressLogos).toHaveLength(SPEC_PRESS.homeStripLogos)
    for (const logo of pressLogos) {
      expect(logo.alt).not.toBe('')
      expect(logo.image).toMatch(/^\/press-logos\/[a-z-]+\.png$/)
      expect(isHttps(logo.link)).toBe(true)
      expect(logo.width! / logo.height!).toBe(3)
    }
    expect(unique(pressLogos.map((logo) => logo.link))).toBe(true)
    expect(unique(pressLogos.map((logo) => logo.alt))).toBe(true)
  })

  it('links every article of the news page from its outlet’s logo', () => {
    const logoLinks = pressLogos.map((logo) => logo.link)
    for (const article of pressArticles) {
      const logo = pressLogos.find((candidate) => candidate.alt === article.publication)
      expect(logo?.link).toBe(article.link)
      expect(logo?.image).toBe(article.image)
      expect(logoLinks).toContain(article.link)
    }
  })
})

describe('news page articles', () => {
  it(`has ${SPEC_PRESS.newsArticles} articles with every field of SPEC §3 and https links`, () => {
    expect(pressArticles).toHaveLength(SPEC_PRESS.newsArticles)
    for (const article of pressArticles) {
      expect(article.title).not.toBe('')
      expect(article.publication).not.toBe('')
      expect(article.description.length).toBeGreaterThan(40)
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(article.date))).toBe(false)
      expect(isHttps(article.link)).toBe(true)
      expect(article.image).toMatch(/^\/press-logos\//)
    }
    expect(unique(pressArticles.map((article) => article.link))).toBe(true)
  })

  it('lists the newest first, none before the company was founded in August 2023', () => {
    const dates = pressArticles.map((article) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates.every((date) => date >= '2023-08-01')).toBe(true)
  })

  it('carries a quote on some articles only (the quote is optional)', () => {
    const quoted = pressArticles.filter((article) => article.quote)
    expect(quoted.length).toBeGreaterThan(0)
    expect(quoted.length).toBeLessThan(pressArticles.length)
  })

  it('formats dates the same everywhere, without locale data', () => {
    expect(formatPressDate('2024-03-09')).toBe('March 9, 2024')
    expect(formatPressDate('2023-12-02')).toBe('December 2, 2023')
  })
})

describe('press kit content', () => {
  it(`features ${SPEC_PRESS.featuredInOutlets} different outlets, all from ${SPEC_PRESS.featuredInYear}`, () => {
    expect(featuredIn).toHaveLength(SPEC_PRESS.featuredInOutlets)
    expect(unique(featuredIn.map((article) => article.publication))).toBe(true)
    for (const article of featuredIn) expect(article.date.slice(0, 4)).toBe(String(SPEC_PRESS.featuredInYear))
  })

  it(`has ${SPEC_PRESS.pressReleases} press release titles and ${SPEC_PRESS.mediaFaq} media FAQ items`, () => {
    expect(pressReleases).toHaveLength(SPEC_PRESS.pressReleases)
    expect(unique(pressReleases.map((release) => release.title))).toBe(true)
    expect(mediaFaqs).toHaveLength(SPEC_PRESS.mediaFaq)
    for (const faq of mediaFaqs) expect(faq.question.endsWith('?')).toBe(true)
  })

  it(`has ${SPEC_PRESS.testimonials} testimonials, each rated ${SPEC_PRESS.testimonialRating} stars`, () => {
    expect(pressKitTestimonials).toHaveLength(SPEC_PRESS.testimonials)
    for (const testimonial of pressKitTestimonials) {
      expect(testimonial.rating).toBe(SPEC_PRESS.testimonialRating)
      expect(testimonial.author).not.toBe('')
    }
  })

  it('offers the three coverage opportunities of the spec and a 24-hour media reply', () => {
    expect(coverageOpportunities.map((opportunity) => opportunity.title.toLowerCase())).toEqual(
      SPEC_PRESS.coverageOpportunities,
    )
    expect(MEDIA_REPLY_HOURS).toBe(SPEC_PRESS.mediaReplyHours)
  })

  it('quotes only outlets whose article carries the same words', () => {
    expect(mediaQuotes.length).toBeGreaterThan(0)
    for (const quote of mediaQuotes) {
      const article = pressArticles.find((candidate) => candidate.publication === quote.publication)
      expect(article?.quote).toBe(quote.quote)
      expect(quote.source).not.toBe('')
      expect(quote.context).not.toBe('')
    }
  })

  it('states the business facts of SPEC §1', () => {
    const facts = Object.fromEntries(quickFacts.map((fact) => [fact.label, fact.value]))
    expect(facts).toMatchObject({
      Founded: 'August 2023',
      'Licensed guides': '3',
      Price: '$40 per person',
      'Group size': '12 to 15 guests at most',
      Rating: '4.9 / 5 from 150 reviews',
      Language: 'English',
    })
  })

  it('offers the logos as PNG files', () => {
    expect(brandLogoFiles.length).toBeGreaterThan(0)
    for (const logo of brandLogoFiles) expect(logo.file).toMatch(/^downloads\/[a-z-]+\.png$/)
  })
})

describe('press wordmarks', () => {
  const decode = (text: string) => text.replace(/&amp;/g, '&')
  const words = (svg: string) => decode(svg.replace(/<[^>]+>/g, ' ')).toUpperCase()

  it.each(outlets.map((outlet) => [outlet.name, outlet] as const))(
    '%s is an original text wordmark with generic fonts only',
    (_, outlet) => {
      const svg = wordmarkSvg(outlet)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 80"/)
      const families = [...svg.matchAll(/font-family="([^"]+)"/g)].map((match) => match[1])
      expect(families.length).toBeGreaterThan(0)
      for (const family of families) expect(['serif', 'sans-serif', 'monospace']).toContain(family)
      expect(svg).not.toMatch(/href|url\(|<image|@import/)
      // Every word of the outlet's name is set in the mark (the title aside).
      const drawn = words(svg.replace(/<title>.*?<\/title>/, ''))
      for (const word of outlet.name.toUpperCase().split(' ')) {
        if (word === 'NINE') expect(drawn).toMatch(/NINE|9/)
        else expect(drawn).toContain(word)
      }
    },
  )

  it('has a designed wordmark for every outlet, each spelling its outlet’s name', () => {
    expect(Object.keys(wordmarks).sort()).toEqual(outlets.map((outlet) => outlet.slug).sort())
    for (const outlet of outlets) expect(wordmarkOf(outlet), outlet.slug).toBe(wordmarks[outlet.slug])
  })

  it.each([
    ['a new outlet', { slug: 'borough-bugle', name: 'The Borough Bugle' }],
    ['a new outlet with a long name', { slug: 'five-boroughs', name: 'The Five Boroughs Evening Chronicle' }],
    ['an outlet renamed since its wordmark was designed', { slug: 'gotham-ledger', name: 'The Gotham Daily' }],
  ])('draws %s in the plain style from its name', async (_, outlet) => {
    expect(wordmarkOf(outlet).style).toBe('plain')
    const svg = wordmarkSvg(outlet)
    const drawn = words(svg.replace(/<title>.*?<\/title>/, ''))
    for (const word of outlet.name.toUpperCase().split(' ')) expect(drawn).toContain(word)
    const [png] = pressLogoFiles([{ ...outlet, link: 'https://www.example.com/' }])
    const { channels } = await sharp(await png!.render()).stats()
    expect(channels[channels.length - 1]!.max).toBe(255)
  })

  it('draws the outlets the build reads from content/press.yaml, which the pages show', () => {
    expect(loadContent(ROOT).press.outlets).toEqual(outlets)
  })

  it('writes each logo as PNG and as the same picture in WebP, the first step of the fallback chain', () => {
    const files = pressLogoFiles(outlets).map((file) => `/${file.fileName}`)
    expect(files).toHaveLength(outlets.length * 2)
    for (const outlet of outlets) {
      expect(files).toContain(pressLogoSrc(outlet.slug))
      expect(files).toContain(webpVariant(pressLogoSrc(outlet.slug)))
    }
  })

  it.each(['png', 'webp'])(
    'renders the %s picture at 1.5 times the drawn size, with visible ink, in a few KB',
    async (format) => {
      const file = pressLogoFiles(outlets).find((candidate) => candidate.fileName.endsWith(`gotham-ledger.${format}`))!
      const bytes = await file.render()
      const image = sharp(bytes)
      const meta = await image.metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([format, 360, 120])
      const { channels } = await image.stats()
      // The alpha channel is not empty: the type and rules were drawn.
      expect(channels[channels.length - 1]!.max).toBe(255)
      expect(bytes.length).toBeLessThan(format === 'png' ? 3_000 : 8_000)
    },
  )
})
