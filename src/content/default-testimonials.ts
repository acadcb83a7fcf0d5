/** The carousel's testimonials (SPEC §3 Testimonial): original sample texts about fictional guests. */
import defaults from 'virtual:content/default-reviews'
import { googleReviews, type Testimonial } from './testimonials'

/** Shown when a carousel is given no testimonials of its own (content/testimonials.yaml's defaultReviews). */
export const defaultTestimonials: readonly Testimonial[] = defaults

/** Which testimonials a carousel shows: its own, else the Google set when asked for, else the defaults. */
export function pickTestimonials(options: {
  testimonials?: readonly Testimonial[]
  googleReviews?: boolean
}): readonly Testimonial[] {
  if (options.testimonials && options.testimonials.length > 0) return options.testimonials
  return options.googleReviews ? googleReviews : defaultTestimonials
}
