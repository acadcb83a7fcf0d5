import { createFileRoute, notFound } from '@tanstack/react-router'
import { findTour } from '../content/tours'
import { tourPath } from '../content/pages'
import { seo } from '../lib/seo'
import { TourPage } from './-components/TourPage'
import { PrivateToursPage } from './-components/PrivateToursPage'

export const Route = createFileRoute('/tours/$slug')({
  // The loader comes with the page's code (one chunk), and gives the head what it says of the tour: the tours'
  // texts then load with the tour pages only, not with every page (src/content/tour-names.ts).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const tour = findTour(params.slug)
    if (!tour) throw notFound()
    return { slug: tour.slug, title: tour.title, name: tour.name, description: tour.description }
  },
  head: ({ loaderData: tour }) => {
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
