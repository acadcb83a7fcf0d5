/**
 * Guest testimonials (SPEC §3 Testimonial). These are original sample texts written for this site about
 * fictional guests; replace them with real, permitted reviews before launch. The carousel's defaults are in
 * ./default-testimonials.ts and the press kit's rated ones in ./press-kit-testimonials.ts, each loaded only by the
 * page that shows it.
 */
import { contactReview, homeReview } from './featured-reviews'

export interface Testimonial {
  quote: string
  author: string
  role: string
  /** Where the review was posted, for example 'Google Review'. */
  source?: string
}

/** The built-in set of 10 reviews used when a page asks for Google reviews. */
export const googleReviews = [
  {
    quote: 'I came for the cats and stayed for the history. Our guide knew every brownstone on the route by name.',
    author: 'Marisol T.',
    role: 'Visitor from Austin',
    source: 'Google Review',
  },
  homeReview,
  {
    quote: 'A clever way to see lower Manhattan. Who knew the post office once kept cats on the payroll?',
    author: 'Hannah L.',
    role: 'Financial District tour guest',
    source: 'Google Review',
  },
  {
    quote: 'Small group, relaxed pace and a guide who clearly loves both New York and cats. Worth every dollar.',
    author: 'Omar R.',
    role: 'Lower East Side tour guest',
    source: 'Google Review',
  },
  {
    quote: 'We brought our harness-trained tabby and she was treated like a VIP the entire way.',
    author: 'Priya and Sam',
    role: 'Cat parents from Queens',
    source: 'Google Review',
  },
  contactReview,
  {
    quote: 'Booked it as a birthday surprise for my sister. She has not stopped talking about P.T. Barnum’s cat show.',
    author: 'Luis M.',
    role: 'Financial District tour guest',
    source: 'Google Review',
  },
  {
    quote: 'The cat cafe finale was the cherry on top of a fascinating afternoon on the Lower East Side.',
    author: 'Chloe B.',
    role: 'Lower East Side tour guest',
    source: 'Google Review',
  },
  {
    quote: 'Our team outing was a hit. Even the colleagues who claim to be dog people were won over.',
    author: 'Ifeoma A.',
    role: 'Office manager, Manhattan',
    source: 'Google Review',
  },
  {
    quote: 'Third time on one of these tours and I still learned something new. The Promenade stop is my favourite.',
    author: 'Walter P.',
    role: 'Brooklyn resident',
    source: 'Google Review',
  },
] as const satisfies readonly Testimonial[]
