/** SPEC §7 images: the manifest the app and the build plugin share, the drawing generator, the fallback choice. */
import { describe, expect, it } from 'vitest'
import {
  FALLBACK_ALT,
  FALLBACK_IMAGES,
  IMAGE_KINDS,
  IMAGE_WIDTHS,
  PHONE_ART,
  fallbackImageFor,
  images,
  phoneSrc,
  phoneSrcSet,
  src,
  srcSet,
  webpVariant,
} from '../src/content/images'
import { tours } from '../src/content/tours'
import { posts } from '../src/content/blog'
import { phoneSvgFor, svgFor } from '../scripts/images/generate'
import { createRandom } from '../scripts/images/random'

describe('the image manifest', () => {
  it('names every image once', () => {
    const names = images.map((image) => image.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]+$/)
  })

  it('has the pictures the site needs', () => {
    const count = (prefix: string) => images.filter((image) => image.name.startsWith(prefix)).length
    expect(images.filter((image) => image.kind === 'hero')).toHaveLength(14)
    expect(count('gallery-')).toBe(30)
    expect(count('fan-')).toBe(21)
    expect(count('team-')).toBe(4)
    expect(count('fallback-')).toBe(3)
    const names = new Set<string>(images.map((image) => image.name))
    for (const tour of tours) expect(names).toContain(tour.image)
    for (const post of posts) expect(names).toContain(post.image)
  })

  it('gives every image alt text and a positive intrinsic size matching its aspect ratio', () => {
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(10)
      const [rw, rh] = IMAGE_KINDS[image.kind].ratio
      expect(image.width).toBeGreaterThan(0)
      expect(Math.abs(image.width / image.height - rw / rh)).toBeLessThan(0.01)
    }
  })

  it('uses only the spec widths, all of them up to each kind’s largest display size', () => {
    for (const image of images) {
      const widths = srcSet(image.name)
        .split(', ')
        .map((candidate) => Number(/-(\d+)\.webp (\d+)w$/.exec(candidate)?.[2]))
      expect(widths).toEqual(IMAGE_WIDTHS.filter((width) => width <= IMAGE_KINDS[image.kind].maxWidth))
      expect(widths[widths.length - 1]).toBe(image.width)
    }
    expect(
      srcSet('hero-home')
        .split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w'])
    expect(srcSet('gallery-01')).not.toContain('1280w')
    expect(src('hero-home', 640)).toBe('/images/hero-home-640.webp')
  })

  it("gives every hero and blog image (a post's hero), and no other, a 4:5 phone slice in AVIF at spec widths", () => {
    expect(images.filter((image) => image.phoneWidths).map((image) => image.kind)).toContain('blog')
    for (const image of images) {
      if (image.kind !== 'hero' && image.kind !== 'blog') {
        expect(phoneSrcSet(image.name)).toBeUndefined()
        continue
      }
      expect(image.phoneWidths).toEqual(PHONE_ART.widths)
      for (const width of image.phoneWidths!) expect(IMAGE_WIDTHS).toContain(width)
    }
    expect(phoneSrc('hero-home', 768)).toBe('/images/hero-home-phone-768.avif')
    expect(phoneSrcSet('hero-home')).toBe(
      '/images/hero-home-phone-640.avif 640w, /images/hero-home-phone-768.avif 768w, /images/hero-home-phone-1024.avif 1024w',
    )
    expect(PHONE_ART.ratio).toEqual([4, 5])
    expect(PHONE_ART.media).toBe('(max-width: 767.98px)')
  })

  it('labels the three fallbacks as the spec says', () => {
    for (const name of FALLBACK_IMAGES) expect(images.find((image) => image.name === name)?.alt).toBe(FALLBACK_ALT)
    expect(FALLBACK_ALT).toBe('Cat image (fallback)')
  })
})

describe('the fallback choice', () => {
  const sources = [
    '/images/gallery-01-1024.webp',
    'https://cdn.example.com/cat.jpg',
    '',
    'x',
    '/uploads/2019/05/IMG_4411.JPG',
  ]

  it('always picks one of the three fallback cats, the same one for the same source', () => {
    for (const source of sources) {
      const choice = fallbackImageFor(source)
      expect(FALLBACK_IMAGES).toContain(choice)
      expect(fallbackImageFor(source)).toBe(choice)
    }
  })

  it('spreads broken images over all three', () => {
    const chosen = new Set(Array.from({ length: 30 }, (_, i) => fallbackImageFor(`/images/gallery-${i}.webp`)))
    expect(chosen.size).toBe(3)
  })

  it('tries the same logo file as WebP first', () => {
    expect(webpVariant('/press/nyt.png')).toBe('/press/nyt.webp')
    expect(webpVariant('/press/logo.JPG?v=2')).toBe('/press/logo.webp?v=2')
    expect(webpVariant('/press/logo.webp')).toBeNull()
  })
})

describe('the drawing generator', () => {
  it('draws the same SVG for the same name, every time', () => {
    for (const image of images.slice(0, 20)) expect(svgFor(image)).toBe(svgFor(image))
  })

  it('draws a different picture for every image', () => {
    const drawings = new Set(images.map((image) => svgFor(image)))
    expect(drawings.size).toBe(images.length)
  })

  it('seeds its random source by name', () => {
    const a = createRandom('hero-home')
    const b = createRandom('hero-home')
    const c = createRandom('hero-tours')
    const seqA = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA)
  })

  it('slices a hero for phones from the same drawing, 720 of its 1600 units wide, where the page crops it', () => {
    const hero = images.find((image) => image.name === 'hero-contact')!
    const full = svgFor(hero)
    const slice = phoneSvgFor(hero)
    // object-position 70%: the slice starts at 70% of the 880 units the full drawing is wider.
    expect(slice).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="616 0 720 900" width="720" height="900">/,
    )
    expect(slice.replace(/^<svg[^>]*>/, '')).toBe(full.replace(/^<svg[^>]*>/, ''))
  })

  it('draws self-contained SVG: no text, no external references', () => {
    for (const image of images) {
      const svg = svgFor(image)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ 900"/)
      expect(svg).not.toMatch(/<text|<image|href=|@import|NaN|undefined/)
    }
  })
})
