// @vitest-environment jsdom
/** SPEC §2 Gallery, §3 Gallery image, §4 Lightbox: de-duplication, wrapping, the ?photo= param, the grid. */
import fc from 'fast-check'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GalleryGrid } from '../src/components/GalleryGrid'
import Lightbox from '../src/components/Lightbox'
import { fanPhotos, tourPhotos, type GalleryImage } from '../src/content/gallery'
import { image, isImageName } from '../src/content/images'
import { stepFrom, uniqueBySource, validatePhotoSearch } from '../src/lib/gallery'
import './support/dialog'
import { createTestRouter, leafMatch } from './support/router'
import { SPEC_GALLERY } from './support/spec'

afterEach(cleanup)

const photo = (id: number, src: GalleryImage['src']): GalleryImage => ({ id, src, alt: `Photo ${id}` })

describe('gallery de-duplication by source', () => {
  it('keeps the first entry of each source, in order', () => {
    const images = [
      photo(1, 'gallery-01'),
      photo(2, 'gallery-02'),
      photo(3, 'gallery-01'),
      photo(4, 'gallery-03'),
      photo(5, 'gallery-02'),
    ]
    expect(uniqueBySource(images).map((entry) => entry.id)).toEqual([1, 2, 4])
  })

  it('leaves a list without repeats untouched and an empty list empty', () => {
    expect(uniqueBySource(tourPhotos)).toEqual(tourPhotos)
    expect(uniqueBySource([])).toEqual([])
  })

  it('for any list: every source once, nothing invented, first occurrences in their order', () => {
    const names = ['gallery-01', 'gallery-02', 'gallery-03', 'fan-01'] as const
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...names), { maxLength: 30 }), (sources) => {
        const images = sources.map((src, index) => photo(index + 1, src))
        const unique = uniqueBySource(images)
        const uniqueSources = unique.map((entry) => entry.src)
        expect(new Set(uniqueSources).size).toBe(uniqueSources.length)
        expect(new Set(uniqueSources)).toEqual(new Set(sources))
        for (const entry of unique) expect(entry).toBe(images.find((candidate) => candidate.src === entry.src))
        expect(unique.map((entry) => entry.id)).toEqual([...unique.map((entry) => entry.id)].sort((a, b) => a - b))
      }),
    )
  })
})

describe('gallery content (SPEC §2, §3)', () => {
  it('has about 30 tour photos and exactly 21 fan photos, from the gallery and fan pictures', () => {
    expect(tourPhotos).toHaveLength(SPEC_GALLERY.tourCountAbout)
    expect(fanPhotos).toHaveLength(SPEC_GALLERY.fanCount)
    expect(tourPhotos.map((entry) => entry.src)).toEqual(
      Array.from({ length: 30 }, (_, i) => `gallery-${String(i + 1).padStart(2, '0')}`),
    )
    expect(fanPhotos.map((entry) => entry.src)).toEqual(
      Array.from({ length: 21 }, (_, i) => `fan-${String(i + 1).padStart(2, '0')}`),
    )
  })

  it('gives every picture a numeric id unique across both grids and the alt text of the image list', () => {
    const all = [...tourPhotos, ...fanPhotos]
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length)
    for (const entry of all) {
      expect(Number.isInteger(entry.id) && entry.id > 0).toBe(true)
      expect(isImageName(entry.src)).toBe(true)
      expect(entry.alt).toBe(image(entry.src).alt)
      expect(entry.alt).not.toBe('')
    }
  })
})

describe('lightbox steps (SPEC §4)', () => {
  const images = [photo(4, 'gallery-01'), photo(9, 'gallery-02'), photo(2, 'gallery-03')]

  it('moves to the neighbour and wraps at both ends', () => {
    expect(stepFrom(images, 4, 1)).toBe(9)
    expect(stepFrom(images, 2, 1)).toBe(4)
    expect(stepFrom(images, 4, -1)).toBe(2)
    expect(stepFrom(images, 9, -1)).toBe(4)
  })

  it('stays on a lone picture and knows nothing of an unknown id', () => {
    expect(stepFrom([images[0]!], 4, 1)).toBe(4)
    expect(stepFrom(images, 77, 1)).toBeUndefined()
  })
})

describe('the ?photo= parameter', () => {
  it('is a positive whole number, given as text or number', () => {
    expect(validatePhotoSearch({ photo: '3' })).toEqual({ photo: 3 })
    expect(validatePhotoSearch({ photo: 101 })).toEqual({ photo: 101 })
  })

  it.each(['abc', '0', '-1', '2.5', '1e2', '<script>', '__proto__', '', ['1'], { id: 1 }, null, undefined])(
    'stays closed for %j',
    (value) => {
      expect(validatePhotoSearch({ photo: value }).photo).toBeUndefined()
    },
  )

  it('keeps only the photo key, undefined when junk, so the raw value cannot leak through', () => {
    expect(validatePhotoSearch({ photo: 'junk', utm: 'x' })).toEqual({ photo: undefined })
    expect(Object.keys(validatePhotoSearch({}))).toEqual(['photo'])
  })

  it('reaches the gallery route as the router applies it', () => {
    const router = createTestRouter()
    expect(leafMatch(router, '/gallery', '?photo=7').search.photo).toBe(7)
    expect(leafMatch(router, '/gallery', '?photo=112').search.photo).toBe(112)
    expect(leafMatch(router, '/gallery', '?photo=abc').search.photo).toBeUndefined()
    expect(leafMatch(router, '/gallery', '?photo=%3Cscript%3E').search.photo).toBeUndefined()
  })
})

describe('GalleryGrid', () => {
  const handlers = () => ({ onOpen: vi.fn(), onMove: vi.fn(), onClose: vi.fn() })

  it('shows each source once and opens the chosen picture by id', () => {
    const on = handlers()
    const images = [photo(1, 'gallery-01'), photo(2, 'gallery-02'), photo(3, 'gallery-01')]
    render(<GalleryGrid images={images} label="Test grid" {...on} />)
    const list = screen.getByRole('list', { name: 'Test grid' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons).toHaveLength(2)
    fireEvent.click(within(list).getByRole('button', { name: 'Photo 2' }))
    expect(on.onOpen).toHaveBeenCalledWith(2)
  })

  it('lazy-loads thumbnails, at most half the viewport wide', () => {
    render(<GalleryGrid images={tourPhotos.slice(0, 2)} label="Grid" {...handlers()} />)
    const thumbnail = screen.getAllByRole('img')[0]!
    expect(thumbnail.getAttribute('loading')).toBe('lazy')
    expect(thumbnail.getAttribute('sizes')).toMatch(/, 50vw$/)
  })

  it('shows nothing open for an id that is not one of its pictures, and still opens its own', async () => {
    const on = handlers()
    const images = [photo(1, 'gallery-01'), photo(2, 'gallery-02')]
    const { rerender } = render(<GalleryGrid images={images} label="Grid" openId={9999} {...on} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(2)
    rerender(<GalleryGrid images={images} label="Grid" openId={2} {...on} />)
    expect(await screen.findByRole('dialog', { name: 'Grid' })).toBeTruthy()
  })

  it('shows the empty-state texts when there are no images', () => {
    render(<GalleryGrid images={[]} label="Grid" {...handlers()} />)
    expect(screen.getByText(SPEC_GALLERY.emptyTitle)).toBeTruthy()
    expect(screen.getByText(SPEC_GALLERY.emptyText)).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})

describe('Lightbox', () => {
  const images = [photo(4, 'gallery-01'), photo(9, 'gallery-02'), photo(2, 'gallery-03')]
  const open = (current: GalleryImage) => {
    const on = { onMove: vi.fn(), onClose: vi.fn(), onClosed: vi.fn() }
    render(<Lightbox images={images} current={current} label="Tour Photo Gallery" {...on} />)
    return on
  }

  it('is a dialog named by its grid, with the counter "n / total" and the largest variant for any width', () => {
    open(images[1]!)
    const dialog = screen.getByRole('dialog', { name: 'Tour Photo Gallery' })
    expect(within(dialog).getByText('2 / 3')).toBeTruthy()
    const picture = within(dialog).getByRole('img', { name: 'Photo 9' })
    expect(picture.getAttribute('sizes')).toBe('100vw')
    expect(picture.getAttribute('src')).toBe('/images/gallery-02-1024.webp')
    expect(picture.getAttribute('srcset')).toContain('/images/gallery-02-1024.webp 1024w')
  })

  it('wraps from the last to the first and from the first to the last', () => {
    const last = open(images[2]!)
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(last.onMove).toHaveBeenLastCalledWith(4)
    cleanup()
    const first = open(images[0]!)
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }))
    expect(first.onMove).toHaveBeenLastCalledWith(2)
  })

  it('steps with the arrow keys and closes when the browser closes it (as it does on Escape)', () => {
    const on = open(images[0]!)
    const dialog = screen.getByRole('dialog') as HTMLDialogElement
    expect(dialog.open).toBe(true)
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(on.onMove).toHaveBeenLastCalledWith(9)
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(on.onMove).toHaveBeenLastCalledWith(2)
    dialog.close()
    expect(on.onClose).toHaveBeenCalledTimes(1)
  })

  it('keeps Tab going round its own buttons', () => {
    open(images[0]!)
    const dialog = screen.getByRole('dialog')
    const close = screen.getByRole('button', { name: 'Close photo' })
    const next = screen.getByRole('button', { name: 'Next photo' })
    next.focus()
    fireEvent.keyDown(next, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(next)
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('hands focus back for the picture last shown once it has left the page', () => {
    const on = { onMove: vi.fn(), onClose: vi.fn(), onClosed: vi.fn() }
    const { rerender, unmount } = render(
      <Lightbox images={images} current={images[0]!} label="Tour Photo Gallery" {...on} />,
    )
    rerender(<Lightbox images={images} current={images[2]!} label="Tour Photo Gallery" {...on} />)
    expect(on.onClosed).not.toHaveBeenCalled()
    unmount()
    expect(on.onClosed).toHaveBeenCalledExactlyOnceWith(2)
  })

  it('closes with its close button', () => {
    const on = open(images[0]!)
    fireEvent.click(screen.getByRole('button', { name: 'Close photo' }))
    expect(on.onClose).toHaveBeenCalledTimes(1)
  })
})
