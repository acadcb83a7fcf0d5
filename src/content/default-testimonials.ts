/** The carousel's testimonials (SPEC §3 Testimonial): original sample texts about fictional guests. */
import { googleReviews, type Testimonial } from './testimonials'

/** Shown when a carousel is given no testimonials of its own. */
export const defaultTestimonials = [
  {
    quote: 'Charming, funny and full of surprises. The best two hours of our New York trip.',
    author: 'Rosa D.',
    role: 'Visitor from Chicago',
  },
  {
    quote: 'I have lived here twenty years and never knew the city owed so much to its working cats.',
    author: 'Ben F.',
    role: 'Manhattan resident',
  },
  {
    quote: 'Our guide made history feel alive, and the group was small enough to ask all our questions.',
    author: 'Aiko S.',
    role: 'Tour guest',
  },
] as const satisfies readonly Testimonial[]

/** Which testimonials a carousel shows: its own, else the Google set when asked for, else the defaults. */
export function pickTestimonials(options: {
  testimonials?: readonly Testimonial[]
  googleReviews?: boolean
}): readonly Testimonial[] {
  if (options.testimonials && options.testimonials.length > 0) return options.testimonials
  return options.googleReviews ? googleReviews : defaultTestimonials
}
