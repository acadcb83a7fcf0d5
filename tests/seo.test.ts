import { describe, expect, it } from 'vitest'
import { absoluteUrl, jsonLdScript, pageTitle, seo } from '../src/lib/seo'
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

  it('has no JSON-LD scripts unless given data', () => {
    expect(seo(about).scripts).toEqual([])
    expect(seo({ ...about, jsonLd: [{ '@type': 'Thing' }, { '@type': 'Trip' }] }).scripts).toHaveLength(2)
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
