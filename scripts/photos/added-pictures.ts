/**
 * The pictures a photo adds to the site instead of filling a drawing's place (README "Photos"): a gallery photo
 * (`gallery: tour` or `gallery: fans` in its entry) and a post's own photo (a post whose `image` is the photo's file).
 * Their names come from the photo's file, so they need no list of slots; the build reads them from the content at
 * config time (the photo checks, the loader, the worker's picture displays), and the app learns them from the photo
 * table (src/content/photo-table.ts), which has an entry for every picture a photo shows.
 */
import {
  ADDED_PREFIX,
  addedEntry,
  images,
  type AddedName,
  type ImageEntry,
  type ImageKind,
} from '../../src/content/images.ts'
import type { GalleryGrid } from '../../src/content/schema.ts'

/** The kind of picture each grid shows: the shape its photos are cut to. */
export const GRID_KINDS = { tour: 'gallery', fans: 'fan' } as const satisfies Record<GalleryGrid, ImageKind>

/** A post's picture is a photo's file when it has a file extension; a drawing's name never has a dot. */
export const isPhotoFile = (name: string): boolean => /\.[a-z0-9]+$/i.test(name)

/** "Willow Street stoop.JPG" → willow-street-stoop: what an added picture's name and URLs are made of. */
function slugOf(file: string): string {
  const slug = file
    .replace(/\.[^./]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'photo'
}

/** The gallery picture a photo adds: photo-<file>. */
export const gridPictureName = (file: string): AddedName => `${ADDED_PREFIX}${slugOf(file)}`
/** The post picture a photo adds: photo-<file>-post (a post's picture is wide, unlike a grid's). */
export const postPictureName = (file: string): AddedName => `${ADDED_PREFIX}${slugOf(file)}-post`

/** What a photo entry adds, given the files the posts name as their picture. */
export function addedBy(
  entry: { file: string; alt: string; gallery?: GalleryGrid | undefined },
  postPhotos: ReadonlySet<string>,
): ImageEntry[] {
  return [
    ...(entry.gallery ? [addedEntry(gridPictureName(entry.file), GRID_KINDS[entry.gallery], entry.alt)] : []),
    ...(postPhotos.has(entry.file) ? [addedEntry(postPictureName(entry.file), 'blog', entry.alt)] : []),
  ]
}

/** Every picture of the site: the fixed ones and those the photos add. */
export function allImages(added: readonly ImageEntry[]): readonly ImageEntry[] {
  return [...images, ...added]
}
