// @ts-check
/** Cuts, encodes and checks the photos of one source: the source is decoded once for all its crops. */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { exifFor, readExif, storedRotation } from './exif.mjs'
import { DEVICES } from './plan.mjs'
import { createRandom } from './random.mjs'

/** Like a phone's camera app (JPEG 85); PNG and WebP as an editing or messaging app would save them. */
const ENCODE = {
  jpeg: (/** @type {import('sharp').Sharp} */ image) => image.jpeg({ quality: 85, chromaSubsampling: '4:2:0' }),
  png: (/** @type {import('sharp').Sharp} */ image) => image.png({ compressionLevel: 6 }),
  webp: (/** @type {import('sharp').Sharp} */ image) => image.webp({ quality: 82, effort: 4 }),
}

/**
 * @param {import('./sources.mjs').Source} source
 * @param {readonly import('./plan.mjs').PlannedPhoto[]} photos all cut from `source`
 * @param {string} dir output folder
 * @returns {Promise<{ photo: import('./plan.mjs').PlannedPhoto, focus: { x: number, y: number }, bytes: number }[]>}
 */
export async function renderSource(source, photos, dir) {
  const decoded = await sharp(source.path)
    .autoOrient()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = {
    raw: { width: decoded.info.width, height: decoded.info.height, channels: /** @type {3} */ (decoded.info.channels) },
  }
  const results = []
  for (const photo of photos) {
    const { width, height } = photo.upright
    // Region and output differ in aspect by rounding only (under a pixel), so `fill` distorts nothing visible.
    const upright = addGrain(
      await sharp(decoded.data, raw)
        .extract(photo.region)
        .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
        .raw()
        .toBuffer(),
      photo.file,
    )
    const uprightRaw = { raw: { width, height, channels: /** @type {3} */ (3) } }
    const focus = photo.focus ?? (await attentionFocus(upright, width, height))
    const file = path.join(dir, photo.file)
    const device = /** @type {{ make: string, model: string }} */ (DEVICES[photo.device])
    const exif = exifFor(photo, device, source)
    await ENCODE[photo.format](
      sharp(upright, uprightRaw)
        .rotate(storedRotation(photo.orientation))
        .withExif(exif)
        .withMetadata({ orientation: photo.orientation }),
    ).toFile(file)
    const bytes = await check(file, photo, device, upright, uprightRaw)
    results.push({ photo, focus, bytes })
  }
  return results
}

/**
 * Luminance noise of about 3 levels (of 255), the grain a phone's sensor leaves. The wallpapers lost theirs when
 * they were scaled down to screen size (and the crops are often scaled up again), so without it they compress
 * about half as small as a phone's photo of the same scene, and the bytes are what the set is for. The noise
 * comes from one seeded table of a prime length (no pattern lines up with a row), entered at an offset drawn from
 * the file name: deterministic, and cheap next to the encoding.
 * @param {Buffer} rgb @param {string} name
 */
function addGrain(rgb, name) {
  const table = grainTable()
  let at = createRandom(`grain:${name}`).int(0, table.length - 1)
  for (let i = 0; i < rgb.length; i += 3) {
    const n = /** @type {number} */ (table[at])
    at = at + 1 === table.length ? 0 : at + 1
    rgb[i] = clampByte((rgb[i] ?? 0) + n)
    rgb[i + 1] = clampByte((rgb[i + 1] ?? 0) + n)
    rgb[i + 2] = clampByte((rgb[i + 2] ?? 0) + n)
  }
  return rgb
}

/** @type {Int8Array | undefined} */
let grain
function grainTable() {
  if (!grain) {
    const random = createRandom('photo-set grain')
    // 1,000,003 is prime. The sum of three uniform draws is close enough to a normal distribution for grain.
    grain = new Int8Array(1_000_003)
    for (let i = 0; i < grain.length; i++)
      grain[i] = Math.round((random.next() + random.next() + random.next() - 1.5) * 2 * GRAIN_SIGMA)
  }
  return grain
}
const GRAIN_SIGMA = 3

/** @param {Buffer} a @param {Buffer} b */
function meanDifference(a, b) {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return sum / a.length
}

/** @param {number} value */
function clampByte(value) {
  return Math.min(255, Math.max(0, value))
}

/**
 * The focus of a photo whose source has no reviewed subject: the focal point of sharp's attention strategy
 * (edges, saturated colour, skin tones) in a 320 px copy, pulled halfway to the centre. On a pattern or a wide
 * scene the strongest spot is often at the very edge (a bright patch of sky, a rim), and a crop hugging the edge
 * is rarely what a person would choose. The strip sharp crops to is as tall (or wide) as the copy, so sharp
 * does not scale it and the point is in the copy's own coordinates.
 * @param {Buffer} upright @param {number} width @param {number} height
 */
async function attentionFocus(upright, width, height) {
  const scale = 320 / Math.max(width, height)
  const small = await sharp(upright, { raw: { width, height, channels: 3 } })
    .resize(Math.round(width * scale), Math.round(height * scale))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width: w, height: h } = small.info
  const [stripW, stripH] = w >= h ? [Math.round(w * 0.4), h] : [w, Math.round(h * 0.4)]
  const { info } = await sharp(small.data, { raw: { width: w, height: h, channels: 3 } })
    .resize(stripW, stripH, { fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const toward = (/** @type {number | undefined} */ at, /** @type {number} */ extent) => {
    const fraction = Math.min(1, Math.max(0, (at ?? extent / 2) / extent))
    return Math.round((0.5 + (fraction - 0.5) / 2) * 1000) / 1000
  }
  return { x: toward(info.attentionX, w), y: toward(info.attentionY, h) }
}

/**
 * Reads the file back: its format, stored size, orientation, make, model, date and GPS position as planned, and
 * its pixels upright once the orientation is applied (a 48x48 copy closer to the upright crop's than to the crop
 * turned any other way). Returns the file's size; throws on any mismatch.
 * @param {string} file @param {import('./plan.mjs').PlannedPhoto} photo @param {{ make: string, model: string }} device
 * @param {Buffer} upright @param {{ raw: { width: number, height: number, channels: 3 } }} uprightRaw
 */
async function check(file, photo, device, upright, uprightRaw) {
  const meta = await sharp(file).metadata()
  const problems = []
  if (meta.format !== photo.format) problems.push(`format ${meta.format}`)
  if (meta.width !== photo.stored.width || meta.height !== photo.stored.height)
    problems.push(`stored ${meta.width}x${meta.height}`)
  if (meta.orientation !== photo.orientation) problems.push(`orientation ${meta.orientation}`)
  const exif = meta.exif ? readExif(meta.exif) : {}
  if (exif.orientation !== photo.orientation) problems.push(`EXIF orientation ${exif.orientation}`)
  if (exif.make !== device.make || exif.model !== device.model) problems.push(`make/model ${exif.make}/${exif.model}`)
  if (exif.dateTimeOriginal !== photo.taken) problems.push(`DateTimeOriginal ${exif.dateTimeOriginal}`)
  if (Math.abs((exif.latitude ?? 0) - photo.gps.lat) > 1e-5 || Math.abs((exif.longitude ?? 0) - photo.gps.lon) > 1e-5) {
    problems.push(`GPS ${exif.latitude},${exif.longitude}`)
  }
  const thumb = (/** @type {import('sharp').Sharp} */ image) =>
    image.resize(48, 48, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  const seen = await thumb(sharp(file).autoOrient())
  const [right = 0, ...wrong] = await Promise.all(
    [0, 90, 180, 270].map(async (angle) => meanDifference(seen, await thumb(sharp(upright, uprightRaw).rotate(angle)))),
  )
  // Relative, since resampling and grain differ by content (a fine black-and-white pattern differs by ~9 levels
  // when right); a near-uniform picture, the same every way round, passes on the absolute bound.
  if (!(right < 4 || right < 0.6 * Math.min(...wrong))) {
    problems.push(
      `pixels not upright after orientation ${photo.orientation} (difference ${right.toFixed(1)}, turned ${wrong.map((d) => d.toFixed(1)).join('/')})`,
    )
  }
  if (problems.length > 0) throw new Error(`${photo.file}: ${problems.join(', ')}`)
  return (await stat(file)).size
}
