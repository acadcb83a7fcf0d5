/**
 * Guest testimonials (SPEC §3 Testimonial), from content/testimonials.yaml: original sample texts about fictional
 * guests, for the business to replace with real, permitted reviews before launch. The carousel's defaults are in
 * ./default-testimonials.ts and the press kit's rated ones in ./press-kit-testimonials.ts, each loaded only by the
 * page that shows it.
 */
import reviews from 'virtual:content/google-reviews'

export interface Testimonial {
  quote: string
  author: string
  role: string
  /** Where the review was posted, for example 'Google Review'. */
  source?: string
}

/** The built-in set of reviews used when a page asks for Google reviews (content/testimonials.yaml). */
export const googleReviews: readonly Testimonial[] = reviews
