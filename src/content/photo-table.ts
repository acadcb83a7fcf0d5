/**
 * What the build tells the page about the pictures photos fill: scripts/images-plugin.ts works it out from the
 * photos and their manifest and hands it to the app as the module `virtual:photo-table`; src/content/pictures.ts
 * reads it. The server render and the client bundle get the same table from the same build step.
 * Each photo's placeholder and focal point come as CSS instead (`virtual:photo-placeholders.css`, rules on
 * `img[data-photo="<name>"]`): a page inlines only its own pictures' rules, and no script carries their bytes.
 */
import type { ImageName, ImageWidth } from './images'

/** A photo is written in both, at every width it has: AVIF for the browsers that decode it, WebP for the rest. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

export interface PhotoSlot {
  alt: string
  caption?: string
  credit?: string
  /** The widths written: the picture's widths up to what the cropped photo holds (never upscaled). */
  widths: readonly ImageWidth[]
  /** The largest width's height: the table says it, so the page needs no entry of a picture a photo adds. */
  height: number
  /** Heroes: the widths of the 4:5 phone slice (AVIF), cropped around the same focal point. */
  phoneWidths?: readonly ImageWidth[]
}

export type PhotoTable = { readonly [name in ImageName]?: PhotoSlot }

/** The ids the app imports the table and the placeholders' stylesheet by. */
export const PHOTO_TABLE_MODULE = 'virtual:photo-table'
export const PHOTO_PLACEHOLDERS_MODULE = 'virtual:photo-placeholders.css'

/** The CSS custom property holding a photo's focal point in its picture ("62% 40%"), for object-position. */
export const PHOTO_FOCUS_PROPERTY = '--photo-focus'
