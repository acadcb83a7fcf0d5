/**
 * The gallery page's pictures (SPEC §2 Gallery, §3 "Gallery image"): the original illustrations of the image list,
 * or the business's photos where they fill them; the alt text, caption and credit are the picture's own
 * (src/content/pictures.ts). The home page shows some of them too; the page's news segment is in ./news-video.ts.
 */
import { images, type ImageKind, type ImageName } from './images'
import { picture } from './pictures'

/** SPEC §3 Gallery image. `src` names the picture in the image list, so every size of it can be served. */
export interface GalleryImage {
  id: number
  src: ImageName
  alt: string
  /** A photo's caption and credit, shown in the full-screen view. */
  caption?: string
  credit?: string
}

/** Every picture of one kind, in list order, numbered from `firstId`. */
function galleryImages(kind: ImageKind, firstId: number): GalleryImage[] {
  return images
    .filter((entry) => entry.kind === kind)
    .map((entry, index) => {
      const { alt, caption, credit } = picture(entry.name)
      return {
        id: firstId + index,
        src: entry.name,
        alt,
        ...(caption ? { caption } : {}),
        ...(credit ? { credit } : {}),
      }
    })
}

/** Tour Photo Gallery (gallery-01 to gallery-30): ids 1 to 30. Ids are unique across both grids, since one `?photo=` names the open picture. */
export const tourPhotos: readonly GalleryImage[] = galleryImages('gallery', 1)

/** Feline Fan Photos (fan-01 to fan-21): ids 101 to 121. */
export const fanPhotos: readonly GalleryImage[] = galleryImages('fan', 101)
