/**
 * Group limits (SPEC §1): each public tour's own `groupMax` in ./tours.ts is the only place a number is written;
 * every "at most 12 to 15 guests" text reads the range derived here.
 */
import { tourList, type tours } from './tours.ts'

/** The tours with a fixed schedule and group limit (the private tour has neither). */
export const publicTours = tourList.filter((tour) => tour.groupMax !== undefined)

const limits = publicTours.map((tour) => tour.groupMax ?? 0)

/** The smallest and the largest group limit among the public tours. */
export const groupSizeRange = { smallest: Math.min(...limits), largest: Math.max(...limits) } as const

/** "12 to 15": the range in words, as the pages write it. */
export function groupSizeRangeText(separator = ' to '): string {
  return `${groupSizeRange.smallest}${separator}${groupSizeRange.largest}`
}

type PublicTourSlug = Extract<(typeof tours)[number], { groupMax: number }>['slug']

/** One public tour's limit (a slug of a tour without a limit fails the type check). */
export function groupLimit(slug: PublicTourSlug): number {
  return tourList.find((tour) => tour.slug === slug)?.groupMax ?? Number.NaN
}
