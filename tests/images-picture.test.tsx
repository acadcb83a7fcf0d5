// @vitest-environment jsdom
/** The <Picture> fallback chain (SPEC §2 Gallery, §4 hero states, §7 logo fallback), driven by error events. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_PLACEHOLDER, Picture, LOGO_PLACEHOLDER } from '../src/components/Picture'
import { heroPhoneSizes } from '../src/components/PageHero'
import { FALLBACK_ALT, fallbackImageFor, image } from '../src/content/images'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const img = () => document.querySelector('img')!

describe('Picture', () => {
  it('renders a lazy responsive image with its intrinsic size', () => {
    render(<Picture name="gallery-04" sizes="33vw" />)
    const element = screen.getByRole('img', { name: image('gallery-04').alt })
    expect(element.getAttribute('src')).toBe('/images/gallery-04-1024.webp')
    expect(element.getAttribute('srcset')).toContain('/images/gallery-04-320.webp 320w')
    expect(element.getAttribute('sizes')).toBe('33vw')
    expect(element.getAttribute('width')).toBe('1024')
    expect(element.getAttribute('height')).toBe('768')
    expect(element.getAttribute('loading')).toBe('lazy')
    expect(element.getAttribute('decoding')).toBe('async')
    // Low, so that Chrome does not raise it to high when it happens to be in the first screen (decision 0012, 13).
    expect(element.getAttribute('fetchpriority')).toBe('low')
  })

  it('fetches a priority image eagerly and first', () => {
    render(<Picture name="hero-about" priority fallback="hero" alt="" />)
    expect(img().getAttribute('loading')).toBe('eager')
    expect(img().getAttribute('fetchpriority')).toBe('high')
  })

  it('gives phones a hero’s 4:5 AVIF slice through a <picture> source, other screens the WebP widths', () => {
    render(<Picture name="hero-about" priority fallback="hero" alt="" sizes="100vw" phoneSizes="max(100vw, 48vh)" />)
    const picture = img().parentElement!
    expect(picture.tagName).toBe('PICTURE')
    const source = picture.querySelector('source')!
    expect(source.getAttribute('media')).toBe('(max-width: 767.98px)')
    expect(source.getAttribute('type')).toBe('image/avif')
    expect(source.getAttribute('srcset')).toBe(
      '/images/hero-about-phone-640.avif 640w, /images/hero-about-phone-768.avif 768w, /images/hero-about-phone-1024.avif 1024w',
    )
    expect(source.getAttribute('sizes')).toBe('max(100vw, 48vh)')
    expect([source.getAttribute('width'), source.getAttribute('height')]).toEqual(['1024', '1280'])
    expect(img().getAttribute('srcset')).toContain('/images/hero-about-1536.webp 1536w')
  })

  it('sizes the phone slice as the hero draws it: the full width, or 4/5 of the hero’s least height when taller', () => {
    expect(heroPhoneSizes('small')).toBe('max(100vw, 32vh)')
    expect(heroPhoneSizes('medium')).toBe('max(100vw, 48vh)')
    expect(heroPhoneSizes('large')).toBe('max(100vw, 64vh)')
    expect(heroPhoneSizes('full')).toBe('max(100vw, 80vh)')
  })

  it('renders a plain <img> for an image without a phone slice, or when no phone sizes are given', () => {
    render(<Picture name="gallery-04" phoneSizes="100vw" />)
    expect(img().parentElement!.tagName).not.toBe('PICTURE')
    cleanup()
    render(<Picture name="hero-about" priority fallback="hero" alt="" />)
    expect(img().parentElement!.tagName).not.toBe('PICTURE')
  })

  it('drops the phone source once the hero has failed, keeping the same <img>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(<Picture name="hero-about" priority fallback="hero" alt="" phoneSizes="100vw" />)
    const before = img()
    fireEvent.error(before)
    expect(img()).toBe(before)
    expect(document.querySelector('picture source')).toBeNull()
    expect(img().dataset.state).toBe('failed')
  })

  it('fetches an eager image at once without raising its priority', () => {
    render(<Picture name="gallery-04" eager />)
    expect(img().getAttribute('loading')).toBe('eager')
    expect(img().getAttribute('fetchpriority')).toBeNull()
  })

  it('marks the image loaded on its load event', () => {
    render(<Picture name="hero-about" priority fallback="hero" alt="" />)
    expect(img().dataset.state).toBe('loading')
    fireEvent.load(img())
    expect(img().dataset.state).toBe('loaded')
  })

  it('swaps a broken gallery image for a fallback cat, and hides it if that fails too', () => {
    render(<Picture name="gallery-07" fallback="gallery" />)
    fireEvent.error(img())
    const expected = fallbackImageFor('/images/gallery-07-1024.webp')
    expect(img().getAttribute('src')).toBe(`/images/${expected}-1024.webp`)
    expect(img().getAttribute('alt')).toBe(FALLBACK_ALT)
    fireEvent.load(img())
    expect(img().dataset.state).toBe('fallback')
    fireEvent.error(img())
    expect(img().hidden).toBe(true)
  })

  it('tries a broken logo as WebP, then a placeholder, then marks it errored', () => {
    render(<Picture src="/press/gazette.png" width={160} height={60} alt="The Gazette" fallback="logo" />)
    fireEvent.error(img())
    expect(img().getAttribute('src')).toBe('/press/gazette.webp')
    fireEvent.error(img())
    expect(img().getAttribute('src')).toBe(LOGO_PLACEHOLDER)
    expect(img().dataset.errored).toBeUndefined()
    fireEvent.error(img())
    expect(img().dataset.errored).toBe('true')
    expect(img().getAttribute('alt')).toBe('The Gazette')
  })

  it('swaps a broken tour-card image for a placeholder of the same size', () => {
    render(<Picture name="tour-lower-east-side" sizes="33vw" fallback="placeholder" />)
    fireEvent.error(img())
    expect(img().getAttribute('src')).toBe(IMAGE_PLACEHOLDER)
    expect(img().getAttribute('srcset')).toBeNull()
    expect(img().getAttribute('width')).toBe('1536')
    expect(img().getAttribute('height')).toBe('864')
    expect(img().getAttribute('alt')).toBe('')
    fireEvent.load(img())
    expect(img().dataset.state).toBe('fallback')
    expect(img().hidden).toBe(false)
  })

  it('keeps a failed hero hidden over the gradient and logs the failure', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Picture name="hero-about" priority fallback="hero" alt="" />)
    fireEvent.error(img())
    expect(img().dataset.state).toBe('failed')
    expect(img().hidden).toBe(false)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/images/hero-about-1536.webp'))
  })

  it('hides a broken image without a fallback', () => {
    render(<Picture name="team-2" />)
    fireEvent.error(img())
    expect(img().hidden).toBe(true)
  })
})
