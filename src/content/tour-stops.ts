/** Each tour's stops ("What You'll Discover") from content/tours.yaml, shown on its own page only. */
import stops from 'virtual:content/tour-stops'
import type { TourSlug } from './tours'

export interface TourStop {
  title: string
  description: string
}

export const tourStops: Readonly<Record<TourSlug, readonly TourStop[]>> = stops
