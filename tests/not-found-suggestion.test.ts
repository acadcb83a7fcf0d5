import { describe, expect, it } from 'vitest'
import { suggestPage } from '../src/components/not-found-suggestion'

const BROOKLYN = '/tours/brooklyn-heights'
const FINANCIAL = '/tours/financial-district'
const LOWER_EAST_SIDE = '/tours/lower-east-side'
const PRIVATE = '/tours/private-tours'

describe('suggestPage: keyword mapping of SPEC §2 "Not-found page"', () => {
  it.each([
    ['/old-brooklyn-page', BROOKLYN],
    ['/heights', BROOKLYN],
    ['/financial', FINANCIAL],
    ['/district-tour', FINANCIAL],
    ['/lower', LOWER_EAST_SIDE],
    ['/east-village', LOWER_EAST_SIDE],
    ['/side-streets', LOWER_EAST_SIDE],
    ['/private', PRIVATE],
    ['/custom-walks', PRIVATE],
    ['/book-now', '/booking'],
    ['/reserve-a-spot', '/booking'],
    ['/gallery-2019', '/gallery'],
    ['/galleries', '/gallery'],
    ['/photographs', '/gallery'],
    ['/blog-archive', '/blog'],
    ['/post/12', '/blog'],
    ['/about', '/about'],
    ['/contact-form', '/contact'],
    ['/press-release', '/press-kit'],
    ['/media-kit', '/press-kit'],
    ['/news-2024', '/in-the-news'],
  ])('suggests %s → %s', (path, expected) => {
    const suggestion = suggestPage(path)
    expect(suggestion?.path).toBe(expected)
    expect(suggestion?.label.trim()).not.toBe('')
  })

  it.each(['/', '/xyz', '/qwerty', '/cats', '/tours/unknown', '/12345'])('offers no suggestion for %s', (path) => {
    expect(suggestPage(path)).toBeNull()
  })

  it('ignores letter case', () => {
    expect(suggestPage('/BROOKLYN')?.path).toBe(BROOKLYN)
    expect(suggestPage('/Photo-Album')?.path).toBe('/gallery')
  })
})

describe('suggestPage: percent-encoded paths', () => {
  it('decodes the path before looking for keywords', () => {
    expect(suggestPage('/Lower%20East%20Side')?.path).toBe(LOWER_EAST_SIDE)
    expect(suggestPage('/%62log')?.path).toBe('/blog') // %62 is "b"
    expect(suggestPage('/%70hoto')?.path).toBe('/gallery') // %70 is "p"
  })

  it('does not throw on a malformed escape and still reads the plain keywords', () => {
    expect(() => suggestPage('/%E0%A4%A-about')).not.toThrow()
    expect(suggestPage('/%E0%A4%A-about')?.path).toBe('/about')
    expect(suggestPage('/%zz')).toBeNull()
  })
})

describe('suggestPage: the first rule in SPEC order wins', () => {
  it.each([
    ['/brooklyn-blog', BROOKLYN],
    ['/financial-photo', FINANCIAL],
    ['/private-east', LOWER_EAST_SIDE],
    ['/private-booking', PRIVATE],
    ['/book-photos', '/booking'],
    ['/photo-blog', '/gallery'],
    ['/blog-about', '/blog'],
    ['/about-contact', '/about'],
    ['/contact-press', '/contact'],
    ['/press-news', '/press-kit'],
    ['/media-news', '/press-kit'],
  ])('%s → %s', (path, expected) => {
    expect(suggestPage(path)?.path).toBe(expected)
  })
})
