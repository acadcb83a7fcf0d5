import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { InTheNewsPage } from './-components/InTheNewsPage'

export const Route = createFileRoute('/in-the-news')({
  head: () => seo(staticPages['/in-the-news']),
  component: InTheNewsPage,
})
