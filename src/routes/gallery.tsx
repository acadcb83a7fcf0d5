import { createFileRoute } from '@tanstack/react-router'
import { fanPhotos, tourPhotos } from '../content/gallery'
import { staticPages } from '../content/pages'
import { validatePhotoSearch } from '../lib/gallery'
import { seo } from '../lib/seo'
import { GalleryPage } from './-components/GalleryPage'

const photoIds = [...tourPhotos, ...fanPhotos].map((photo) => photo.id)

export const Route = createFileRoute('/gallery')({
  // ?photo=<id> is the picture open in the lightbox; junk or unknown ids mean closed.
  validateSearch: (search: Record<string, unknown>) => validatePhotoSearch(search, photoIds),
  head: () => seo(staticPages[3]),
  component: GalleryPage,
})
