import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../src/lib/absolute-url'
import { jsonLdScript, pageTitle, seo, serializeJsonLd } from '../src/lib/seo'
import { faqPageJsonLd, tripTimes } from '../src/lib/content-structured-data'
import { config } from '../src/config'
import { defaultKeywords, siteTitleSuffix } from '../src/content/site'

type Head = ReturnType<typeof seo>

function tag(head: Head, key: string): string | undefined {
  const found = (head.meta as ReadonlyArray<Partial<Record<string, string>>>).find(
    (entry) => entry.name === key || entry.property === key,
  )
  return found?.content
}

function title(head: Head): string | undefined {
  return (head.meta as ReadonlyArray<Partial<Record<string, string>>>).find((entry) => 'title' in entry)?.title
}

const about = { title: 'About Us', description: 'Meet the guides.', path: '/about' }

describe('pageTitle', () => {
  it('adds the site-title suffix', () => {
    expect(siteTitleSuffix.trim()).not.toBe('')
    expect(pageTitle('About Us')).toBe(`About Us | ${siteTitleSuffix}`)
  })

  it('does not repeat the suffix when the title is the site title itself', () => {
    expect(pageTitle(siteTitleSuffix)).toBe(siteTitleSuffix)
  })
})

describe('absoluteUrl', () => {
  it.each(['/', '/about', '/tours/brooklyn-heights', '/blog?post=2', '/og-image.png'])(
    'turns %s into an absolute URL on the public origin',
    (path) => {
      expect(absoluteUrl(path)).toBe(new URL(path, `${config.siteUrl}/`).href)
    },
  )
})

describe('seo', () => {
  it('sets the suffixed title on the document, Open Graph and Twitter', () => {
    const head = seo(about)
    const expected = `About Us | ${siteTitleSuffix}`
    expect(title(head)).toBe(expected)
    expect(tag(head, 'og:title')).toBe(expected)
    expect(tag(head, 'twitter:title')).toBe(expected)
  })

  it('links an absolute canonical URL for an indexable page', () => {
    const head = seo(about)
    expect(head.links).toEqual([{ rel: 'canonical', href: new URL('/about', config.siteUrl).href }])
    expect(tag(head, 'robots')).toBe('index, follow')
  })

  it('keeps the query string of a canonical blog post URL', () => {
    const head = seo({ ...about, path: '/blog?post=2' })
    const href = head.links[0]?.href ?? ''
    expect(new URL(href).pathname).toBe('/blog')
    expect(new URL(href).searchParams.get('post')).toBe('2')
    expect(tag(head, 'og:url')).toBe(href)
  })

  it('marks a noindex page "noindex, nofollow" and drops its canonical link', () => {
    const head = seo({ ...about, path: '/survey', noindex: true })
    expect(tag(head, 'robots')).toBe('noindex, nofollow')
    expect(head.links).toEqual([])
  })

  it('writes the description, Open Graph and Twitter card tags', () => {
    const head = seo(about)
    const url = new URL('/about', config.siteUrl).href
    const image = new URL('/og-image.png', config.siteUrl).href
    expect(tag(head, 'description')).toBe('Meet the guides.')
    expect(tag(head, 'keywords')).toBe(defaultKeywords.join(', '))
    expect(tag(head, 'og:type')).toBe('website')
    expect(tag(head, 'og:site_name')).toBe(config.siteName)
    expect(tag(head, 'og:description')).toBe('Meet the guides.')
    expect(tag(head, 'og:url')).toBe(url)
    expect(tag(head, 'og:image')).toBe(image)
    expect(tag(head, 'twitter:card')).toBe('summary_large_image')
    expect(tag(head, 'twitter:description')).toBe('Meet the guides.')
    expect(tag(head, 'twitter:image')).toBe(image)
  })

  it('uses the given page type and image', () => {
    const head = seo({ ...about, type: 'article', image: '/images/tom.jpg' })
    expect(tag(head, 'og:type')).toBe('article')
    expect(tag(head, 'og:image')).toBe(new URL('/images/tom.jpg', config.siteUrl).href)
  })

  it('gives a page below home the trail Home > page, and the home page none', () => {
    const data = (head: Head) => head.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>)
    expect(data(seo({ ...about, path: '/' }))).toEqual([])
    const [trail] = data(seo(about))
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${config.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'About Us', item: `${config.siteUrl}/about` },
      ],
    })
  })

  it('takes a deeper trail when given one, and keeps a trail the route already gives', () => {
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'Tours', path: '/tours' },
      { name: 'Brooklyn Heights', path: '/tours/brooklyn-heights' },
    ]
    const given = seo({ ...about, path: '/tours/brooklyn-heights', breadcrumbs: crumbs }).scripts.map((script) =>
      JSON.parse(script.children),
    )
    expect(given).toHaveLength(1)
    expect(given[0].itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Tours',
      'Brooklyn Heights',
    ])
    const own = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] }
    expect(seo({ ...about, jsonLd: [{ '@type': 'Thing' }, own] }).scripts).toHaveLength(2)
  })

  it('leaves the FAQPage to the FAQ itself: the head has none', () => {
    expect(seo(about).scripts.some((script) => script.children.includes('FAQPage'))).toBe(false)
  })

  it('describes an FAQ with the questions and answers the page shows', () => {
    const faqs = [
      { question: 'Can I bring my cat?', answer: 'Yes, in a harness or a carrier.' },
      { question: 'How far do we walk?', answer: 'About 1.5 miles.' },
    ]
    const faqPage = JSON.parse(serializeJsonLd(faqPageJsonLd(faqs, '/contact'))) as { mainEntity: unknown; url: string }
    expect(faqPage.url).toBe(`${config.siteUrl}/contact`)
    expect(faqPage.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Can I bring my cat?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, in a harness or a carrier.' },
      },
      {
        '@type': 'Question',
        name: 'How far do we walk?',
        acceptedAnswer: { '@type': 'Answer', text: 'About 1.5 miles.' },
      },
    ])
  })

  it('gives a hidden page no trail', () => {
    expect(seo({ ...about, path: '/survey', noindex: true }).scripts).toEqual([])
  })

  it('describes the shared social card: size and alternative text', () => {
    const head = seo(about)
    expect(tag(head, 'og:image:width')).toBe('1200')
    expect(tag(head, 'og:image:height')).toBe('630')
    expect(tag(head, 'og:image:alt')).toMatch(/cat history walking tours/i)
    expect(tag(head, 'twitter:image:alt')).toBe(tag(head, 'og:image:alt'))
    expect(tag(seo({ ...about, image: '/images/tom.webp' }), 'og:image:width')).toBeUndefined()
  })
})

describe('jsonLdScript', () => {
  const hostile = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'Cats </script><script>alert(1)</script>',
    description: 'a <!-- comment --> and </SCRIPT > in capitals',
    nested: { list: ['</script>', '<b>'] },
  }

  it('is an application/ld+json script', () => {
    expect(jsonLdScript(hostile).type).toBe('application/ld+json')
  })

  it('cannot close the script element or open a comment, whatever the data says', () => {
    const { children } = jsonLdScript(hostile)
    expect(children).not.toMatch(/<\/script/i)
    expect(children).not.toContain('<!--')
    expect(children).not.toContain('<')
  })

  it('still parses back to exactly the same data', () => {
    expect(JSON.parse(jsonLdScript(hostile).children)).toEqual(hostile)
  })

  it('escapes the data of seo() scripts the same way', () => {
    const [script] = seo({ ...about, jsonLd: [hostile] }).scripts
    expect(script?.children).not.toContain('<')
    expect(JSON.parse(script?.children ?? 'null')).toEqual(hostile)
  })
})

describe('tripTimes (the 90-minute structured-data reading as departure and arrival)', () => {
  it.each([
    ['Weekends at 10:00 AM', '10:00:00', '11:30:00'],
    ['Saturdays at 2:00 PM', '14:00:00', '15:30:00'],
    ['Daily at 12:15 PM', '12:15:00', '13:45:00'],
    ['Fridays at 12:00 AM', '00:00:00', '01:30:00'],
  ])('%s departs at %s and arrives at %s', (schedule, departureTime, arrivalTime) => {
    expect(tripTimes(schedule)).toEqual({ departureTime, arrivalTime })
  })

  it('gives no times for a tour without a start time (private tours)', () => {
    expect(tripTimes(undefined)).toEqual({})
    expect(tripTimes('By arrangement')).toEqual({})
  })
})
