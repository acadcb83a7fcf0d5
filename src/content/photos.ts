/**
 * The business's own photographs (README "Photos"). Each entry names a file in photos/ and the pictures of
 * src/content/images.ts it fills; that picture then shows the photo, cropped to its shape around `focus`, instead of its
 * drawing, with the photo's alt text. Pictures no photo fills keep their drawing. The build
 * (scripts/images-plugin.ts) checks every entry and stops with what to do when a photo cannot be used.
 * Empty: the drawings are the sample set.
 */
import type { ImageName } from './images'

export interface PhotoEntry {
  /** The file in photos/ (JPEG, PNG or WebP), e.g. 'hero-home.jpg'. */
  file: string
  /** What the photo shows, for people who cannot see it. Required, and it replaces the drawing's. */
  alt: string
  /** Shown under the photo where the page has room for it (the gallery's full-screen view). At most 200 characters. */
  caption?: string
  /** Who took the photo, shown under the caption. At most 200 characters. */
  credit?: string
  /** The point to keep in view when the photo is cropped: 0..1 of the upright photo from its left and top. Default the centre. */
  focus?: { x: number; y: number }
  /** The pictures this photo fills: names from src/content/images.ts (hero-home, gallery-01, team-2…). */
  use: readonly ImageName[]
}

export const photos: readonly PhotoEntry[] = []
