/** The press kit's rated testimonials (SPEC §2 Press kit), from content/testimonials.yaml's pressKitReviews. */
import reviews from 'virtual:content/press-kit-reviews'
import type { Testimonial } from './testimonials'

/** Press-kit testimonials carry a star rating (SPEC §3 Testimonial), 1 to 5. */
export interface RatedTestimonial extends Testimonial {
  rating: number
}

/** SPEC §2 Press kit: the guest testimonials with their stars. */
export const pressKitTestimonials: readonly RatedTestimonial[] = reviews
