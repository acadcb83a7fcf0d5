/**
 * Group limits (SPEC §1): each public tour's own `groupMax` in content/tours.yaml is the only place a number is written;
 * every "at most 12 to 15 guests" text reads the range derived here.
 */
import { tourNames, type TourSlug } from './tour-names.ts'

/** The tours with a fixed schedule and group limit (the private tour has neither). */
export const publicTours = tourNames.filter((tour) => tour.groupMax !== undefined)

const limits = publicTours.map((tour) => tour.groupMax ?? 0)

/** The smallest and the largest group limit among the public tours. */
export const groupSizeRange = { smallest: Math.min(...limits), largest: Math.max(...limits) } as const

/** "12 to 15": the range in words, as the pages write it. */
export function groupSizeRangeText(separator = ' to '): string {
  return `${groupSizeRange.smallest}${separator}${groupSizeRange.largest}`
}

/** One public tour's limit (the build checks that every tour with a schedule has one). */
export function groupLimit(slug: Exclude<TourSlug, 'private-tours'>): number {
  return tourNames.find((tour) => tour.slug === slug)?.groupMax ?? Number.NaN
}
