/**
 * scripts/photos: the business's photos turned into the site's pictures (decision 0015). Photos made at test time
 * (tests/support/test-photos.ts) carry an EXIF orientation, a GPS position and an XMP packet, as phones write them.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp, { type Sharp } from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { type CachedOutput, outputBytes } from '../scripts/build-cache'
import { cropAround, focusWithin, heightFor } from '../scripts/photos/crop'
import { photoSetFor, type PhotoSet } from '../scripts/photos/photo-set'
import {
  PHONE_SLICE_AVIF,
  PHOTO_AVIF,
  phoneSliceAvif,
  preparePhotos,
  renderPhotos,
  type PhotoLook,
} from '../scripts/photos/pipeline'
import { placeholderCss } from '../scripts/photos/placeholder-css'
import { CAMERA_MAKE, XMP_GPS_TEXT, exifTags, makeTestPhoto } from './support/test-photos'

const root = mkdtempSync(join(tmpdir(), 'photos-pipeline-'))
const cacheDir = join(root, 'cache')
afterAll(() => rmSync(root, { recursive: true, force: true }))

let sets = 0
/** A PHOTO_SET folder holding these files and this manifest. */
function photoSet(files: Record<string, Buffer>, manifest: unknown): PhotoSet {
  const dir = join(root, `set-${++sets}`)
  mkdirSync(dir)
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes)
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest))
  return photoSetFor(root, dir)
}

async function pixelAt(file: Buffer, fx: number, fy: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels
  return [data[i]!, data[i + 1]!, data[i + 2]!]
}

const isRed = ([r, g, b]: [number, number, number]) => r > 150 && g < 100 && b < 100
const isBlue = ([r, g, b]: [number, number, number]) => b > 150 && r < 100 && g < 100
const dataUriBytes = (uri: string) => Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64')
/** The bytes of the file `images/{name}` among the files the pipeline rendered. */
const written = (rendered: readonly CachedOutput[], name: string) =>
  outputBytes(rendered.find((file) => file.fileName === `images/${name}`)!)
/** Each channel within 6 of the expected colour's: what lossy encoding leaves of a flat colour. */
const nearColour = (actual: readonly number[], expected: readonly number[]) =>
  actual.every((value, i) => Math.abs(value - expected[i]!) <= 6)

describe('cropping around the focal point', () => {
  it('takes the largest box of the picture’s shape and keeps the focal point as central as the photo allows', () => {
    expect(cropAround({ width: 4000, height: 3000 }, [16, 9], { x: 0.5, y: 0.5 })).toEqual({
      left: 0,
      top: 375,
      width: 4000,
      height: 2250,
    })
    expect(cropAround({ width: 4000, height: 3000 }, [1, 1], { x: 0.9, y: 0.5 })).toEqual({
      left: 1000,
      top: 0,
      width: 3000,
      height: 3000,
    })
    expect(cropAround({ width: 4000, height: 3000 }, [4, 5], { x: 0.2, y: 0.5 })).toEqual({
      left: 0,
      top: 0,
      width: 2400,
      height: 3000,
    })
    expect(cropAround({ width: 3000, height: 4000 }, [16, 9], { x: 0.5, y: 0.1 })).toEqual({
      left: 0,
      top: 0,
      width: 3000,
      height: 1688,
    })
  })

  it('says where the focal point sits in the box, for object-position', () => {
    const photo = { width: 4000, height: 3000 }
    const box = cropAround(photo, [1, 1], { x: 0.9, y: 0.5 })
    expect(focusWithin(box, photo, { x: 0.9, y: 0.5 })).toEqual({ x: 2600 / 3000, y: 0.5 })
  })
})

describe('the photo pipeline', () => {
  it('turns each photo upright from its EXIF orientation (1, 3, 6, 8) before cropping', async () => {
    const orientations = [1, 3, 6, 8] as const
    const files: Record<string, Buffer> = {}
    for (const orientation of orientations) {
      const bytes = await makeTestPhoto({ width: 1000, height: 750, orientation })
      expect((await sharp(bytes).metadata()).orientation).toBe(orientation)
      files[`o${orientation}.jpg`] = bytes
    }
    const set = photoSet(
      files,
      orientations.map((orientation, index) => ({
        file: `o${orientation}.jpg`,
        alt: `Orientation ${orientation}`,
        use: [`team-${index + 1}`],
      })),
    )
    const prepared = await preparePhotos(set, cacheDir)
    expect(prepared.problems).toEqual([])
    const rendered = await renderPhotos(prepared.jobs, cacheDir)
    for (const index of [1, 2, 3, 4]) {
      const file = await written(rendered, `team-${index}-640.webp`)
      const meta = await sharp(file).metadata()
      expect([meta.width, meta.height]).toEqual([640, 640])
      // The upright photo's red corner is top left, its blue corner bottom right, whatever the camera stored.
      expect(isRed(await pixelAt(file, 0.04, 0.04)), `team-${index}: red top left`).toBe(true)
      expect(isBlue(await pixelAt(file, 0.96, 0.96)), `team-${index}: blue bottom right`).toBe(true)
    }
  }, 120_000)

  describe('a hero from a JPEG, a gallery picture from a PNG and a fan picture from a WebP, each with EXIF, GPS and XMP', () => {
    let rendered: CachedOutput[]
    let table: Awaited<ReturnType<typeof preparePhotos>>['table']
    let looks: PhotoLook[]
    let sources: Buffer[]

    it('accepts all three formats and lists every variant', async () => {
      sources = [
        await makeTestPhoto({ width: 1600, height: 1200, orientation: 6, format: 'jpeg' }),
        await makeTestPhoto({ width: 1200, height: 900, format: 'png' }),
        await makeTestPhoto({ width: 1100, height: 1100, format: 'webp' }),
      ]
      const set = photoSet({ 'hero.jpg': sources[0]!, 'gallery.png': sources[1]!, 'fan.webp': sources[2]! }, [
        {
          file: 'hero.jpg',
          alt: 'A ginger cat on the Promenade',
          caption: 'Brooklyn Heights at dusk',
          credit: 'Margot Ellery',
          focus: { x: 0.3, y: 0.4 },
          use: ['hero-home'],
        },
        { file: 'gallery.png', alt: 'Guests on a stoop', use: ['gallery-05'] },
        { file: 'fan.webp', alt: 'A fan’s tabby', use: ['fan-07'] },
      ])
      const prepared = await preparePhotos(set, cacheDir)
      expect(prepared.problems).toEqual([])
      table = prepared.table
      looks = prepared.looks
      rendered = await renderPhotos(prepared.jobs, cacheDir)
      expect(rendered.map((file) => file.fileName).sort()).toEqual(
        [
          ...[320, 640, 768, 1024, 1280, 1536].flatMap((width) => [
            `images/hero-home-${width}.avif`,
            `images/hero-home-${width}.webp`,
          ]),
          // The 4:5 slice of the upright 1600×1200 photo is 960 px wide: no 1024 variant.
          'images/hero-home-phone-640.avif',
          'images/hero-home-phone-768.avif',
          ...[320, 640, 768, 1024].flatMap((width) => [
            `images/gallery-05-${width}.avif`,
            `images/gallery-05-${width}.webp`,
          ]),
          ...[320, 640, 768, 1024].flatMap((width) => [`images/fan-07-${width}.avif`, `images/fan-07-${width}.webp`]),
        ].sort(),
      )
      expect(table['hero-home']).toMatchObject({
        alt: 'A ginger cat on the Promenade',
        caption: 'Brooklyn Heights at dusk',
        credit: 'Margot Ellery',
        widths: [320, 640, 768, 1024, 1280, 1536],
        phoneWidths: [640, 768],
      })
      // Focus 0.3, 0.4 of 1600×1200; the 16:9 crop is 1600×900 from y = 30: the focal point sits at 30%, 50%.
      expect(looks.find((look) => look.name === 'hero-home')?.focus).toEqual({ x: 0.3, y: 0.5 })
    }, 120_000)

    it('the inputs did carry the camera’s EXIF, a GPS position and XMP', async () => {
      for (const source of sources) {
        const meta = await sharp(source).metadata()
        expect(exifTags(meta.exif!).gps).toEqual(expect.arrayContaining([1, 2, 3, 4]))
        expect(meta.xmp?.toString()).toContain(XMP_GPS_TEXT)
        expect(source.includes(CAMERA_MAKE)).toBe(true)
      }
    })

    it('writes no EXIF, GPS, XMP, IPTC or ICC into any output or placeholder', async () => {
      const outputs = [
        ...(await Promise.all(rendered.map(outputBytes))),
        ...looks.map((look) => dataUriBytes(look.placeholder)),
      ]
      for (const output of outputs) {
        const meta = await sharp(output).metadata()
        expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined])
        // A bare "GPS" is three bytes that compressed data holds by chance; these markers cannot be chance.
        for (const marker of ['Exif\0\0', '<x:xmpmeta', XMP_GPS_TEXT, 'GPSLongitude', CAMERA_MAKE])
          expect(output.includes(marker), marker).toBe(false)
      }
    })

    it('writes every variant at its named size and in its named format, never wider than the photo', async () => {
      for (const file of rendered) {
        const [, name, width, format] = /^images\/([a-z0-9-]+?)-(\d+)\.(avif|webp)$/.exec(file.fileName)!
        const meta = await sharp(await outputBytes(file)).metadata()
        expect(meta.width, file.fileName).toBe(Number(width))
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
        const source = name!.startsWith('hero') ? 1600 : name!.startsWith('gallery') ? 1200 : 1100
        expect(meta.width).toBeLessThanOrEqual(source)
      }
    })

    it('makes a small placeholder of the crop’s own colours', async () => {
      for (const { name, placeholder } of looks) {
        expect(placeholder).toMatch(/^data:image\/webp;base64,/)
        const bytes = dataUriBytes(placeholder)
        expect(bytes.length, name).toBeLessThan(300)
        const meta = await sharp(bytes).metadata()
        expect(meta.width).toBe(16)
        const { channels } = await sharp(bytes).stats()
        // Not one flat colour: the corners differ.
        expect(channels[0]!.max - channels[0]!.min, name).toBeGreaterThan(40)
      }
      expect(
        (await sharp(dataUriBytes(looks.find((look) => look.name === 'gallery-05')!.placeholder)).metadata()).height,
      ).toBe(12)
    })

    it('puts each placeholder and focal point in the photos’ stylesheet, on the photo’s <img>', () => {
      const css = placeholderCss(looks)
      const hero = looks.find((look) => look.name === 'hero-home')!
      expect(css).toContain(
        `img[data-photo="hero-home"]{--photo-focus:30% 50%;background-image:url("${hero.placeholder}")}`,
      )
      expect(css).toMatch(
        /^img\[data-photo\]\{background-repeat:no-repeat;background-size:cover;background-position:var\(--photo-focus,50% 50%\)\}$/m,
      )
      expect(css.split('\n')).toHaveLength(1 + looks.length)
      expect(placeholderCss([])).toBe('')
    })

    it('reads a second run from the cache', async () => {
      const set = photoSetFor(root, join(root, `set-${sets}`))
      const started = performance.now()
      const prepared = await preparePhotos(set, cacheDir)
      const again = await renderPhotos(prepared.jobs, cacheDir)
      expect(again.length).toBe(rendered.length)
      expect(again.every((file) => file.cached)).toBe(true)
      // Found, not read: the build links each entry into the site.
      expect(again.some((file) => file.source)).toBe(false)
      expect(again.map((file) => file.bytes)).toEqual(rendered.map((file) => file.bytes))
      expect(prepared.table).toEqual(table)
      expect(prepared.looks).toEqual(looks)
      expect(performance.now() - started).toBeLessThan(5_000)
    }, 30_000)
  })

  it('keeps the colours of a Display P3 photo (as iPhones write them): converted to sRGB, not read as sRGB', async () => {
    // The profile goes with the rest of the metadata, so the pixels must be converted first; read as sRGB, the
    // stored P3 numbers of this green come out greyer and redder (89, 177, 101). Guards a sharp upgrade.
    const green = { r: 40, g: 180, b: 90 }
    const p3 = await sharp({ create: { width: 1000, height: 750, channels: 3, background: green } })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer()
    expect((await sharp(p3).metadata()).icc).toBeDefined()
    const stored = await pixelAt(await sharp(p3, { ignoreIcc: true }).png().toBuffer(), 0.5, 0.5)
    expect(Math.abs(stored[0] - green.r), 'the file holds P3 numbers, not the sRGB ones').toBeGreaterThan(30)
    const set = photoSet({ 'iphone.jpg': p3 }, [{ file: 'iphone.jpg', alt: 'A guide in the park', use: ['team-2'] }])
    const prepared = await preparePhotos(set, cacheDir)
    expect(prepared.problems).toEqual([])
    const rendered = await renderPhotos(prepared.jobs, cacheDir)
    const outputs = [
      ...(await Promise.all(['team-2-640.avif', 'team-2-640.webp'].map((name) => written(rendered, name)))),
      dataUriBytes(prepared.looks.find((look) => look.name === 'team-2')!.placeholder),
    ]
    for (const output of outputs) {
      const pixel = await pixelAt(output, 0.5, 0.5)
      expect(nearColour(pixel, [green.r, green.g, green.b]), `${pixel}`).toBe(true)
      expect((await sharp(output).metadata()).icc).toBeUndefined()
    }
  }, 60_000)

  it('takes a 16-bit PNG with transparency (set on white), a greyscale JPEG and a CMYK JPEG, as editors export them', async () => {
    const [width, height] = [1000, 750]
    const rgba = Buffer.alloc(width * height * 4)
    for (let i = 0; i < width * height; i++) rgba.set([155, 78, 39, i % width < width / 2 ? 255 : 0], i * 4)
    const png16 = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .toColourspace('rgb16')
      .png()
      .toBuffer()
    expect((await sharp(png16).metadata()).depth).toBe('ushort')
    const grey = await sharp({ create: { width, height, channels: 3, background: '#777777' } })
      .toColourspace('b-w')
      .jpeg()
      .toBuffer()
    const cmyk = await sharp({ create: { width, height, channels: 3, background: { r: 150, g: 110, b: 70 } } })
      .toColourspace('cmyk')
      .withIccProfile('cmyk')
      .jpeg()
      .toBuffer()
    expect((await sharp(cmyk).metadata()).channels).toBe(4)
    // What the CMYK file shows, as sharp converts it with its profile (the ink round trip shifts it a little).
    const printed = await pixelAt(await sharp(cmyk).png().toBuffer(), 0.5, 0.5)
    const set = photoSet({ 'cutout.png': png16, 'grey.jpg': grey, 'print.jpg': cmyk }, [
      { file: 'cutout.png', alt: 'A cat cut out', use: ['team-3'] },
      { file: 'grey.jpg', alt: 'An old photograph', use: ['team-4'] },
      { file: 'print.jpg', alt: 'A press photograph', use: ['team-1'] },
    ])
    const prepared = await preparePhotos(set, cacheDir)
    expect(prepared.problems).toEqual([])
    const rendered = await renderPhotos(prepared.jobs, cacheDir)
    for (const format of ['avif', 'webp']) {
      const cutout = await written(rendered, `team-3-640.${format}`)
      expect(nearColour(await pixelAt(cutout, 0.2, 0.5), [155, 78, 39]), `${format}: the opaque half`).toBe(true)
      expect(nearColour(await pixelAt(cutout, 0.8, 0.5), [255, 255, 255]), `${format}: the transparent half`).toBe(true)
      const old = await written(rendered, `team-4-640.${format}`)
      expect(nearColour(await pixelAt(old, 0.5, 0.5), [119, 119, 119]), `${format}: the grey`).toBe(true)
      const print = await written(rendered, `team-1-640.${format}`)
      expect((await sharp(print).metadata()).channels, `${format}: three channels, not ink`).toBe(3)
      expect(nearColour(await pixelAt(print, 0.5, 0.5), printed), `${format}: the printed colour`).toBe(true)
    }
  }, 60_000)

  it('does not write a width the photo lacks: a 1200×900 photo gives a blog picture up to 1024, not 1280', async () => {
    const set = photoSet({ 'blog.jpg': await makeTestPhoto({ width: 1200, height: 900 }) }, [
      { file: 'blog.jpg', alt: 'A bodega cat', use: ['blog-bodega-cats'] },
    ])
    const prepared = await preparePhotos(set, cacheDir)
    expect(prepared.problems).toEqual([])
    expect(prepared.table['blog-bodega-cats']?.widths).toEqual([320, 640, 768, 1024])
    // Its 4:5 slice for phones (the post's hero) is 720 px wide at most: 640, not 768.
    expect(prepared.table['blog-bodega-cats']?.phoneWidths).toEqual([640])
  })
})

/**
 * A 768x960 phone slice: a gradient under grain of the given strength, each pixel its own (strength 0 is smooth).
 * The finer and stronger the grain, the more bytes every quality costs, as fine texture does in a photo.
 */
function slicePixels(strength: number): Sharp {
  const [width, height] = [768, 960]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) >>> 0
    const grain = (((seed >>> 24) - 128) / 128) * strength
    const x = (i / 3) % width
    const y = Math.floor(i / 3 / width)
    pixels[i] = Math.max(0, Math.min(255, 60 + (x * 120) / width + grain))
    pixels[i + 1] = Math.max(0, Math.min(255, 90 + (y * 100) / height + grain))
    pixels[i + 2] = Math.max(0, Math.min(255, 140 + grain))
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

describe('a phone slice is written to arrive in the round trip after the page', () => {
  const { maxBytes, qualities } = PHONE_SLICE_AVIF
  const bytesAt = async (strength: number, quality: number) =>
    (
      await slicePixels(strength)
        .avif({ ...PHOTO_AVIF, quality })
        .toBuffer()
    ).length

  it('keeps q50 for a slice that fits, byte for byte what every other picture gets', async () => {
    const encoded = await phoneSliceAvif(slicePixels(0))
    expect(encoded.quality).toBe(qualities[0])
    expect(encoded.bytes.equals(await slicePixels(0).avif(PHOTO_AVIF).toBuffer())).toBe(true)
  })

  it('steps down to the highest quality that fits when fine texture makes q50 too heavy', async () => {
    // What the ladder promises, found by trying every step: the first (highest) quality whose bytes fit.
    const sizes = await Promise.all(qualities.map((quality) => bytesAt(16, quality)))
    const fitting = sizes.findIndex((size) => size <= maxBytes)
    // This grain lands on a step in the middle of the ladder, so the search has to go both ways to find it.
    expect(fitting).toBeGreaterThan(1)
    expect(fitting).toBeLessThan(qualities.length - 1)
    const encoded = await phoneSliceAvif(slicePixels(16))
    expect(encoded.quality).toBe(qualities[fitting])
    expect(encoded.bytes.length).toBe(sizes[fitting])
  })

  it('stops at its lowest quality, however heavy the slice stays, rather than soften it further', async () => {
    const lowest = qualities[qualities.length - 1]!
    expect(await bytesAt(128, lowest)).toBeGreaterThan(maxBytes)
    const encoded = await phoneSliceAvif(slicePixels(128))
    expect(encoded.quality).toBe(lowest)
    expect(encoded.bytes.length).toBe(await bytesAt(128, lowest))
    expect((await sharp(encoded.bytes).metadata()).format).toBe('heif')
  })

  it('is how the pipeline writes a hero’s phone slice, and only its slice', async () => {
    const photo = await makeTestPhoto({ width: 1600, height: 1200 })
    const set = photoSet({ 'grain.jpg': photo }, [{ file: 'grain.jpg', alt: 'A grainy street', use: ['hero-home'] }])
    const prepared = await preparePhotos(set, cacheDir)
    expect(prepared.problems).toEqual([])
    const rendered = await renderPhotos(prepared.jobs, cacheDir)
    // The pixels the pipeline encodes: the photo upright, cut, drawn at the cut's largest width, then at this one.
    const pixelsOf = async (role: 'full' | 'phone', width: number) => {
      const cut = prepared.jobs[0]!.cuts.find((candidate) => candidate.role === role)!
      const largest = Math.max(...cut.widths)
      const crop = await sharp(photo)
        .autoOrient()
        .extract(cut.box)
        .flatten({ background: '#ffffff' })
        .resize(largest, heightFor(largest, cut.ratio), { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true })
      return sharp(crop.data, { raw: crop.info }).resize(width, heightFor(width, cut.ratio), { fit: 'fill' })
    }
    const slice = await phoneSliceAvif(await pixelsOf('phone', 768))
    // The test photo is grain all over: too heavy at q50 for the round trip after the page, so its slice steps down.
    expect(slice.quality).toBeLessThan(qualities[0])
    expect((await written(rendered, 'hero-home-phone-768.avif')).equals(slice.bytes)).toBe(true)
    // The 16:9 picture for wider screens is q50, as every other picture.
    const full = await (await pixelsOf('full', 768)).avif(PHOTO_AVIF).toBuffer()
    expect((await written(rendered, 'hero-home-768.avif')).equals(full)).toBe(true)
  }, 120_000)
})

describe('what a build learnt by reading a photo', () => {
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
  const remembered = (dir: string) => join(dir, 'read-photos.json')

  it('is kept, so an unchanged photo is not read again on the next look', async () => {
    const dir = join(root, 'known-cache')
    const set = photoSet({ 'team.jpg': await makeTestPhoto({ width: 1000, height: 750 }) }, [
      { file: 'team.jpg', alt: 'Our guide', use: ['team-1'] },
    ])
    const first = await preparePhotos(set, dir)
    expect(first.problems).toEqual([])
    expect(first.jobs[0]!.hash).toBe(sha256(readFileSync(join(set.dir, 'team.jpg'))))
    expect((await preparePhotos(set, dir)).problems).toEqual([])
    // What the next look trusts, altered: a look that read the file would find its real hash and no problem. This one
    // trusts it, and the bytes it then reads for the placeholder (cached under the real hash) do not match it.
    const known = JSON.parse(readFileSync(remembered(dir), 'utf8'))
    known[join(set.dir, 'team.jpg')].hash = 'f'.repeat(64)
    writeFileSync(remembered(dir), JSON.stringify(known))
    expect((await preparePhotos(set, dir)).problems).toEqual([
      expect.stringMatching(/^\S*team\.jpg changed while the site was being built; build again\.$/),
    ])
  })

  it('is not trusted for a photo replaced in place, even at the same size with its modification time put back', async () => {
    const dir = join(root, 'replaced-cache')
    const set = photoSet({ 'team.jpg': await makeTestPhoto({ width: 1000, height: 750 }) }, [
      { file: 'team.jpg', alt: 'Our guide', use: ['team-1'] },
    ])
    const file = join(set.dir, 'team.jpg')
    await preparePhotos(set, dir)
    const { atime, mtime } = statSync(file)
    const bytes = readFileSync(file)
    const middle = bytes.length >> 1
    bytes[middle] = bytes[middle]! ^ 0xff
    writeFileSync(file, bytes)
    utimesSync(file, atime, mtime)
    expect((await preparePhotos(set, dir)).jobs[0]!.hash).toBe(sha256(bytes))
  })
})

/**
 * A PNG that says it is width×height pixels (its header, and one short block of pixel data): enough for anything that
 * reads the size, without making hundreds of megabytes of pixels.
 */
function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, RGB, no interlacing
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('photos that cannot be used stop the build with what to do', () => {
  const problemsFor = async (files: Record<string, Buffer>, manifest: unknown) =>
    (await preparePhotos(photoSet(files, manifest), cacheDir)).problems

  it('names the file and the fix for each problem, all at once', async () => {
    const good = await makeTestPhoto({ width: 1400, height: 1100 })
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(400, 7),
    ])
    const gif = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c60' } })
      .gif()
      .toBuffer()
    const files = {
      'truncated.jpg': good.subarray(0, Math.floor(good.length / 2)),
      'garbage.jpg': Buffer.from('this is not a photo at all, just some text '.repeat(40)),
      'IMG_0001.heic': heic,
      'cat.gif': gif,
      'small.jpg': await makeTestPhoto({ width: 800, height: 600 }),
      'panorama.jpg': await makeTestPhoto({ width: 2000, height: 700 }),
      'good.jpg': good,
      'scan.png': hugePng(20_000, 15_000),
      'IMG_0042.JPG': good,
    }
    const problems = await problemsFor(files, [
      { file: 'truncated.jpg', alt: 'Half a photo', use: ['gallery-01'] },
      { file: 'garbage.jpg', alt: 'Not a photo', use: ['gallery-02'] },
      { file: 'IMG_0001.heic', alt: 'An iPhone photo', use: ['gallery-03'] },
      { file: 'cat.gif', alt: 'A GIF', use: ['gallery-04'] },
      { file: 'small.jpg', alt: 'A small photo', use: ['gallery-05'] },
      { file: 'panorama.jpg', alt: 'A wide photo', use: ['hero-tours'] },
      { file: 'good.jpg', alt: '  ', use: ['gallery-06'] },
      { file: 'good.jpg', alt: 'Fine', use: ['galery-07'] },
      { file: 'missing.jpg', alt: 'Nowhere', use: ['gallery-08'] },
      { file: 'good.jpg', alt: 'Twice', use: ['fan-01'] },
      { file: 'good.jpg', alt: 'Twice again', use: ['fan-01'] },
      { file: 'good.jpg', alt: 'Off the photo', focus: { x: 2, y: 0 }, use: ['fan-02'] },
      { file: '../outside.jpg', alt: 'Outside', use: ['fan-03'] },
      { file: 'good.jpg', alt: 'Nothing', use: [] },
      { file: 'good.jpg', alt: 'Typo', use: ['fan-04'], captoin: 'A cat' },
      { file: 'scan.png', alt: 'A gigapixel scan', use: ['gallery-09'] },
      { file: 'IMG_0042.jpg', alt: 'Written on a Mac', use: ['gallery-10'] },
      { file: 'good.jpg', alt: 'A story', caption: 'After the Sunday tour. '.repeat(9), use: ['gallery-11'] },
      { file: 'good.jpg', alt: 'Credited at length', credit: '🐈'.repeat(200), use: ['gallery-12'] },
    ])
    const expected = [
      /truncated\.jpg cannot be read as an image \(.+\)\. The file is damaged, incomplete or not a photo: copy it again/,
      /garbage\.jpg cannot be read as an image/,
      /IMG_0001\.heic is a HEIC photo .*`heif-convert \S+IMG_0001\.heic \S+IMG_0001\.jpg` \(apt-get install libheif-examples\).*Settings › Camera › Formats › Most Compatible/,
      /cat\.gif is a GIF file; the build takes JPEG, PNG or WebP/,
      /small\.jpg is too small for gallery-05 \(a gallery picture, 4:3\): it needs at least 1024×768 pixels after cropping to 4:3, and this photo gives 800×600 \(it is 800×600\)/,
      /panorama\.jpg is too small for hero-tours's phone slice \(4:5\): it needs at least 640×800 pixels after cropping to 4:5, and this photo gives 560×700/,
      /good\.jpg: "alt" is missing or empty\. Describe what the photo shows/,
      /good\.jpg: "use" names "galery-07", which is not a picture of the site \(did you mean "gallery-07"\?\)/,
      /missing\.jpg: no such file\. Put the photo in the folder, or correct "file"/,
      /good\.jpg: fan-01 is already filled by \S+good\.jpg/,
      /good\.jpg: "focus" must be \{ x, y \} with numbers from 0 to 1/,
      /outside\.jpg: "file" must name a file inside the photos folder/,
      /good\.jpg: "use" must list the pictures the photo fills/,
      /good\.jpg: unknown field "captoin"/,
      /IMG_0042\.jpg: no such file, but there is "IMG_0042\.JPG": names are case-sensitive, so write it in "file" exactly so/,
      /good\.jpg: "caption" is 206 characters; the full-screen view shows it under the photo, and more than 200 no longer fit whole on a phone\. Shorten it/,
      /scan\.png is 20000×15000 pixels \(300 megapixels\), more than the build opens \(268 megapixels\)\. Export a copy at most 8000 pixels across/,
    ]
    for (const pattern of expected)
      expect(
        problems.filter((problem) => pattern.test(problem)),
        String(pattern),
      ).toHaveLength(1)
    expect(problems, problems.join('\n')).toHaveLength(expected.length)
  }, 60_000)

  it('says when the PHOTO_SET folder has no manifest, or one that is not JSON', async () => {
    const empty = join(root, 'no-manifest')
    mkdirSync(empty)
    expect((await preparePhotos(photoSetFor(root, empty), cacheDir)).problems).toEqual([
      expect.stringMatching(
        /no-manifest\/manifest\.json is missing\. PHOTO_SET=\S+ must name a folder holding the photos and a manifest\.json/,
      ),
    ])
    writeFileSync(join(empty, 'manifest.json'), '[{ "file": "a.jpg", }]')
    expect((await preparePhotos(photoSetFor(root, empty), cacheDir)).problems).toEqual([
      expect.stringMatching(/manifest\.json is not valid JSON/),
    ])
  })

  it('checks the committed manifest (content/photos.yaml) with the same code: it is valid as it stands', async () => {
    const committed = photoSetFor(join(__dirname, '..'), '')
    expect(committed.label).toEqual({ dir: 'photos', manifest: 'content/photos.yaml' })
    expect((await preparePhotos(committed, cacheDir)).problems).toEqual([])
  })
})
