import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { SitemapPage } from './-components/SitemapPage'

export const Route = createFileRoute('/sitemap')({
  head: () => seo(staticPages['/sitemap']),
  component: SitemapPage,
})
