/** The press kit's rated testimonials (SPEC §2 Press kit): original sample texts about fictional guests. */
import type { Testimonial } from './testimonials'

/** Press-kit testimonials carry a star rating (SPEC §3 Testimonial). */
export interface RatedTestimonial extends Testimonial {
  rating: 1 | 2 | 3 | 4 | 5
}

/** SPEC §2 Press kit: three guest testimonials, each rated 5 stars. */
export const pressKitTestimonials = [
  {
    quote:
      'Our guide turned a Saturday stroll into a detective story. We still quote the postal cats at dinner parties.',
    author: 'Natalie W.',
    role: 'Financial District tour guest',
    rating: 5,
  },
  {
    quote: 'I teach local history and picked up three stories I had never heard. Impeccably researched and great fun.',
    author: 'Marcus J.',
    role: 'High school teacher, Brooklyn',
    rating: 5,
  },
  {
    quote: 'We booked it for my mother’s seventieth birthday. Small group, patient guide, and a cat cafe to finish.',
    author: 'Elena and Rafael P.',
    role: 'Lower East Side tour guests',
    rating: 5,
  },
] as const satisfies readonly RatedTestimonial[]
