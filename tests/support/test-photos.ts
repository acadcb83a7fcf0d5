/**
 * Photographs for the photo pipeline's tests, made at test time: a gradient under noise (not flat, so encoders work
 * as on a photo), a red block in the upright photo's top-left corner and a blue one in its bottom-right, stored
 * turned as a camera stores it for an EXIF orientation, with the camera's EXIF (make, GPS position) and an XMP packet
 * that repeats the position, as phones write them.
 */
import sharp from 'sharp'

export const CAMERA_MAKE = 'TestCam Secret Model'
/** Text that only the XMP packet carries. */
export const XMP_GPS_TEXT = 'exif:GPSLatitude'

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" ${XMP_GPS_TEXT}="40,41.35N" exif:GPSLongitude="73,59.5W"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`

/** Clockwise turn that stores an upright picture so that applying the EXIF orientation shows it upright again. */
const STORED_TURN: Record<1 | 3 | 6 | 8, number> = { 1: 0, 3: 180, 6: 270, 8: 90 }

export interface TestPhotoOptions {
  /** The upright size. */
  width: number
  height: number
  orientation?: 1 | 3 | 6 | 8
  format?: 'jpeg' | 'png' | 'webp'
}

/** The upright pixels: gradient, noise, the two corner blocks (a fifth of each side). */
function uprightPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 12345
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0
    return (seed >>> 24) - 128
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const topLeft = x < width / 5 && y < height / 5
      const bottomRight = x >= (width * 4) / 5 && y >= (height * 4) / 5
      const base = topLeft
        ? [220, 30, 30]
        : bottomRight
          ? [30, 30, 220]
          : [60 + (120 * x) / width, 90 + (100 * y) / height, 110]
      for (let c = 0; c < 3; c++)
        pixels[i + c] = Math.max(0, Math.min(255, base[c]! + (topLeft || bottomRight ? noise() / 8 : noise() / 3)))
    }
  }
  return pixels
}

export async function makeTestPhoto({
  width,
  height,
  orientation = 1,
  format = 'jpeg',
}: TestPhotoOptions): Promise<Buffer> {
  const stored = await sharp(uprightPixels(width, height), { raw: { width, height, channels: 3 } })
    .rotate(STORED_TURN[orientation])
    .png()
    .toBuffer()
  const exif = {
    IFD0: { Make: CAMERA_MAKE, Orientation: String(orientation) },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '40/1 41/1 2100/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '73/1 59/1 3000/100',
    },
  }
  return sharp(stored).withMetadata({ orientation }).withExif(exif).withXmp(XMP)[format]().toBuffer()
}

/**
 * The tag numbers of an EXIF block's first directory and of its GPS directory (sharp's metadata().exif: a TIFF
 * header, after "Exif\0\0" in a JPEG), enough to see that a photo carries a position.
 */
export function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const header = exif.indexOf('Exif\0\0')
  const tiff = header === -1 ? exif : exif.subarray(header + 6)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset))
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset))
  const directory = (offset: number) =>
    Array.from({ length: u16(offset) }, (_, index) => ({
      tag: u16(offset + 2 + index * 12),
      value: u32(offset + 2 + index * 12 + 8),
    }))
  const ifd0 = directory(u32(4))
  const gpsPointer = ifd0.find((entry) => entry.tag === 0x8825)
  return {
    ifd0: ifd0.map((entry) => entry.tag),
    gps: gpsPointer ? directory(gpsPointer.value).map((entry) => entry.tag) : [],
  }
}
