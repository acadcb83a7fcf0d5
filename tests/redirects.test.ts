import { describe, expect, it } from 'vitest'
import { redirectRules, resolveRedirect } from '../src/content/redirects'
import { config } from '../src/config'
import { SPEC_LEGACY_REDIRECTS, specCanonicalPaths } from './support/spec'

describe('resolveRedirect: legacy paths of SPEC §2 "Redirects"', () => {
  it.each(SPEC_LEGACY_REDIRECTS)('sends %s to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to)
  })

  it('lands every legacy path on a canonical page in one hop (no redirect chains)', () => {
    const canonical = new Set(specCanonicalPaths(config.petitionCat.slug))
    for (const [from] of SPEC_LEGACY_REDIRECTS) {
      const target = resolveRedirect(from)
      expect(target, from).not.toBeNull()
      expect(canonical.has(target ?? ''), `${from} → ${target}`).toBe(true)
      expect(resolveRedirect(target ?? ''), `${target} redirects again`).toBeNull()
    }
  })
})

describe('resolveRedirect: pattern rules', () => {
  it.each(['/about-tom', '/about-jane', '/about-our-team', '/about-the-founders'])(
    'sends the old about-{name} page %s to /about',
    (from) => {
      expect(resolveRedirect(from)).toBe('/about')
    },
  )

  it('does not treat a deeper path under about-{name} as the legacy page', () => {
    expect(resolveRedirect('/about-tom/photos')).toBeNull()
  })

  it.each([
    ['/blog/1', '/blog?post=1'],
    ['/blog/3', '/blog?post=3'],
    ['/blog/42', '/blog?post=42'],
  ])('sends the old post address %s to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to)
  })

  it('keeps a non-numeric /blog/{id} as a query value, percent-encoded, for the blog to reject', () => {
    expect(resolveRedirect('/blog/a&b=c')).toBe('/blog?post=a%26b%3Dc')
  })

  it('does not redirect a nested path below /blog/{id}', () => {
    expect(resolveRedirect('/blog/1/comments')).toBeNull()
  })
})

describe('resolveRedirect: trailing slash and letter case', () => {
  it.each([
    ['/About-Us/', '/about'],
    ['/ABOUT-US', '/about'],
    ['/about-us/', '/about'],
    ['/About-Tom', '/about'],
    ['/Sitemap.HTML', '/sitemap'],
    ['/Brooklyn/', '/tours/brooklyn-heights'],
    ['/index.html/', '/'],
    ['/BOOK-A-TOUR//', '/booking'],
    ['/blog/7/', '/blog?post=7'],
    ['/Blog/7', '/blog?post=7'],
  ])('sends %s to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to)
  })

  it.each([
    ['/about/', '/about'],
    ['/tours/', '/tours'],
    ['/tours/brooklyn-heights/', '/tours/brooklyn-heights'],
    ['/blog/', '/blog'],
  ])('drops the trailing slash of the canonical page %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to)
  })
})

describe('resolveRedirect: paths that stay where they are', () => {
  it.each(specCanonicalPaths(config.petitionCat.slug))('leaves the canonical page %s alone', (path) => {
    expect(resolveRedirect(path)).toBeNull()
  })

  it.each(['/nope', '/tours/unknown-tour', '/cats-of-harlem', '/aboutus', '/blog-archive', '/petition'])(
    'returns null for the unknown path %s (it renders the not-found page)',
    (path) => {
      expect(resolveRedirect(path)).toBeNull()
    },
  )
})

describe('redirectRules (static host _redirects file)', () => {
  const rules = redirectRules()

  it.each(SPEC_LEGACY_REDIRECTS)('has a permanent rule from %s to %s', (from, to) => {
    expect(rules).toContain(`${from} ${to} 301`)
  })

  it('has the about-{name} and /blog/{id} pattern rules', () => {
    expect(rules).toContain('/about-* /about 301')
    expect(rules).toContain('/blog/:id /blog?post=:id 301')
  })

  it('lists each source path once, in "from to status" form', () => {
    const sources = rules.map((rule) => rule.split(' ')[0])
    expect(new Set(sources).size).toBe(sources.length)
    for (const rule of rules) expect(rule).toMatch(/^\/\S* \/\S* 301$/)
  })

  it('contains nothing beyond the SPEC legacy paths and the two patterns', () => {
    expect(rules).toHaveLength(SPEC_LEGACY_REDIRECTS.length + 2)
  })
})
