/**
 * Guest testimonials (SPEC §3 Testimonial). These are original sample texts written for this site about
 * fictional guests; replace them with real, permitted reviews before launch.
 */
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
  {
    quote: 'The story of the Borough Hall cat had our whole group cheering in the street. Two hours flew by.',
    author: 'Devon K.',
    role: 'Brooklyn Heights tour guest',
    source: 'Google Review',
  },
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
  {
    quote: 'Not a cat-spotting walk but something better: real stories, told right where they happened.',
    author: 'Greta V.',
    role: 'Visitor from Hamburg',
    source: 'Google Review',
  },
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
export function pickTestimonials(options: { testimonials?: readonly Testimonial[]; googleReviews?: boolean }): readonly Testimonial[] {
  if (options.testimonials && options.testimonials.length > 0) return options.testimonials
  return options.googleReviews ? googleReviews : defaultTestimonials
}

/** Press-kit testimonials carry a star rating (SPEC §3 Testimonial). */
export interface RatedTestimonial extends Testimonial {
  rating: 1 | 2 | 3 | 4 | 5
}

/** SPEC §2 Press kit: three guest testimonials, each rated 5 stars. */
export const pressKitTestimonials = [
  {
    quote: 'Our guide turned a Saturday stroll into a detective story. We still quote the postal cats at dinner parties.',
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
