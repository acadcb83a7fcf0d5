// @ts-check
/**
 * The EXIF a phone would write, in the form sharp's withExif() takes, and a small reader to check what landed in
 * the files. libvips writes the GPS IFD (IFD3) from these strings into JPEG (APP1), PNG (eXIf chunk) and WebP
 * (EXIF chunk) alike, so exiftool is not needed; the orientation tag itself goes through withMetadata().
 */

/**
 * The clockwise angle to turn an upright image by so that a viewer applying `orientation` shows it upright again:
 * 6 means "rotate 90° clockwise to view", so the stored pixels are the upright ones turned 90° counter-clockwise.
 * @param {1 | 3 | 6 | 8} orientation
 */
export function storedRotation(orientation) {
  return { 1: 0, 3: 180, 6: 270, 8: 90 }[orientation]
}

/** 40.712345 -> "40/1 42/1 4442/100" (degrees, minutes, hundredths of a second). @param {number} value */
export function toDms(value) {
  const abs = Math.abs(value)
  let degrees = Math.floor(abs)
  let minutes = Math.floor((abs - degrees) * 60)
  let hundredths = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100)
  if (hundredths === 6000) [hundredths, minutes] = [0, minutes + 1]
  if (minutes === 60) [minutes, degrees] = [0, degrees + 1]
  return `${degrees}/1 ${minutes}/1 ${hundredths}/100`
}

/**
 * @param {{ taken: string, gps: { lat: number, lon: number } }} photo
 * @param {{ make: string, model: string }} device
 * @param {{ author: string, credit: string }} who
 * @returns {Record<string, Record<string, string>>}
 */
export function exifFor(photo, device, who) {
  return {
    IFD0: {
      Make: device.make,
      Model: device.model,
      DateTime: photo.taken,
      // Says what the file really is, for anyone who finds one outside the tests.
      Software: 'cat-tours scripts/photo-set (test photograph cut from a Debian wallpaper)',
      Artist: ascii(who.author),
      Copyright: ascii(who.credit),
    },
    IFD2: { DateTimeOriginal: photo.taken, DateTimeDigitized: photo.taken, OffsetTimeOriginal: '-04:00' },
    IFD3: {
      GPSVersionID: '2 2 0 0',
      GPSLatitudeRef: photo.gps.lat >= 0 ? 'N' : 'S',
      GPSLatitude: toDms(photo.gps.lat),
      GPSLongitudeRef: photo.gps.lon >= 0 ? 'E' : 'W',
      GPSLongitude: toDms(photo.gps.lon),
    },
  }
}

/** EXIF text tags are 7-bit ASCII: "Saukonpää" -> "Saukonpaa", curly quotes -> straight. @param {string} text */
export function ascii(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?')
}

/**
 * @typedef {object} ExifSummary
 * @property {number} [orientation]
 * @property {string} [make]
 * @property {string} [model]
 * @property {string} [dateTimeOriginal]
 * @property {number} [latitude] signed, from GPSLatitude and its ref
 * @property {number} [longitude] signed
 */

/**
 * Reads the tags the set relies on from an EXIF block (sharp's metadata().exif: TIFF data, with the "Exif\0\0"
 * prefix JPEG and WebP carry).
 * @param {Buffer} exif @returns {ExifSummary}
 */
export function readExif(exif) {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (/** @type {number} */ at) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (/** @type {number} */ at) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  /** @returns {Map<number, { type: number, count: number, at: number }>} */
  const ifd = (/** @type {number} */ offset) => {
    const entries = new Map()
    for (let i = 0, n = u16(offset); i < n; i++) {
      const entry = offset + 2 + i * 12
      const type = u16(entry + 2)
      const count = u32(entry + 4)
      const bytes = count * ({ 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1 }[type] ?? 1)
      entries.set(u16(entry), { type, count, at: bytes <= 4 ? entry + 8 : u32(entry + 8) })
    }
    return entries
  }
  const ascii = (/** @type {{ count: number, at: number } | undefined} */ tag) =>
    tag && tiff.toString('latin1', tag.at, tag.at + tag.count).replace(/\0+$/, '')
  const rationals = (/** @type {{ count: number, at: number } | undefined} */ tag) =>
    tag ? Array.from({ length: tag.count }, (_, i) => u32(tag.at + i * 8) / u32(tag.at + i * 8 + 4)) : undefined
  const degrees = (
    /** @type {number[] | undefined} */ dms,
    /** @type {string | undefined} */ ref,
    /** @type {string} */ negative,
  ) =>
    dms && dms.length === 3
      ? (ref === negative ? -1 : 1) * ((dms[0] ?? 0) + (dms[1] ?? 0) / 60 + (dms[2] ?? 0) / 3600)
      : undefined

  const ifd0 = ifd(u32(4))
  const exifIfd = ifd0.has(0x8769) ? ifd(u32(/** @type {{ at: number }} */ (ifd0.get(0x8769)).at)) : new Map()
  const gps = ifd0.has(0x8825) ? ifd(u32(/** @type {{ at: number }} */ (ifd0.get(0x8825)).at)) : new Map()
  const orientation = ifd0.get(0x0112)
  return {
    orientation: orientation ? u16(orientation.at) : undefined,
    make: ascii(ifd0.get(0x010f)),
    model: ascii(ifd0.get(0x0110)),
    dateTimeOriginal: ascii(exifIfd.get(0x9003)),
    latitude: degrees(rationals(gps.get(2)), ascii(gps.get(1)), 'S'),
    longitude: degrees(rationals(gps.get(4)), ascii(gps.get(3)), 'W'),
  }
}
