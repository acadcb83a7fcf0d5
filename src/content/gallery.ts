/**
 * The gallery page's pictures (SPEC §2 Gallery, §3 "Gallery image"): the original illustrations of the image list,
 * or the business's photos where they fill them; the alt text, caption and credit are the picture's own
 * (src/content/pictures.ts). Which pictures each grid shows, in what order and under which ids, is content
 * (content/gallery.yaml and the gallery photos of content/photos.yaml), worked out by the build's content loader.
 * The home page shows some of them too; the page's news segment is in ./news-video.ts.
 */
import grids from 'virtual:content/gallery'
import { images, type ImageKind, type ImageName } from './images'
import { picture } from './pictures'
import type { GalleryGrid } from './schema'

/** SPEC §3 Gallery image. `src` names the picture in the image list, so every size of it can be served. */
export interface GalleryImage {
  id: number
  src: ImageName
  alt: string
  /** A photo's caption and credit, shown in the full-screen view. */
  caption?: string
  credit?: string
}

/**
 * One picture of a grid as the build numbers it (scripts/content/load.ts, galleryGrids: a drawing keeps the id of its
 * place in its series, a gallery photo takes the next free one). Ids are unique across both grids, since one
 * `?photo=` names the open picture.
 */
export interface GridPicture {
  id: number
  src: ImageName
}

export type GalleryGrids = { readonly [grid in GalleryGrid]: readonly GridPicture[] }

/**
 * A grid's pictures as the build lists them (virtual:content/gallery), or, for a grid the content leaves as it was,
 * its drawings in series order numbered from `firstId`, as scripts/content/load.ts's drawingsGrid numbers them: the
 * build then sends nothing, so the default gallery costs the page no bytes.
 */
function galleryImages(listed: readonly GridPicture[] | undefined, kind: ImageKind, firstId: number): GalleryImage[] {
  return (
    listed ??
    images.filter((entry) => entry.kind === kind).map((entry, index) => ({ id: firstId + index, src: entry.name }))
  ).map((item) => {
    const { alt, caption, credit } = picture(item.src)
    return { ...item, alt, caption, credit }
  })
}

/** Tour Photo Gallery: content/gallery.yaml's `tour` list (gallery-01 to gallery-30, ids 1 to 30, unless changed). */
export const tourPhotos: readonly GalleryImage[] = galleryImages(grids.tour, 'gallery', 1)

/** Feline Fan Photos: content/gallery.yaml's `fans` list (fan-01 to fan-21, ids 101 to 121, unless changed). */
export const fanPhotos: readonly GalleryImage[] = galleryImages(grids.fans, 'fan', 101)
