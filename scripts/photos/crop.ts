/**
 * Where a photo is cut to fit a picture of the site, and which widths it then holds: plain geometry, no pixels.
 * Coordinates are of the upright photo (after its EXIF orientation is applied).
 */
import { IMAGE_KINDS, PHONE_ART, type ImageEntry, type ImageWidth } from '../../src/content/images.ts'

export interface Size {
  width: number
  height: number
}

export interface Box extends Size {
  left: number
  top: number
}

export interface Focus {
  x: number
  y: number
}

export const CENTRE: Focus = { x: 0.5, y: 0.5 }

/**
 * The narrowest a cropped photo may be: 1024 px, or the picture's largest width when that is smaller (portraits, 640).
 * A phone (390 CSS px at 3 device pixels per px) asks for 1170 px and gets the 1024 variant, the largest of a gallery
 * picture and of a hero's phone slice; a smaller photo would be blown up on every phone. Wider variants (a hero's 1280
 * and 1536 for large screens) are written when the photo has the pixels, and left out when it has not.
 */
const NEEDED_WIDTH = 1024

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The largest box of the given shape inside the photo, placed so the focal point is as near its centre as fits. */
export function cropAround(photo: Size, ratio: readonly [number, number], focus: Focus): Box {
  const [rw, rh] = ratio
  const wider = photo.width * rh > photo.height * rw
  const width = wider ? Math.round((photo.height * rw) / rh) : photo.width
  const height = wider ? photo.height : Math.round((photo.width * rh) / rw)
  return {
    left: clamp(Math.round(focus.x * photo.width - width / 2), 0, photo.width - width),
    top: clamp(Math.round(focus.y * photo.height - height / 2), 0, photo.height - height),
    width,
    height,
  }
}

/** The focal point inside the box, 0..1 from its left and top: the CSS object-position that keeps it in view. */
export function focusWithin(box: Box, photo: Size, focus: Focus): Focus {
  return {
    x: box.width === 0 ? 0.5 : clamp((focus.x * photo.width - box.left) / box.width, 0, 1),
    y: box.height === 0 ? 0.5 : clamp((focus.y * photo.height - box.top) / box.height, 0, 1),
  }
}

export const heightFor = (width: number, ratio: readonly [number, number]) => Math.round((width * ratio[1]) / ratio[0])

/** One cut of a photo for one picture: the full picture, or a hero's 4:5 phone slice. */
export interface Cut {
  role: 'full' | 'phone'
  ratio: readonly [number, number]
  box: Box
  /** The widths written: the picture's own, up to the box's width. */
  widths: ImageWidth[]
  /** The least the box must hold (see NEEDED_WIDTH; a phone slice at least its smallest width). */
  needed: Size
}

/** How a photo is cut for a picture: its full shape and, for a hero, the phone slice. */
export function cutsFor(entry: ImageEntry, photo: Size, focus: Focus): Cut[] {
  const fullRatio = IMAGE_KINDS[entry.kind].ratio
  const cut = (
    role: Cut['role'],
    ratio: readonly [number, number],
    widths: readonly ImageWidth[],
    neededWidth: number,
  ): Cut => {
    const box = cropAround(photo, ratio, focus)
    return {
      role,
      ratio,
      box,
      widths: widths.filter((width) => width <= box.width),
      needed: { width: neededWidth, height: heightFor(neededWidth, ratio) },
    }
  }
  const full = cut('full', fullRatio, entry.widths, Math.min(NEEDED_WIDTH, entry.width))
  return entry.phoneWidths
    ? [full, cut('phone', PHONE_ART.ratio, entry.phoneWidths, Math.min(...entry.phoneWidths))]
    : [full]
}

/** Whether the cut holds what the picture needs. */
export function isLargeEnough(cut: Cut): boolean {
  return cut.box.width >= cut.needed.width && cut.box.height >= cut.needed.height
}
