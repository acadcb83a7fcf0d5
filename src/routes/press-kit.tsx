import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { PressKitPage } from './-components/PressKitPage'

export const Route = createFileRoute('/press-kit')({
  head: () => seo(staticPages['/press-kit']),
  component: PressKitPage,
})
