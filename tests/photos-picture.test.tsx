// @vitest-environment jsdom
/**
 * Pictures the business fills with photos (decision 0015), with a table as the build would write it: AVIF through a
 * <picture> source and WebP in the <img>, only the widths the photo has, the photo's alt text, caption and credit,
 * marked for its placeholder; every other picture stays its drawing.
 */
import './support/dialog'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Picture } from '../src/components/Picture'
import Lightbox from '../src/components/Lightbox'
import { tourPhotos } from '../src/content/gallery'
import { FALLBACK_ALT, fallbackImageFor, image } from '../src/content/images'
import { picture } from '../src/content/pictures'
import { team, teamPortraitAlt } from '../src/content/team'

vi.mock('virtual:photo-table', () => ({
  default: {
    'gallery-04': {
      alt: 'A tabby on a Willow Street stoop',
      caption: 'Patchwork after the Sunday tour',
      credit: 'Inés Calderón',
      widths: [320, 640, 768],
      height: 576,
    },
    'hero-about': {
      alt: 'Margot on the Promenade',
      widths: [320, 640, 768, 1024, 1280],
      height: 720,
      phoneWidths: [640, 768],
    },
    'team-2': { alt: 'Theo Vance with Ledger on his shoulder', widths: [320, 640], height: 640 },
  },
}))

afterEach(cleanup)

const img = () => document.querySelector('img')!

describe('a picture filled with a photo', () => {
  it('comes as AVIF through a <picture> source and WebP in the <img>, at the widths the photo has', () => {
    render(<Picture name="gallery-04" sizes="33vw" />)
    const element = screen.getByRole('img', { name: 'A tabby on a Willow Street stoop' })
    expect(element.getAttribute('srcset')).toBe(
      '/images/gallery-04-320.webp 320w, /images/gallery-04-640.webp 640w, /images/gallery-04-768.webp 768w',
    )
    expect(element.getAttribute('src')).toBe('/images/gallery-04-768.webp')
    expect([element.getAttribute('width'), element.getAttribute('height')]).toEqual(['768', '576'])
    // Marked for the photos' stylesheet, which gives it its placeholder and focal point.
    expect(element.getAttribute('data-photo')).toBe('gallery-04')
    const sources = element.parentElement!.querySelectorAll('source')
    expect(element.parentElement!.tagName).toBe('PICTURE')
    expect(sources).toHaveLength(1)
    expect(sources[0]!.getAttribute('type')).toBe('image/avif')
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/images/gallery-04-320.avif 320w, /images/gallery-04-640.avif 640w, /images/gallery-04-768.avif 768w',
    )
    expect(sources[0]!.getAttribute('sizes')).toBe('33vw')
  })

  it('gives phones a hero photo’s 4:5 slice first, then the AVIF of the whole picture', () => {
    render(<Picture name="hero-about" alt="" priority fallback="hero" sizes="100vw" phoneSizes="max(100vw, 32vh)" />)
    const [phone, full] = [...img().parentElement!.querySelectorAll('source')]
    expect(phone!.getAttribute('media')).toBe('(max-width: 767.98px)')
    expect(phone!.getAttribute('srcset')).toBe(
      '/images/hero-about-phone-640.avif 640w, /images/hero-about-phone-768.avif 768w',
    )
    expect([phone!.getAttribute('width'), phone!.getAttribute('height')]).toEqual(['768', '960'])
    expect(full!.getAttribute('media')).toBeNull()
    expect(full!.getAttribute('srcset')).toContain('/images/hero-about-1280.avif 1280w')
    expect(img().getAttribute('alt')).toBe('')
  })

  it('drops the photo’s sources and placeholder when it fails and the fallback cat takes its place', () => {
    render(<Picture name="gallery-04" fallback="gallery" />)
    fireEvent.error(img())
    const fallback = fallbackImageFor('/images/gallery-04-768.webp')
    expect(img().getAttribute('src')).toBe(`/images/${fallback}-1024.webp`)
    expect(img().getAttribute('alt')).toBe(FALLBACK_ALT)
    expect(img().getAttribute('data-photo')).toBeNull()
    expect(img().parentElement!.querySelectorAll('source')).toHaveLength(0)
  })

  it('leaves every other picture its drawing', () => {
    render(<Picture name="gallery-05" />)
    expect(img().parentElement!.tagName).not.toBe('PICTURE')
    expect(img().getAttribute('data-photo')).toBeNull()
    expect(img().getAttribute('alt')).toBe(image('gallery-05').alt)
    expect(picture('gallery-05').photo).toBe(false)
  })
})

describe('a photo’s words', () => {
  it('replace the drawing’s in the gallery, with its caption and credit', () => {
    const photo = tourPhotos.find((entry) => entry.src === 'gallery-04')!
    expect(photo).toMatchObject({
      alt: 'A tabby on a Willow Street stoop',
      caption: 'Patchwork after the Sunday tour',
      credit: 'Inés Calderón',
    })
    expect(tourPhotos.find((entry) => entry.src === 'gallery-05')).toEqual({
      id: 5,
      src: 'gallery-05',
      alt: image('gallery-05').alt,
    })
  })

  it('are a portrait’s whole alt text (the drawing’s names the member’s cat)', () => {
    expect(teamPortraitAlt(team[1]!)).toBe('Theo Vance with Ledger on his shoulder')
    expect(teamPortraitAlt(team[0]!)).toMatch(/^Saffron, Margot’s cat\. Illustrated portrait/)
  })

  it('show under the photo in the full-screen view', () => {
    const photo = tourPhotos.find((entry) => entry.src === 'gallery-04')!
    render(
      <Lightbox
        images={tourPhotos}
        current={photo}
        label="Tour Photo Gallery"
        onMove={() => {}}
        onClose={() => {}}
        onClosed={() => {}}
      />,
    )
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('Patchwork after the Sunday tour')
    expect(screen.getByText('Photo: Inés Calderón')).toBeTruthy()
  })
})
