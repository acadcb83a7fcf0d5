import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { ToursPage } from './-components/ToursPage'

const page = staticPages['/tours']

export const Route = createFileRoute('/tours/')({
  head: () => seo(page),
  component: ToursPage,
})
