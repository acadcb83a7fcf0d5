/**
 * scripts/photos/placeholder-css.ts: a page inlines the placeholders of the photos that open it, and leaves those of
 * its lazy photos to the rest of the stylesheet.
 */
import { describe, expect, it } from 'vitest'
import { placeholdersThatCanWait } from '../scripts/photos/placeholder-css'

const page = [
  '<img loading="eager" fetchpriority="high" data-photo="hero-gallery" src="/images/hero-gallery-1024.webp" alt="">',
  '<img src="/images/gallery-01-640.webp" loading="lazy" data-photo="gallery-01" alt="A cat">',
  // One photo in two places: lazy in one, painted first in the other.
  '<img data-photo="blog-borough-hall" loading="lazy" alt="">',
  '<img data-photo="blog-borough-hall" alt="">',
  '<img src="/press-logos/a.png" loading="lazy" alt="The Gazette">',
].join('')

describe('placeholders that can wait for the stylesheet', () => {
  const canWait = placeholdersThatCanWait(page)

  it('lets a photo shown only in lazy pictures wait, as the minifier writes its selector and as the build does', () => {
    expect(canWait('img[data-photo=gallery-01]')).toBe(true)
    expect(canWait('img[data-photo="gallery-01"]')).toBe(true)
  })

  it('keeps the placeholder of a photo that opens the page, even when it is lazy elsewhere on it', () => {
    expect(canWait('img[data-photo=hero-gallery]')).toBe(false)
    expect(canWait('img[data-photo="blog-borough-hall"]')).toBe(false)
  })

  it('never lets another rule wait: the layout of every placeholder, or any other selector', () => {
    expect(canWait('img[data-photo]')).toBe(false)
    expect(canWait('.gallery img[data-photo=gallery-01]')).toBe(false)
    expect(canWait('img[loading=lazy]')).toBe(false)
    expect(canWait('.hero')).toBe(false)
  })

  it('lets nothing wait on a page without photos', () => {
    expect(placeholdersThatCanWait('<img src="/images/hero-home-1024.webp" loading="lazy" alt="">')('.x')).toBe(false)
  })
})
