import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { AboutPage } from './-components/AboutPage'

export const Route = createFileRoute('/about')({
  head: () => seo(staticPages['/about']),
  component: AboutPage,
})
