import { createFileRoute, notFound } from '@tanstack/react-router'
import { config } from '../config'
import { petitionPage } from '../content/pages'
import { seo } from '../lib/seo'
import { PetitionPage } from './-components/PetitionPage'

export const Route = createFileRoute('/petition-{$name}')({
  beforeLoad: ({ params }) => {
    if (params.name !== config.petitionCat.slug) throw notFound()
  },
  head: () => seo(petitionPage),
  component: PetitionPage,
})
