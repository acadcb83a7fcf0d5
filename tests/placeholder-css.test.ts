/**
 * scripts/photos/placeholder-css.ts: the build places the photos' placeholder rules itself; a page inlines those of
 * the photos that open it, and leaves those of its lazy photos to the rest of the stylesheet.
 */
import { describe, expect, it } from 'vitest'
import { placeholderRules } from '../scripts/photos/placeholder-css'

const page = [
  '<img loading="eager" fetchpriority="high" data-photo="hero-gallery" src="/images/hero-gallery-1024.webp" alt="">',
  '<img src="/images/gallery-01-640.webp" loading="lazy" data-photo="gallery-01" alt="A cat">',
  // One photo in two places: lazy in one, painted first in the other.
  '<img data-photo="blog-borough-hall" loading="lazy" alt="">',
  '<img data-photo="blog-borough-hall" alt="">',
  '<img src="/press-logos/a.png" loading="lazy" alt="The Gazette">',
].join('')

describe('the placeholder rules the build places', () => {
  const paints = placeholderRules.paints(page)

  it("owns each photo's placeholder rule, as the minifier writes its selector and as the build does", () => {
    expect(placeholderRules.owns('img[data-photo=gallery-01]')).toBe(true)
    expect(placeholderRules.owns('img[data-photo="gallery-01"]')).toBe(true)
  })

  it('leaves every other rule to Beasties: the layout of every placeholder, or any other selector', () => {
    expect(placeholderRules.owns('img[data-photo]')).toBe(false)
    expect(placeholderRules.owns('.gallery img[data-photo=gallery-01]')).toBe(false)
    expect(placeholderRules.owns('img[loading=lazy]')).toBe(false)
    expect(placeholderRules.owns('.hero')).toBe(false)
  })

  it('paints with the placeholder of a photo that opens the page, even when it is lazy elsewhere on it', () => {
    expect(paints('img[data-photo=hero-gallery]')).toBe(true)
    expect(paints('img[data-photo="blog-borough-hall"]')).toBe(true)
  })

  it('lets a photo shown only in lazy pictures, or not on the page, wait for the stylesheet', () => {
    expect(paints('img[data-photo=gallery-01]')).toBe(false)
    expect(paints('img[data-photo="gallery-01"]')).toBe(false)
    expect(paints('img[data-photo=team-nina]')).toBe(false)
  })

  it('paints with no placeholder on a page without photos', () => {
    const none = placeholderRules.paints('<img src="/images/hero-home-1024.webp" alt="">')
    expect(none('img[data-photo=hero-home]')).toBe(false)
  })
})
