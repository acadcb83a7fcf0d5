import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { HomePage } from './-components/HomePage'

const page = staticPages[0]

export const Route = createFileRoute('/')({
  head: () => seo(page),
  component: HomePage,
})
