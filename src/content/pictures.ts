/**
 * What the page shows for each picture name: the business's photo when one fills it (the build's table,
 * src/content/photo-table.ts), otherwise its drawing (src/content/images.ts). A picture a photo adds (a gallery
 * photo, a post's own photo) is always in the table, so it never falls through to a drawing. Every component, content list and
 * structured-data helper asks here, so a photo changes the picture, its alt text and its URLs everywhere at once.
 */
import photoTable from 'virtual:photo-table'
import {
  PHONE_ART,
  image,
  phoneSrc,
  phoneSrcSet,
  src,
  srcSet,
  type DrawingName,
  type ImageName,
  type ImageWidth,
} from './images'

export interface ShownPicture {
  /** True when the business's photo fills the picture. */
  photo: boolean
  alt: string
  caption?: string
  credit?: string
  /** The largest variant's size, for the width and height attributes (no layout shift). */
  width: number
  height: number
  /** The largest WebP variant: the <img> src, the press kit's download, structured data. */
  src: string
  /** WebP at every width: the <img> srcset. */
  srcSet: string
  /** Photos: AVIF at every width, a <picture> source for the browsers that decode it. */
  avifSrcSet?: string
  /** Heroes: the 4:5 AVIF slice phones get, with its largest size. */
  phone?: { srcSet: string; width: number; height: number }
}

const [phoneRw, phoneRh] = PHONE_ART.ratio
const phoneSize = (width: number) => ({ width, height: Math.round((width * phoneRh) / phoneRw) })
const widthList = (widths: readonly ImageWidth[], url: (width: ImageWidth) => string) =>
  widths.map((width) => `${url(width)} ${width}w`).join(', ')

function drawing(name: DrawingName): ShownPicture {
  const entry = image(name)
  const phone = phoneSrcSet(name)
  return {
    photo: false,
    alt: entry.alt,
    width: entry.width,
    height: entry.height,
    src: src(name, entry.widths[entry.widths.length - 1]!),
    srcSet: srcSet(name),
    ...(phone ? { phone: { srcSet: phone, ...phoneSize(Math.max(...PHONE_ART.widths)) } } : {}),
  }
}

function photo(name: ImageName): ShownPicture | undefined {
  const slot = photoTable[name]
  if (!slot) return undefined
  const largest = slot.widths[slot.widths.length - 1]!
  const phoneWidths = slot.phoneWidths ?? []
  return {
    photo: true,
    alt: slot.alt,
    ...(slot.caption ? { caption: slot.caption } : {}),
    ...(slot.credit ? { credit: slot.credit } : {}),
    width: largest,
    height: slot.height,
    src: src(name, largest),
    srcSet: widthList(slot.widths, (width) => src(name, width)),
    avifSrcSet: widthList(slot.widths, (width) => src(name, width, 'avif')),
    ...(phoneWidths.length > 0
      ? {
          phone: {
            srcSet: widthList(phoneWidths, (width) => phoneSrc(name, width)),
            ...phoneSize(Math.max(...phoneWidths)),
          },
        }
      : {}),
  }
}

const shown = new Map<ImageName, ShownPicture>()

/** What the page shows for this name (the same object every time). */
export function picture(name: ImageName): ShownPicture {
  let found = shown.get(name)
  if (!found) {
    found = photo(name) ?? drawing(name)
    shown.set(name, found)
  }
  return found
}
