import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { ContactPage } from './-components/ContactPage'

export const Route = createFileRoute('/contact')({
  head: () => seo(staticPages['/contact']),
  component: ContactPage,
})
