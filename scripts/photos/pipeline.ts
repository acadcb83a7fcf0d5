/**
 * Turns the business's photos into the pictures they fill (decision 0015): each photo is read and checked, turned
 * upright from its EXIF orientation, cropped to the picture's shape around its focal point (and a hero's 4:5 phone
 * slice too), and written as AVIF and WebP at the picture's widths up to what the crop holds (a phone slice's AVIF
 * at the quality that lets it arrive in the round trip after the page, since the hero's overlay hides the detail
 * q50 would keep: PHONE_SLICE_AVIF), with
 * every piece of metadata left behind (sharp writes none unless asked: no EXIF, GPS, XMP or ICC; colours are
 * converted to sRGB first).
 * A 16 px WebP of each crop is the placeholder the page shows while the photo loads, written with the focal point
 * as CSS (`placeholderCss`, scripts/photos/placeholder-css.ts).
 * Results are cached in node_modules/.cache/photos by the photo's content hash, the cut, the encoder settings and
 * sharp's version. What a build learnt by reading a photo (its hash and upright size) is remembered there too, under
 * the file's identity (size, modification and change times, inode): an unchanged photo then costs a `stat` on the
 * next build, not a read of its bytes (the 72-photo test set is 61 MB, 110-130 ms to hash per look, and a build
 * looks twice, for the server and the client). Any write to the file changes its change time, which no tool can set
 * back, so a replaced photo is always read again.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { image, phoneSrc, src, type ImageEntry, type ImageName, type ImageWidth } from '../../src/content/images.ts'
import { PHOTO_FORMATS, type PhotoFormat, type PhotoSlot, type PhotoTable } from '../../src/content/photo-table.ts'
import { type CachedOutput, findCacheEntry, readCacheEntry, writeCacheEntry } from '../build-cache.ts'
import { inPool } from '../in-pool.ts'
import { cutsFor, focusWithin, heightFor, isLargeEnough, type Cut, type Focus, type Size } from './crop.ts'
import { checkManifest, type CheckedPhoto, type PhotoSet } from './photo-set.ts'

/**
 * Measured on photographs (decision 0015): AVIF q50 with 4:2:0 chroma reads as WebP q70 does at full size, in about
 * 55-60% of its bytes (it smooths the finest texture, which shows only when zoomed in). Effort 1 rather than sharp's
 * default 4: within 2% of its bytes in a twelfth of the time; effort 0 would be four times faster again, at 5% more bytes.
 */
export const PHOTO_AVIF = { quality: 50, effort: 1, chromaSubsampling: '4:2:0' } as const
/** The fallback for browsers without AVIF (Safari before 16): effort 2 is within 3% of effort 4's bytes in half the time. */
export const PHOTO_WEBP = { quality: 70, effort: 2 } as const
/**
 * A hero's or blog image's 4:5 phone slice is the picture a phone waits for on its first screen, and it is only ever
 * shown as a hero's backdrop, under the hero's overlay (PageHero.css.ts), which lets through at most 31.5% of the
 * photo's contrast, at its lightest corner, and about a tenth where the text sits. So it is written for the round
 * trip after the page rather than at q50: on the bench's Slow 4G (Lighthouse's model: 150 ms round trips, TCP's
 * initial window of ten segments) the round trip that answers the picture's request carries 14,600 bytes with its
 * response headers (486 here), and one byte more waits another, 150 ms; on a phone's real link the bytes saved are
 * 100-150 ms of its 1.6 Mbps as well. The slice is written at the highest of these qualities that fits, and at the
 * last one when none does. The last one is q15: through the overlay's lightest corner the error of the test set's
 * densest slice at q15 (RMS 16.8 of 255, so 5.3 as shown) stays under what q50 leaves in a picture shown in the
 * open (7.4), and side by side at a phone's size only a far tree line reads a shade softer (decision 0015,
 * 2026-12-01).
 */
export const PHONE_SLICE_AVIF = { maxBytes: 13.5 * 1024, qualities: [50, 45, 40, 35, 30, 25, 20, 15] } as const
/** About 100 bytes: enough to show the photo's colours in its box, small enough to inline in every page. */
const PLACEHOLDER = { width: 16, webp: { quality: 40 } } as const
/** Photos are opaque pictures: any transparency is flattened onto white, so the placeholder never shows through. */
const FLATTEN = { background: '#ffffff' } as const
const SETTINGS = `photos-v1 sharp-${sharp.versions.sharp} ${JSON.stringify({ PHOTO_AVIF, PHOTO_WEBP, PHONE_SLICE_AVIF, PLACEHOLDER, FLATTEN })}`

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])
/**
 * The largest photo the build opens: sharp's own default (16383² pixels, about 268 megapixels), set here so that the
 * check and the decoding share it. A phone's 48 or 200 megapixel photo is under it; a gigapixel scan is not.
 */
const MAX_PHOTO_PIXELS = 0x3fff ** 2
/** ISO-BMFF brands of HEIF files with HEVC pictures: what an iPhone saves by default. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])

/** One picture a photo fills, ready to render. */
export interface PhotoSlotJob {
  name: ImageName
  photo: CheckedPhoto
  /** The photo's content hash when it was checked. */
  hash: string
  cuts: Cut[]
  /** The cache key of this photo in this cut: everything the pixels depend on. */
  key: string
}

/** How a picture a photo fills looks before its bytes arrive, and where it is kept in view when cropped further. */
export interface PhotoLook {
  name: ImageName
  /** A tiny blurred copy as a data: URI. */
  placeholder: string
  /** The focal point in the cropped picture, 0..1 from its left and top. */
  focus: Focus
}

export interface PreparedPhotos {
  table: PhotoTable
  looks: PhotoLook[]
  jobs: PhotoSlotJob[]
  problems: string[]
}

/** A photo, checked: readable, an accepted format; with its content hash and upright size, and its bytes on demand. */
interface ReadPhoto {
  bytes: () => Promise<Buffer>
  hash: string
  upright: Size
}

/** What tells one file from another without reading it. */
interface FileIdentity {
  size: number
  mtimeMs: number
  ctimeMs: number
  ino: number
}

/** What reading a photo file gave, and the file's identity then. */
interface KnownPhoto extends FileIdentity {
  hash: string
  upright: Size
}

/** The cache entry of the photos read by the last build, by path. */
const KNOWN_PHOTOS = 'read-photos.json'

async function knownPhotos(cacheDir: string): Promise<Map<string, KnownPhoto>> {
  const entry = await readCacheEntry(join(cacheDir, KNOWN_PHOTOS))
  try {
    return new Map(Object.entries(JSON.parse(entry?.toString('utf8') ?? '{}') as Record<string, KnownPhoto>))
  } catch {
    return new Map()
  }
}

const sameFile = (a: FileIdentity, b: FileIdentity) =>
  a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino

/**
 * Checks the set and works out what the page needs to know (the table): which pictures are photos, their alt text,
 * widths, focal point and placeholder. Every problem of every photo is collected; none is thrown here.
 */
export async function preparePhotos(set: PhotoSet, cacheDir: string): Promise<PreparedPhotos> {
  const { photos, problems } = checkManifest(set)
  await mkdir(cacheDir, { recursive: true })
  const known = await knownPhotos(cacheDir)
  const seen = new Map<string, KnownPhoto>()
  const prepared = await inPool(photos, availableParallelism(), (photo) => preparePhoto(photo, cacheDir, known, seen))
  // The photos of this set only, so the entry does not grow with every photo the business ever tried.
  const remembered = JSON.stringify(Object.fromEntries([...seen].sort(([a], [b]) => a.localeCompare(b))))
  if (remembered !== JSON.stringify(Object.fromEntries([...known].sort(([a], [b]) => a.localeCompare(b)))))
    await writeCacheEntry(join(cacheDir, KNOWN_PHOTOS), remembered).catch(() => undefined)
  const table: Record<string, PhotoSlot> = {}
  const looks: PhotoLook[] = []
  const jobs: PhotoSlotJob[] = []
  for (const result of prepared) {
    problems.push(...result.problems)
    for (const { job, slot, look } of result.slots) {
      table[job.name] = slot
      looks.push(look)
      jobs.push(job)
    }
  }
  return { table: table as PhotoTable, looks, jobs, problems }
}

/** What one picture a photo fills needs: its files, its entry in the table, its placeholder. */
interface PreparedSlot {
  job: PhotoSlotJob
  slot: PhotoSlot
  look: PhotoLook
}

async function preparePhoto(
  photo: CheckedPhoto,
  cacheDir: string,
  known: ReadonlyMap<string, KnownPhoto>,
  seen: Map<string, KnownPhoto>,
): Promise<{ slots: PreparedSlot[]; problems: string[] }> {
  const read = await readPhoto(photo, known, seen)
  if (typeof read === 'string') return { slots: [], problems: [read] }
  const problems: string[] = []
  const slots: PreparedSlot[] = []
  // The drawings it takes the place of, then the pictures it adds (a gallery picture, a post's picture).
  for (const entry of [...photo.use.map(image), ...photo.adds]) {
    const name = entry.name as ImageName
    const cuts = cutsFor(entry, read.upright, photo.focus)
    const small = cuts.filter((cut) => !isLargeEnough(cut))
    if (small.length > 0) {
      problems.push(...small.map((cut) => tooSmall(photo, entry, cut, read.upright)))
      continue
    }
    const key = createHash('sha256')
      .update(SETTINGS)
      .update(read.hash)
      .update(JSON.stringify(cuts))
      .digest('hex')
      .slice(0, 32)
    const job: PhotoSlotJob = { name, photo, hash: read.hash, cuts, key }
    const placeholder = await placeholderFor(read, job, cacheDir).catch((error: Error) => error)
    if (placeholder instanceof Error) {
      problems.push(placeholder instanceof PhotoChanged ? placeholder.message : unreadable(photo, placeholder))
      break
    }
    const [full, phone] = cuts as [Cut, Cut | undefined]
    slots.push({
      job,
      slot: {
        alt: photo.alt,
        ...(photo.caption ? { caption: photo.caption } : {}),
        ...(photo.credit ? { credit: photo.credit } : {}),
        widths: full.widths,
        height: heightFor(full.widths[full.widths.length - 1]!, full.ratio),
        ...(phone ? { phoneWidths: phone.widths } : {}),
      },
      look: { name, placeholder, focus: focusWithin(full.box, read.upright, photo.focus) },
    })
  }
  return { slots, problems }
}

/** The photo as a build last read it when the file is the same one, else read (and checked) now. */
async function readPhoto(
  photo: CheckedPhoto,
  known: ReadonlyMap<string, KnownPhoto>,
  seen: Map<string, KnownPhoto>,
): Promise<ReadPhoto | string> {
  const info = await stat(photo.path).catch(() => null)
  const identity: FileIdentity | null = info && {
    size: info.size,
    mtimeMs: info.mtimeMs,
    ctimeMs: info.ctimeMs,
    ino: info.ino,
  }
  const before = known.get(photo.path)
  if (identity && before && sameFile(before, identity)) {
    seen.set(photo.path, before)
    return { bytes: bytesOf(photo, before.hash), hash: before.hash, upright: before.upright }
  }
  const read = await readPhotoBytes(photo)
  if (typeof read !== 'string' && identity)
    seen.set(photo.path, { ...identity, hash: read.hash, upright: read.upright })
  return read
}

/** A photo's file no longer holds the bytes the build looked at: it was replaced during the build. */
class PhotoChanged extends Error {
  constructor(photo: CheckedPhoto) {
    super(`${photo.label} changed while the site was being built; build again.`)
  }
}

/** The photo's bytes, read when first asked for, and checked to be the ones the hash was taken of. */
function bytesOf(photo: CheckedPhoto, hash: string): () => Promise<Buffer> {
  let bytes: Promise<Buffer> | undefined
  return () =>
    (bytes ??= readFile(photo.path).then((read) => {
      if (contentHash(read) !== hash) throw new PhotoChanged(photo)
      return read
    }))
}

async function readPhotoBytes(photo: CheckedPhoto): Promise<ReadPhoto | string> {
  const bytes = await readFile(photo.path)
  if (isHeic(bytes)) return heicMessage(photo)
  let meta: Metadata
  try {
    // Read without the pixel limit, so that a photo over it is told so, not called damaged.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    return unreadable(photo, error as Error)
  }
  if (meta.format === 'heif' && meta.compression === 'hevc') return heicMessage(photo)
  if (!ACCEPTED_FORMATS.has(meta.format)) {
    const name = meta.format === 'heif' ? 'AVIF' : meta.format.toUpperCase()
    return `${photo.label} is a ${name} file; the build takes JPEG, PNG or WebP. Export it as JPEG (a photo) or PNG from any photo editor, and name that file in the manifest.`
  }
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) return tooLarge(photo, meta)
  return {
    bytes: () => Promise.resolve(bytes),
    hash: contentHash(bytes),
    upright: { width: meta.autoOrient.width, height: meta.autoOrient.height },
  }
}

const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length)
  for (let offset = 8; offset + 4 <= boxEnd; offset += offset === 8 ? 8 : 4) {
    if (HEIC_BRANDS.has(bytes.toString('latin1', offset, offset + 4))) return true
  }
  return false
}

function heicMessage(photo: CheckedPhoto): string {
  const jpeg = `${photo.label.replace(/\.[^./]+$/, '')}.jpg`
  return (
    `${photo.label} is a HEIC photo (what iPhones save by default), which browsers and this build cannot use. Convert it to JPEG and name ` +
    `the .jpg in the manifest: on Debian, \`heif-convert ${photo.label} ${jpeg}\` (apt-get install libheif-examples); on a Mac, open it in ` +
    `Preview and choose File › Export › JPEG. To have the iPhone take JPEGs from now on: Settings › Camera › Formats › Most Compatible.`
  )
}

function unreadable(photo: CheckedPhoto, error: Error): string {
  return (
    `${photo.label} cannot be read as an image (${error.message.trim().split('\n')[0]}). The file is damaged, incomplete or not a photo: ` +
    `copy it again from the camera or phone, or open it in a photo editor and export it as JPEG.`
  )
}

function tooLarge(photo: CheckedPhoto, { width, height }: { width: number; height: number }): string {
  const megapixels = (pixels: number) => Math.floor(pixels / 1e6)
  return (
    `${photo.label} is ${width}×${height} pixels (${megapixels(width * height)} megapixels), more than the build opens ` +
    `(${megapixels(MAX_PHOTO_PIXELS)} megapixels). Export a copy at most 8000 pixels across as JPEG from a photo editor, and name that ` +
    `file in the manifest; the site's largest picture is 1536 pixels wide, so nothing is lost.`
  )
}

function tooSmall(photo: CheckedPhoto, { name, kind }: ImageEntry, cut: Cut, upright: Size): string {
  const shape = `${cut.ratio[0]}:${cut.ratio[1]}`
  const what = cut.role === 'phone' ? `${name}'s phone slice (${shape})` : `${name} (a ${kind} picture, ${shape})`
  return (
    `${photo.label} is too small for ${what}: it needs at least ${cut.needed.width}×${cut.needed.height} pixels after cropping to ${shape}, ` +
    `and this photo gives ${cut.box.width}×${cut.box.height} (it is ${upright.width}×${upright.height}). Use the original photo from ` +
    `the camera or phone (they take 3000 pixels or more across), not a copy made smaller by a messaging app or a web page, or fill a different picture with it.`
  )
}

/** The tiny WebP of the picture's crop, as a data: URI; cached, since it needs the whole photo decoded. */
async function placeholderFor(read: ReadPhoto, job: PhotoSlotJob, cacheDir: string): Promise<string> {
  const cacheFile = join(cacheDir, `${job.key}-placeholder.txt`)
  const cached = (await readCacheEntry(cacheFile))?.toString('utf8')
  if (cached) return cached
  const { box, ratio } = job.cuts[0]!
  const tiny = await upright(await read.bytes())
    .extract(box)
    .flatten(FLATTEN)
    .resize(PLACEHOLDER.width, heightFor(PLACEHOLDER.width, ratio), { fit: 'fill' })
    .webp(PLACEHOLDER.webp)
    .toBuffer()
  const uri = `data:image/webp;base64,${tiny.toString('base64')}`
  await writeCacheEntry(cacheFile, uri).catch(() => undefined)
  return uri
}

/**
 * The photo turned upright from its EXIF orientation (`autoOrient` is sharp's `rotate()` without an angle); later
 * operations (extract, resize) work on the upright photo. `failOn: 'warning'` makes a truncated file an error.
 */
function upright(bytes: Buffer): Sharp {
  return sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PHOTO_PIXELS }).autoOrient()
}

/** One file of a job: where it goes in the build, where it is cached, how it is encoded. */
interface Variant {
  fileName: string
  cacheFile: string
  cut: Cut
  width: ImageWidth
  format: PhotoFormat
}

function variantsOf(job: PhotoSlotJob, cacheDir: string): Variant[] {
  return job.cuts.flatMap((cut) =>
    cut.widths.flatMap((width) => {
      const formats: readonly PhotoFormat[] = cut.role === 'phone' ? ['avif'] : PHOTO_FORMATS
      return formats.map((format) => ({
        fileName: (cut.role === 'phone' ? phoneSrc(job.name, width) : src(job.name, width, format)).slice(1),
        cacheFile: join(cacheDir, `${job.key}-${cut.role}-${width}.${format}`),
        cut,
        width,
        format,
      }))
    }),
  )
}

/** The files of one picture a photo fills, from the cache or encoded now (the photo decoded once per cut). */
async function renderJob(
  job: PhotoSlotJob,
  cacheDir: string,
  only?: (fileName: string) => boolean,
): Promise<CachedOutput[]> {
  const variants = variantsOf(job, cacheDir).filter((variant) => !only || only(variant.fileName))
  const files = await Promise.all(
    variants.map(async (variant) => ({ variant, bytes: await findCacheEntry(variant.cacheFile) })),
  )
  const missing = files.filter((file) => file.bytes === null)
  const fresh =
    missing.length > 0
      ? await encode(
          job,
          missing.map((file) => file.variant),
        )
      : new Map<Variant, Buffer>()
  return files.map(({ variant, bytes }): CachedOutput => {
    const source = fresh.get(variant)
    const file = { fileName: variant.fileName, cacheFile: variant.cacheFile }
    return source ? { ...file, source, bytes: source.length, cached: false } : { ...file, bytes: bytes!, cached: true }
  })
}

/** Encodes the variants from the photo (decoded once per cut) and caches each; the photo must still be the one read. */
async function encode(job: PhotoSlotJob, variants: readonly Variant[]): Promise<Map<Variant, Buffer>> {
  const bytes = await readFile(job.photo.path)
  if (contentHash(bytes) !== job.hash) throw new PhotoChanged(job.photo)
  const fresh = new Map<Variant, Buffer>()
  for (const cut of job.cuts) {
    const wanted = variants.filter((variant) => variant.cut === cut)
    if (wanted.length === 0) continue
    // The crop at its largest written width, once; every variant is resized from it.
    const largest = Math.max(...cut.widths)
    const crop = await upright(bytes)
      .extract(cut.box)
      .flatten(FLATTEN)
      .resize(largest, heightFor(largest, cut.ratio), { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    for (const variant of wanted) {
      const resized = sharp(crop.data, { raw: crop.info }).resize(variant.width, heightFor(variant.width, cut.ratio), {
        fit: 'fill',
      })
      const source =
        variant.format === 'webp'
          ? await resized.webp(PHOTO_WEBP).toBuffer()
          : variant.cut.role === 'phone'
            ? (await phoneSliceAvif(resized)).bytes
            : await resized.avif(PHOTO_AVIF).toBuffer()
      await writeCacheEntry(variant.cacheFile, source).catch(() => undefined)
      fresh.set(variant, source)
    }
  }
  return fresh
}

/**
 * A phone slice as AVIF at the highest quality of PHONE_SLICE_AVIF whose bytes fit, or its lowest. Bytes fall as the
 * quality does, so the ladder is bisected: three or four encodes for its eight steps, instead of up to eight.
 */
export async function phoneSliceAvif(pixels: Sharp): Promise<{ bytes: Buffer; quality: number }> {
  const { maxBytes, qualities } = PHONE_SLICE_AVIF
  const encode = async (quality: number) => ({
    bytes: await pixels
      .clone()
      .avif({ ...PHOTO_AVIF, quality })
      .toBuffer(),
    quality,
  })
  // qualities[low] fits, or is the last step; qualities[high] does not fit (-1: nothing tried yet).
  let low = qualities.length - 1
  let high = -1
  let best: { bytes: Buffer; quality: number } | undefined
  while (low - high > 1) {
    const middle = Math.floor((low + high + 1) / 2)
    const encoded = await encode(qualities[middle]!)
    if (encoded.bytes.length <= maxBytes) {
      best = encoded
      low = middle
    } else high = middle
  }
  return best ?? encode(qualities[low]!)
}

/** Every file of every picture photos fill; `only` picks files by name (the dev server asks for one). */
export async function renderPhotos(
  jobs: readonly PhotoSlotJob[],
  cacheDir: string,
  only?: (fileName: string) => boolean,
): Promise<CachedOutput[]> {
  await mkdir(cacheDir, { recursive: true })
  // Heroes first: the most files each, so they do not end up alone at the tail of the queue.
  const ordered = [...jobs].sort((a, b) => variantsOf(b, cacheDir).length - variantsOf(a, cacheDir).length)
  return (await inPool(ordered, availableParallelism(), (job) => renderJob(job, cacheDir, only))).flat()
}
