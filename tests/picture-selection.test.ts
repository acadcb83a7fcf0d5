import { describe, expect, it } from 'vitest'
import { displaysInHtml, pictureDisplays } from '../scripts/picture-displays'
import {
  displayedUrl,
  isDeviceDisplay,
  mediaMatches,
  offlineSubstitutes,
  pickCandidate,
  slotWidth,
  urlsForDevice,
  type DeviceDisplay,
  type PictureDisplay,
} from '../src/lib/picture-selection'

const phone: DeviceDisplay = { width: 390, height: 844, dpr: 3, avif: true }
const desktop: DeviceDisplay = { width: 1280, height: 800, dpr: 1, avif: true }
const widths = [320, 640, 768, 1024, 1280, 1536]
const webp = (name: string, upTo = 1536) =>
  widths.filter((w) => w <= upTo).map((w) => [`/images/${name}-${w}.webp`, w] as const)

/** A hero as PageHero renders it: the phone slice as AVIF below 768 px, the 16:9 WebP otherwise. */
const hero: PictureDisplay = {
  sources: [
    {
      media: '(max-width: 767.98px)',
      type: 'image/avif',
      sizes: 'max(100vw, 64vh)',
      candidates: [640, 768, 1024].map((w) => [`/images/hero-home-phone-${w}.avif`, w] as const),
    },
  ],
  img: { sizes: '(max-width: 767px) 200vw, 100vw', candidates: webp('hero-home') },
}
const card: PictureDisplay = {
  sources: [],
  img: {
    sizes: '(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw',
    candidates: webp('tour-brooklyn-heights'),
  },
}

describe('choosing the picture variant a screen displays', () => {
  it('reads the media conditions and sizes the site writes', () => {
    expect(mediaMatches('(max-width: 767.98px)', 390)).toBe(true)
    expect(mediaMatches('(max-width: 767.98px)', 768)).toBe(false)
    expect(mediaMatches('(min-width: 768px) and (max-width: 1023px)', 800)).toBe(true)
    expect(slotWidth('(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw', phone)).toBe(390)
    expect(slotWidth('(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw', desktop)).toBe(360)
    expect(slotWidth('max(100vw, 64vh)', phone)).toBeCloseTo(540.16)
    expect(slotWidth('(min-width: 768px) 70ch, 100vw', desktop)).toBe(595)
    // Not understood: the full width, so a slip costs bytes, never a picture.
    expect(slotWidth('calc(100vw - 2rem)', phone)).toBe(390)
  })

  it('takes the smallest candidate that covers the slot at the pixel ratio, else the largest', () => {
    expect(pickCandidate(webp('x'), 360, 1)).toBe('/images/x-640.webp')
    expect(pickCandidate(webp('x'), 390, 3)).toBe('/images/x-1280.webp')
    expect(pickCandidate(webp('x', 640), 390, 3)).toBe('/images/x-640.webp')
  })

  it('follows <source> media and type as a browser does', () => {
    expect(displayedUrl(hero, phone)).toBe('/images/hero-home-phone-1024.avif')
    expect(displayedUrl(hero, { ...phone, avif: false })).toBe('/images/hero-home-1536.webp')
    expect(displayedUrl(hero, desktop)).toBe('/images/hero-home-1280.webp')
    expect(displayedUrl(card, desktop)).toBe('/images/tour-brooklyn-heights-640.webp')
    expect([...urlsForDevice([hero, card], phone)]).toEqual([
      '/images/hero-home-phone-1024.avif',
      '/images/tour-brooklyn-heights-1280.webp',
    ])
  })

  it('accepts only a plausible stored description of the screen', () => {
    expect(isDeviceDisplay(phone)).toBe(true)
    for (const junk of [
      null,
      'phone',
      { ...phone, width: -1 },
      { ...phone, dpr: 'x' },
      { width: 390, height: 844, dpr: 3 },
    ])
      expect(isDeviceDisplay(junk)).toBe(false)
  })
})

describe('what stands in offline for a variant the install did not keep', () => {
  const substitutes = offlineSubstitutes([hero, card])

  it('the same srcset first, larger ones up, then smaller ones down', () => {
    expect(substitutes.get('/images/tour-brooklyn-heights-768.webp')).toEqual([
      '/images/tour-brooklyn-heights-1024.webp',
      '/images/tour-brooklyn-heights-1280.webp',
      '/images/tour-brooklyn-heights-1536.webp',
      '/images/tour-brooklyn-heights-640.webp',
      '/images/tour-brooklyn-heights-320.webp',
    ])
  })

  it("then the picture's other crop and format: a phone slice asked for by a narrow window on a wide screen", () => {
    expect(substitutes.get('/images/hero-home-phone-768.avif')).toEqual([
      '/images/hero-home-phone-1024.avif',
      '/images/hero-home-phone-640.avif',
      '/images/hero-home-768.webp',
      '/images/hero-home-1024.webp',
      '/images/hero-home-1280.webp',
      '/images/hero-home-1536.webp',
      '/images/hero-home-640.webp',
      '/images/hero-home-320.webp',
    ])
  })

  it('never AVIF in place of another format, and never another picture', () => {
    const forWebp = substitutes.get('/images/hero-home-1280.webp') ?? []
    expect(forWebp.some((url) => url.endsWith('.avif'))).toBe(false)
    expect(forWebp.every((url) => url.startsWith('/images/hero-home-'))).toBe(true)
    expect(substitutes.get('/images/tour-brooklyn-heights-640.webp')?.some((url) => url.includes('hero'))).toBe(false)
  })
})

describe('the table of displays, read from the prerendered pages', () => {
  const page = `<main><picture><source media="(max-width: 767.98px)" type="image/avif" srcset="/images/hero-home-phone-640.avif 640w, /images/hero-home-phone-1024.avif 1024w" sizes="max(100vw, 64vh)"><img src="/images/hero-home-1536.webp" srcset="/images/hero-home-320.webp 320w, /images/hero-home-1536.webp 1536w" sizes="100vw" alt></picture>
    <img src="/images/gallery-01-1024.webp" srcset="/images/gallery-01-320.webp 320w, /images/gallery-01-1024.webp 1024w" sizes="(min-width: 1180px) 372px, 50vw" alt="A cat">
    <img src="/logo.png" alt="No srcset: always downloaded"></main>`

  it('reads each <picture> with its sources, and each <img srcset> on its own', () => {
    const displays = displaysInHtml(page)
    expect(displays).toHaveLength(2)
    expect(displays[0]!.sources[0]).toEqual({
      media: '(max-width: 767.98px)',
      type: 'image/avif',
      sizes: 'max(100vw, 64vh)',
      candidates: [
        ['/images/hero-home-phone-640.avif', 640],
        ['/images/hero-home-phone-1024.avif', 1024],
      ],
    })
    expect(displays[1]!.img.sizes).toBe('(min-width: 1180px) 372px, 50vw')
  })

  it("adds the lightbox's display of a gallery picture, and lists each display once", () => {
    const displays = pictureDisplays([page, page])
    expect(displays).toHaveLength(3)
    expect(
      displays
        .filter((display) => display.img.candidates[0]![0].startsWith('/images/gallery-01-'))
        .map((display) => display.img.sizes),
    ).toEqual(['(min-width: 1180px) 372px, 50vw', '100vw'])
  })
})
