// @ts-check
/**
 * The crop planner: which photograph fills which image slot, cut from which source, where, at what size, in
 * which format and with which EXIF orientation, position and date. Pure (no files, no sharp), so the unit test
 * checks it without the Debian packages; make.mjs renders what it returns.
 */
import { createRandom } from './random.mjs'

export const SEED = 'photo-set v1'
/** Every photo is at least this wide as seen (upright): the site's widest rendition is 1536 px. */
export const MIN_WIDTH = 1600
/**
 * Most sources are 2560x1600 wallpapers, so a 1600 px photo from a tight crop is upscaled a little; beyond 1.6x
 * it would look soft and compress better than a real photo does.
 */
export const MAX_UPSCALE = 1.6
/**
 * Phone-size photos are 4000x3000 like a 12 MP phone camera's. No source is that large (the largest photographs
 * are 2560x1600 and 2560x1920), so they are upscaled from nearly the whole source: about 1.9x for a landscape, up
 * to 2.5x for a portrait (3000 px wide from a 1200 px wide slice). Their pixel count, file size and decode cost
 * are what the pipeline must cope with, not their detail.
 */
export const PHONE = { long: 4000, short: 3000, maxUpscale: 2.5 }
/** Two crops of one source must overlap less than this (intersection over union), relaxed only if the sources run out. */
export const DISTINCT_IOU = [0.6, 0.7, 0.8, 0.9]
/** A source's subject (when it has one) stays inside this margin of every crop, so the alt text stays true. */
const SUBJECT_MARGIN = 0.15

/** @typedef {'4:3' | '3:2' | '16:9' | '3:4' | '2:3'} Shape */
/** @typedef {'jpeg' | 'png' | 'webp'} Format */
/** @typedef {1 | 3 | 6 | 8} Orientation */
/** @typedef {{ name: string, kind: string }} Slot */
/**
 * @typedef {object} SourceBox
 * @property {string} id
 * @property {number} width upright pixels
 * @property {number} height
 * @property {{ x: number, y: number }} [subject] where the photo's subject is (0..1), when it has one
 */
/** @typedef {{ left: number, top: number, width: number, height: number }} Region */
/**
 * @typedef {object} PlannedPhoto
 * @property {string} file relative to the output folder
 * @property {string | null} slot the image name it fills; null for photos beyond the site's slots (--count)
 * @property {string} kind the slot's kind ('extra' beyond the slots)
 * @property {Format} format
 * @property {Shape} shape upright aspect
 * @property {boolean} phone 4000x3000 stored, like a phone camera's
 * @property {Orientation} orientation EXIF orientation; the pixels are stored so that applying it shows the photo upright
 * @property {string} source SourceBox id
 * @property {Region} region in the upright source
 * @property {number} coverage region area / source area
 * @property {{ width: number, height: number }} upright size as seen
 * @property {{ width: number, height: number }} stored size of the stored pixels
 * @property {{ x: number, y: number } | null} focus the source's subject in the upright photo; null: found by sharp's attention at render time
 * @property {{ lat: number, lon: number }} gps
 * @property {string} taken EXIF date, local New York time
 * @property {number} device index into DEVICES
 */

/** The photo slots of the site: every image of src/content/images.ts except the fallback cats. @param {readonly Slot[]} images @returns {Slot[]} */
export function photoSlots(images) {
  return images.filter((image) => image.kind !== 'fallback').map(({ name, kind }) => ({ name, kind }))
}

/**
 * Share of each trait per slot kind (rounded per kind). With the site's 72 slots: 5 phone-size photos, 5 PNG,
 * 5 WebP, 11 portrait-oriented ones (mostly team and fan photos, one hero the pipeline must crop to 16:9 anyway),
 * and a few 16:9 landscapes for the wide slots. Kinds not listed (and photos beyond the slots) mix like the gallery.
 */
const MIX = {
  hero: { phone: 2 / 14, png: 0, webp: 1 / 14, portrait: 1 / 14, wide: 3 / 14 },
  blog: { phone: 0, png: 1 / 3, webp: 0, portrait: 0, wide: 1 / 3 },
  portrait: { phone: 0, png: 0, webp: 0, portrait: 2 / 4, wide: 0 },
  gallery: { phone: 2 / 30, png: 2 / 30, webp: 2 / 30, portrait: 3 / 30, wide: 0 },
  fan: { phone: 1 / 21, png: 2 / 21, webp: 2 / 21, portrait: 5 / 21, wide: 0 },
}

/** @type {Record<Shape, number>} */
export const ASPECT = { '4:3': 4 / 3, '3:2': 3 / 2, '16:9': 16 / 9, '3:4': 3 / 4, '2:3': 2 / 3 }
export const EXTENSION = /** @type {const} */ ({ jpeg: 'jpg', png: 'png', webp: 'webp' })

/**
 * Phones the EXIF names. The Software tag says what the file really is, for anyone who finds one outside the tests.
 */
export const DEVICES = [
  { make: 'Apple', model: 'iPhone 13' },
  { make: 'Apple', model: 'iPhone 15 Pro' },
  { make: 'Google', model: 'Pixel 7' },
  { make: 'samsung', model: 'SM-S911B' },
]

/** Places on and near the tours' routes: guests' photos cluster where the walks go. */
const SPOTS = [
  { lat: 40.696, lon: -73.9977 }, // Brooklyn Heights Promenade
  { lat: 40.7061, lon: -73.9969 }, // Brooklyn Bridge
  { lat: 40.7069, lon: -74.0113 }, // Wall Street, Financial District
  { lat: 40.719, lon: -73.9896 }, // Orchard Street, Lower East Side
  { lat: 40.7033, lon: -73.9881 }, // DUMBO
  { lat: 40.7308, lon: -73.9973 }, // Washington Square Park
  { lat: 40.774, lon: -73.9712 }, // Central Park, Bethesda Terrace
]

/**
 * Plans `count` photos: one per slot in the slots' order, then extra photos without a slot. The plan for the
 * slots does not depend on `count`, so a smaller count gives the first photos of the full set, byte for byte.
 * @param {readonly Slot[]} slots
 * @param {readonly SourceBox[]} sources
 * @param {{ count?: number, seed?: string }} [options]
 * @returns {PlannedPhoto[]}
 */
export function planPhotos(slots, sources, { count = slots.length, seed = SEED } = {}) {
  if (sources.length === 0) throw new Error('no source photographs')
  const targets = [
    ...slots.map((slot) => ({ slot: slot.name, kind: slot.kind })),
    ...Array.from({ length: Math.max(0, count - slots.length) }, () => ({ slot: null, kind: 'extra' })),
  ]
  const traits = assignTraits(targets, seed)
  // Drawn for the slots and the extras apart, so that extras never change a slot's photo.
  const orientations = [
    ...assignOrientations(traits.slice(0, slots.length), `${seed}:slots`),
    ...assignOrientations(traits.slice(slots.length), `${seed}:extras`),
  ]
  const cropper = createCropper(sources, seed)
  /** @type {(Region & { source: SourceBox }) []} */
  const crops = []
  // The slots first, then the extras, each hardest first (phone size, then portrait), so that the extras never
  // change the slots' photos.
  const difficulty = (/** @type {number} */ i) => (traits[i]?.phone ? 0 : isPortrait(traits[i]?.shape ?? '4:3') ? 1 : 2)
  const indices = targets.map((_, i) => i)
  for (const group of [indices.slice(0, slots.length), indices.slice(slots.length)]) {
    const order = [...group].sort((a, b) => difficulty(a) - difficulty(b) || a - b)
    for (const i of order) crops[i] = cropper.cut(/** @type {Traits} */ (traits[i]))
  }

  const random = createRandom(`${seed}:exif`)
  return targets.slice(0, count).map((target, i) => {
    const trait = /** @type {Traits} */ (traits[i])
    const crop = /** @type {Region & { source: SourceBox }} */ (crops[i])
    const orientation = /** @type {Orientation} */ (orientations[i])
    const upright = outputSize(trait, crop.width)
    const stored = orientation === 6 || orientation === 8 ? { width: upright.height, height: upright.width } : upright
    const stem = target.slot ?? `extra-${String(i - slots.length + 1).padStart(3, '0')}`
    const { source, ...region } = crop
    const spot = /** @type {{ lat: number, lon: number }} */ (SPOTS[random.int(0, SPOTS.length - 1)])
    return {
      file: `${stem}.${EXTENSION[trait.format]}`,
      slot: target.slot,
      kind: target.kind,
      format: trait.format,
      shape: trait.shape,
      phone: trait.phone,
      orientation,
      source: source.id,
      region,
      coverage: round((region.width * region.height) / (source.width * source.height), 3),
      upright,
      stored,
      focus: source.subject ? focusOf(source.subject, source, region) : null,
      // About ±300 m around the spot.
      gps: {
        lat: round(spot.lat + random.range(-0.003, 0.003), 6),
        lon: round(spot.lon + random.range(-0.004, 0.004), 6),
      },
      taken: takenAt(random),
      device: random.int(0, DEVICES.length - 1),
    }
  })
}

/** @typedef {{ shape: Shape, phone: boolean, format: Format }} Traits */

/** @param {readonly { kind: string }[]} targets @param {string} seed @returns {Traits[]} */
function assignTraits(targets, seed) {
  /** @type {Traits[]} */
  const traits = targets.map(() => ({ shape: '4:3', phone: false, format: 'jpeg' }))
  const kinds = [...new Set(targets.map((target) => target.kind))]
  for (const kind of kinds) {
    const random = createRandom(`${seed}:traits:${kind}`)
    const mix = MIX[/** @type {keyof typeof MIX} */ (kind)] ?? MIX.gallery
    const members = targets.flatMap((target, i) => (target.kind === kind ? [i] : []))
    const quota = (/** @type {number} */ share) => Math.round(share * members.length)
    // Phone size, PNG and WebP go to different photos: a phone saves JPEG, and a 12 MP PNG would only add bulk.
    const byFormat = random.shuffle(members)
    const phone = byFormat.splice(0, quota(mix.phone))
    const png = byFormat.splice(0, quota(mix.png))
    const webp = byFormat.splice(0, quota(mix.webp))
    for (const i of phone) /** @type {Traits} */ (traits[i]).phone = true
    for (const i of png) /** @type {Traits} */ (traits[i]).format = 'png'
    for (const i of webp) /** @type {Traits} */ (traits[i]).format = 'webp'
    // Shape is drawn independently of format, so a portrait can be a phone photo (held upright) or a PNG.
    const byShape = random.shuffle(members)
    const portrait = byShape.splice(0, quota(mix.portrait))
    const wide = byShape.filter((i) => !traits[i]?.phone).slice(0, quota(mix.wide))
    for (const i of portrait) {
      const trait = /** @type {Traits} */ (traits[i])
      // A phone's sensor is 4:3; other portraits are sometimes 2:3 (a camera's 3:2 sensor held upright).
      trait.shape = trait.phone || random.next() < 0.7 ? '3:4' : '2:3'
    }
    for (const i of members) {
      const trait = /** @type {Traits} */ (traits[i])
      if (portrait.includes(i)) continue
      trait.shape = wide.includes(i) ? '16:9' : trait.phone || random.next() < 0.6 ? '4:3' : '3:2'
    }
  }
  return traits
}

/**
 * Portrait photos are stored as a phone stores them, sideways with orientation 6 (or 8); about one landscape in
 * seven is upside down (3, the phone turned the other way) and one in twelve sideways (6 or 8, as an editing app
 * or a scanner may leave it: stored portrait, seen landscape). The rest are 1.
 * @param {readonly Traits[]} traits @param {string} seed @returns {Orientation[]}
 */
function assignOrientations(traits, seed) {
  const random = createRandom(`${seed}:orientation`)
  /** @type {Orientation[]} */
  const orientations = traits.map(() => 1)
  const portraits = random.shuffle(traits.flatMap((trait, i) => (isPortrait(trait.shape) ? [i] : [])))
  for (const [n, i] of portraits.entries()) orientations[i] = n % 3 === 2 ? 8 : 6
  const landscapes = random.shuffle(traits.flatMap((trait, i) => (isPortrait(trait.shape) ? [] : [i])))
  const flipped = Math.round(landscapes.length / 7)
  const sideways = Math.round(landscapes.length / 12)
  for (const i of landscapes.slice(0, flipped)) orientations[i] = 3
  for (const [n, i] of landscapes.slice(flipped, flipped + sideways).entries()) orientations[i] = n % 2 === 0 ? 6 : 8
  return orientations
}

/** @param {Shape} shape */
export function isPortrait(shape) {
  return ASPECT[shape] < 1
}

/** The upright output size for a crop `regionWidth` wide. @param {Traits} trait @param {number} regionWidth */
function outputSize(trait, regionWidth) {
  if (trait.phone)
    return isPortrait(trait.shape)
      ? { width: PHONE.short, height: PHONE.long }
      : { width: PHONE.long, height: PHONE.short }
  const width = Math.max(MIN_WIDTH, regionWidth)
  return { width, height: Math.round(width / ASPECT[trait.shape]) }
}

/**
 * Cuts crops from the sources, spreading them by size (a 2560x1600 source gives about twice the photos of a
 * 1680x1050 one) and keeping the crops of one source apart (DISTINCT_IOU).
 * @param {readonly SourceBox[]} sources @param {string} seed
 */
function createCropper(sources, seed) {
  const random = createRandom(`${seed}:crops`)
  const rank = new Map(random.shuffle(sources.map((source) => source.id)).map((id, i) => [id, i]))
  const capacity = new Map(sources.map((source) => [source.id, (source.width * source.height) / 1e6]))
  /** @type {Map<string, Region[]>} */
  const cut = new Map(sources.map((source) => [source.id, []]))
  const load = (/** @type {SourceBox} */ source) =>
    ((cut.get(source.id)?.length ?? 0) + 1) / (capacity.get(source.id) ?? 1)
  return {
    /** @param {Traits} trait @returns {Region & { source: SourceBox }} */
    cut(trait) {
      const ordered = [...sources].sort((a, b) => load(a) - load(b) || (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
      for (const limit of DISTINCT_IOU) {
        for (const source of ordered) {
          const previous = cut.get(source.id) ?? []
          const region = cropFrom(source, trait, previous, limit, random)
          if (region) {
            previous.push(region)
            return { ...region, source }
          }
        }
      }
      throw new Error(
        `no source can give a ${trait.phone ? 'phone-size ' : ''}${trait.shape} photo ${MIN_WIDTH} px wide`,
      )
    },
  }
}

/**
 * One crop of `source` with the trait's aspect, or null after 64 tries. Its width is drawn between the smallest
 * the upscale limit allows and the largest the source holds, its position freely (keeping the subject inside).
 * @param {SourceBox} source @param {Traits} trait @param {readonly Region[]} previous @param {number} limit
 * @param {import('./random.mjs').Random} random
 * @returns {Region | null}
 */
function cropFrom(source, trait, previous, limit, random) {
  const aspect = ASPECT[trait.shape]
  const largest = Math.floor(Math.min(source.width, source.height * aspect))
  const target = trait.phone ? (isPortrait(trait.shape) ? PHONE.short : PHONE.long) : MIN_WIDTH
  const smallest = trait.phone
    ? Math.max(Math.ceil(target / PHONE.maxUpscale), Math.round(largest * 0.85))
    : Math.ceil(target / MAX_UPSCALE)
  if (largest < smallest) return null
  for (let attempt = 0; attempt < 64; attempt++) {
    // Biased towards large crops (the square root of a uniform draw), so that fewer photos are upscaled; the
    // overlap limit still makes the later crops of a source smaller.
    const width = Math.round(smallest + (largest - smallest) * Math.sqrt(random.next()))
    const height = Math.min(source.height, Math.round(width / aspect))
    const [leftMin, leftMax] = span(source.width, width, source.subject?.x)
    const [topMin, topMax] = span(source.height, height, source.subject?.y)
    if (leftMin > leftMax || topMin > topMax) continue
    const region = { left: random.int(leftMin, leftMax), top: random.int(topMin, topMax), width, height }
    if (previous.every((other) => iou(region, other) < limit)) return region
  }
  return null
}

/**
 * The positions a crop `size` long can take in `extent`, keeping `subject` (0..1 of the extent) inside its margin.
 * @param {number} extent @param {number} size @param {number} [subject] @returns {[number, number]}
 */
function span(extent, size, subject) {
  if (subject === undefined) return [0, extent - size]
  const at = subject * extent
  return [
    Math.max(0, Math.ceil(at - (1 - SUBJECT_MARGIN) * size)),
    Math.min(extent - size, Math.floor(at - SUBJECT_MARGIN * size)),
  ]
}

/** Intersection over union of two regions. @param {Region} a @param {Region} b */
export function iou(a, b) {
  const w = Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left))
  const h = Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top))
  const inter = w * h
  return inter / (a.width * a.height + b.width * b.height - inter)
}

/** @param {{ x: number, y: number }} subject @param {SourceBox} source @param {Region} region */
function focusOf(subject, source, region) {
  return {
    x: round((subject.x * source.width - region.left) / region.width, 3),
    y: round((subject.y * source.height - region.top) / region.height, 3),
  }
}

/**
 * A date between April and October 2024, 08:00 to 19:59: New York is on daylight time (UTC-4) all that while,
 * so the offset tag needs no time-zone database.
 * @param {import('./random.mjs').Random} random
 */
function takenAt(random) {
  const day = new Date(Date.UTC(2024, 3, 1) + random.int(0, 213) * 86_400_000)
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0')
  const time = `${pad(random.int(8, 19))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}`
  return `${day.getUTCFullYear()}:${pad(day.getUTCMonth() + 1)}:${pad(day.getUTCDate())} ${time}`
}

/** @param {number} value @param {number} digits */
function round(value, digits) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
