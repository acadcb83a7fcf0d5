/**
 * Issue 19, item 4: the photograph set for tests and the benchmark (scripts/photo-set). The planner against the
 * real slot list, the EXIF writing and reading, the credits; and, when the Debian packages are installed, two
 * photos made for real (never installing anything: --no-install).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { images } from '../src/content/images'
import { parseCopyright, stanzaFor } from '../scripts/photo-set/copyright.mjs'
import { exifFor, readExif, storedRotation, toDms } from '../scripts/photo-set/exif.mjs'
import { isInstalled } from '../scripts/photo-set/packages.mjs'
import {
  ASPECT,
  DISTINCT_IOU,
  MAX_UPSCALE,
  MIN_WIDTH,
  PHONE,
  iou,
  isPortrait,
  photoSlots,
  planPhotos,
} from '../scripts/photo-set/plan.mjs'
import type { PlannedPhoto, SourceBox } from '../scripts/photo-set/plan.mjs'
import { PHOTOGRAPHS } from '../scripts/photo-set/reviewed.mjs'
import { PACKAGES } from '../scripts/photo-set/sources.mjs'

/** The reviewed photographs at their sizes in Debian 12's packages, so the planner runs without them. */
const SIZES: Record<string, [number, number]> = {
  'mate-backgrounds:nature/Blinds': [1920, 1200],
  'mate-backgrounds:nature/Dune': [1680, 1050],
  'mate-backgrounds:nature/FreshFlower': [1600, 1203],
  'mate-backgrounds:nature/RainDrops': [1920, 1200],
  'mate-backgrounds:nature/Storm': [1920, 1280],
  'mate-backgrounds:nature/Wood': [2560, 1920],
}
const sources: SourceBox[] = Object.entries(PHOTOGRAPHS).map(([id, photo]) => {
  const [width, height] = SIZES[id] ?? [2560, 1600]
  return { id, width, height, ...(photo.subject ? { subject: photo.subject } : {}) }
})
const slots = photoSlots(images)
const plan = planPhotos(slots, sources)
const sourceOf = (photo: PlannedPhoto) => sources.find((source) => source.id === photo.source)!

describe('the photo set plan', () => {
  it('fills every image slot of src/content/images.ts but the fallback cats, each exactly once', () => {
    const names = images.filter((image) => image.kind !== 'fallback').map((image) => image.name)
    expect(slots.map((slot) => slot.name)).toEqual(names)
    expect(plan.map((photo) => photo.slot)).toEqual(names)
    expect(new Set(plan.map((photo) => photo.file)).size).toBe(plan.length)
    for (const photo of plan) expect(photo.file).toMatch(new RegExp(`^${photo.slot}\\.(jpg|png|webp)$`))
    expect(plan.some((photo) => photo.slot?.startsWith('fallback'))).toBe(false)
  })

  it('makes photos at least 1600 px wide as seen, a handful at phone size, mostly JPEG with some PNG and WebP', () => {
    for (const photo of plan) {
      expect(photo.upright.width).toBeGreaterThanOrEqual(MIN_WIDTH)
      const sideways = photo.orientation === 6 || photo.orientation === 8
      expect(photo.stored).toEqual(
        sideways ? { width: photo.upright.height, height: photo.upright.width } : photo.upright,
      )
      expect(Math.abs(photo.upright.width / photo.upright.height - ASPECT[photo.shape])).toBeLessThan(0.005)
    }
    const phone = plan.filter((photo) => photo.phone)
    expect(phone.length).toBeGreaterThanOrEqual(4)
    expect(phone.length).toBeLessThanOrEqual(6)
    for (const photo of phone) {
      expect([photo.stored.width, photo.stored.height].sort()).toEqual([PHONE.short, PHONE.long].sort())
      expect(photo.format).toBe('jpeg')
    }
    const count = (format: string) => plan.filter((photo) => photo.format === format).length
    expect(count('png')).toBeGreaterThanOrEqual(3)
    expect(count('webp')).toBeGreaterThanOrEqual(3)
    expect(count('jpeg')).toBeGreaterThan(plan.length * 0.75)
    const portraits = plan.filter((photo) => isPortrait(photo.shape)).length
    expect(portraits).toBeGreaterThanOrEqual(5)
    expect(portraits).toBeLessThan(plan.length / 4)
    expect(new Set(plan.map((photo) => photo.orientation))).toEqual(new Set([1, 3, 6, 8]))
  })

  it('cuts inside the source, upscaling little, and keeps a reviewed subject inside the crop as its focus', () => {
    for (const photo of plan) {
      const source = sourceOf(photo)
      const { left, top, width, height } = photo.region
      expect(left).toBeGreaterThanOrEqual(0)
      expect(top).toBeGreaterThanOrEqual(0)
      expect(left + width).toBeLessThanOrEqual(source.width)
      expect(top + height).toBeLessThanOrEqual(source.height)
      expect(Math.abs(width / height - ASPECT[photo.shape])).toBeLessThan(0.01)
      expect(photo.upright.width / width).toBeLessThanOrEqual(photo.phone ? PHONE.maxUpscale : MAX_UPSCALE)
      if (source.subject) {
        expect(photo.focus!.x).toBeGreaterThanOrEqual(0.15 - 0.001)
        expect(photo.focus!.x).toBeLessThanOrEqual(0.85 + 0.001)
        expect(photo.focus!.y).toBeGreaterThanOrEqual(0.15 - 0.001)
        expect(photo.focus!.y).toBeLessThanOrEqual(0.85 + 0.001)
      } else {
        expect(photo.focus).toBeNull()
      }
    }
  })

  it('spreads the photos over the sources and keeps the crops of one source apart', () => {
    const bySource = new Map<string, PlannedPhoto[]>()
    for (const photo of plan) bySource.set(photo.source, [...(bySource.get(photo.source) ?? []), photo])
    expect(bySource.size).toBeGreaterThanOrEqual(18)
    for (const photos of bySource.values()) {
      expect(photos.length).toBeLessThanOrEqual(5)
      for (let i = 0; i < photos.length; i++) {
        for (let j = i + 1; j < photos.length; j++)
          expect(iou(photos[i]!.region, photos[j]!.region)).toBeLessThan(DISTINCT_IOU[0]!)
      }
    }
  })

  it('gives each photo a position around the tours in New York, refs N and W, and a date and phone', () => {
    for (const photo of plan) {
      expect(photo.gps.lat).toBeGreaterThan(40.68)
      expect(photo.gps.lat).toBeLessThan(40.79)
      expect(photo.gps.lon).toBeGreaterThan(-74.02)
      expect(photo.gps.lon).toBeLessThan(-73.96)
      expect(photo.taken).toMatch(/^2024:(0[4-9]|10):[0-3]\d (0[89]|1\d):[0-5]\d:[0-5]\d$/)
    }
    expect(new Set(plan.map((photo) => `${photo.gps.lat},${photo.gps.lon}`)).size).toBe(plan.length)
  })

  it('is deterministic; fewer photos are the first of the full set, more add photos for no slot', () => {
    expect(planPhotos(slots, sources)).toEqual(plan)
    expect(planPhotos(slots, sources, { count: 2 })).toEqual(plan.slice(0, 2))
    const more = planPhotos(slots, sources, { count: slots.length + 3 })
    expect(more.slice(0, slots.length)).toEqual(plan)
    expect(more.slice(slots.length).map((photo) => [photo.file.replace(/\.\w+$/, ''), photo.slot])).toEqual([
      ['extra-001', null],
      ['extra-002', null],
      ['extra-003', null],
    ])
  })
})

describe('the photo set EXIF', () => {
  const photo = { taken: '2024:06:01 12:34:56', gps: { lat: 40.712776, lon: -74.005974 } }
  const exif = exifFor(
    photo,
    { make: 'Google', model: 'Pixel 7' },
    { author: 'Risto Saukonpää', credit: '“Path” by Risto Saukonpää' },
  )

  // Four coloured quadrants: any rotation or mirror changes the pixels.
  const width = 6
  const height = 4
  const upright = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) upright.set([x < 3 ? 250 : 10, y < 2 ? 250 : 10, 128], (y * width + x) * 3)
  }
  const raw = { raw: { width, height, channels: 3 as const } }

  it.each([1, 3, 6, 8] as const)(
    'stores orientation %i turned so that a viewer applying it shows the picture upright',
    async (orientation) => {
      const file = await sharp(upright, raw)
        .rotate(storedRotation(orientation))
        .withExif(exif)
        .withMetadata({ orientation })
        .png()
        .toBuffer()
      const meta = await sharp(file).metadata()
      expect(meta.orientation).toBe(orientation)
      expect([meta.width, meta.height]).toEqual(
        orientation === 6 || orientation === 8 ? [height, width] : [width, height],
      )
      expect(await sharp(file).autoOrient().removeAlpha().raw().toBuffer()).toEqual(upright)
    },
  )

  it.each(['jpeg', 'png', 'webp'] as const)(
    'writes make, model, date, orientation and the GPS position into %s',
    async (format) => {
      const file = await sharp(upright, raw)
        .rotate(270)
        .withExif(exif)
        .withMetadata({ orientation: 6 })
        [format]()
        .toBuffer()
      const { exif: block } = await sharp(file).metadata()
      const read = readExif(block!)
      expect(read).toMatchObject({ orientation: 6, make: 'Google', model: 'Pixel 7', dateTimeOriginal: photo.taken })
      expect(read.latitude).toBeCloseTo(40.712776, 5)
      expect(read.longitude).toBeCloseTo(-74.005974, 5)
      // PNG keeps EXIF in an eXIf chunk, WebP in an EXIF chunk.
      if (format === 'png') expect(file.includes('eXIf')).toBe(true)
      if (format === 'webp') expect(file.includes('EXIF')).toBe(true)
    },
  )

  it('writes GPS as degrees, minutes and hundredths of a second, and only ASCII in text tags', () => {
    expect(toDms(40.712776)).toBe('40/1 42/1 4599/100')
    expect(toDms(-73.9999999)).toBe('74/1 0/1 0/100')
    expect(exif.IFD0!.Artist).toBe('Risto Saukonpaa')
    expect(exif.IFD0!.Copyright).toBe('"Path" by Risto Saukonpaa')
  })
})

describe('the photo set credits', () => {
  const copyright = `Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/

Files: *
Copyright: 2014 KDE Visual Design Group http://vdesign.kde.org/
License: GPL-2+

Files: nature/Aqua.jpg
       nature/Garden.jpg
Copyright: 2008, Charles Barbin <barbinch@free.fr>´
License: GPL-2+
Comment: Copyright holders are found in AUTHORS file.

Files: desktop/Ubuntu-Mate-*-no-logo.png
Copyright: 2014 Goce Mitevski
           2015-2016, "someone" <a@b.c>
License: CC-BY-SA-4.0
 Unless otherwise indicated, artwork is available under the Creative
`
  const stanzas = parseCopyright(copyright)

  it('finds the last DEP-5 stanza matching an installed file, with clean holder names', () => {
    expect(stanzaFor(stanzas, '/usr/share/backgrounds/mate/nature/Garden.jpg')).toEqual({
      patterns: ['nature/Aqua.jpg', 'nature/Garden.jpg'],
      holders: ['Charles Barbin'],
      license: 'GPL-2+',
    })
    expect(stanzaFor(stanzas, '/usr/share/backgrounds/mate/desktop/Ubuntu-Mate-Cold-no-logo.png')).toMatchObject({
      holders: ['Goce Mitevski', 'someone'],
      license: 'CC-BY-SA-4.0',
    })
    expect(stanzaFor(stanzas, '/usr/share/wallpapers/Path/contents/images/2560x1600.jpg')).toMatchObject({
      holders: ['KDE Visual Design Group'],
    })
  })

  it('describes every reviewed photograph as what it shows, not as a cat', () => {
    for (const photo of Object.values(PHOTOGRAPHS)) {
      expect(photo.shows.length).toBeGreaterThan(10)
      expect(photo.shows).not.toMatch(/\bcats?\b/i)
    }
  })
})

// Two photos made for real, about 3 s: only where the packages are installed (the test never installs them).
const installed = PACKAGES.every((pkg) => isInstalled(pkg))
describe.skipIf(!installed)('the photo set script', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'photo-set-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('makes the first two photos and a manifest in the specified format, then finds them up to date', async () => {
    const run = () =>
      spawnSync(process.execPath, ['scripts/photo-set/make.mjs', '--count', '2', '--out', out, '--no-install'], {
        encoding: 'utf8',
      })
    const first = run()
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'))
    expect(manifest).toHaveLength(2)
    for (const [i, entry] of manifest.entries()) {
      expect(Object.keys(entry).sort()).toEqual(['alt', 'credit', 'file', 'focus', 'use'])
      expect(entry.use).toEqual([plan[i]!.slot])
      expect(entry.alt).toMatch(/^(Photograph|Close crop of a photograph) of /)
      expect(entry.credit).toMatch(/Debian package .*licence /)
      expect(entry.focus.x).toBeGreaterThanOrEqual(0)
      expect(entry.focus.x).toBeLessThanOrEqual(1)
      const meta = await sharp(path.join(out, entry.file)).metadata()
      expect(meta.format).toBe(plan[i]!.format)
      expect(readExif(meta.exif!).latitude).toBeGreaterThan(40)
    }
    const second = run()
    expect(second.status).toBe(0)
    expect(second.stdout).toContain('Up to date: 2 photos')
  })
})
