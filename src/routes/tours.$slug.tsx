import { createFileRoute, notFound } from '@tanstack/react-router'
import { findTour } from '../content/tours'
import { tourPath } from '../content/pages'
import { seo } from '../lib/seo'
import { TourPage } from './-components/TourPage'
import { PrivateToursPage } from './-components/PrivateToursPage'

export const Route = createFileRoute('/tours/$slug')({
  loader: ({ params }) => {
    const tour = findTour(params.slug)
    if (!tour) throw notFound()
    return { slug: tour.slug }
  },
  head: ({ loaderData }) => {
    const tour = loaderData && findTour(loaderData.slug)
    if (!tour) return {}
    const path = tourPath(tour.slug)
    return seo({
      title: tour.title,
      description: tour.description,
      path,
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Tours', path: '/tours' },
        { name: tour.name, path },
      ],
    })
  },
  component: function TourRoute() {
    const { slug } = Route.useLoaderData()
    const tour = findTour(slug)
    if (!tour) return null
    return tour.slug === 'private-tours' ? <PrivateToursPage tour={tour} /> : <TourPage tour={tour} />
  },
})
