import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { validatePhotoSearch } from '../lib/gallery'
import { seo } from '../lib/seo'
import { HomePage } from './-components/HomePage'

const page = staticPages['/']

export const Route = createFileRoute('/')({
  // ?photo=<id> is the gallery picture open in the lightbox; junk or unknown ids mean closed.
  validateSearch: validatePhotoSearch,
  head: () => seo(page),
  component: HomePage,
})
