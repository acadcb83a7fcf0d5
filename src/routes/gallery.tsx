import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { validatePhotoSearch } from '../lib/gallery'
import { seo } from '../lib/seo'
import { GalleryPage } from './-components/GalleryPage'

export const Route = createFileRoute('/gallery')({
  // ?photo=<id> is the picture open in the lightbox; junk or unknown ids mean closed.
  validateSearch: validatePhotoSearch,
  head: () => seo(staticPages['/gallery']),
  component: GalleryPage,
})
