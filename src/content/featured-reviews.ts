/**
 * The Google reviews that the home and contact pages quote. They are in ./testimonials.ts's list of ten too, which
 * imports them from here: a page that quotes one loads this small module, not the whole list.
 */
import type { Testimonial } from './testimonials'

/** Quoted under the home page's hero. */
export const homeReview = {
  quote: 'The story of the Borough Hall cat had our whole group cheering in the street. Two hours flew by.',
  author: 'Devon K.',
  role: 'Brooklyn Heights tour guest',
  source: 'Google Review',
} as const satisfies Testimonial

/** Quoted beside the contact form. */
export const contactReview = {
  quote: 'Not a cat-spotting walk but something better: real stories, told right where they happened.',
  author: 'Greta V.',
  role: 'Visitor from Hamburg',
  source: 'Google Review',
} as const satisfies Testimonial
