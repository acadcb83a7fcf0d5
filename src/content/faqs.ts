/** FAQ items of the tour, private-tour, tours, contact and press-kit pages (SPEC §1 "Tour FAQ", §2, §3 FAQ item). */
import { config } from '../config'
import { business, privateTourPricing } from './site'
import type { Tour } from './tours'

export interface FaqItem {
  question: string
  answer: string
}

const catsQuestion = 'Can I bring my cat?'
const catsAnswer = 'Yes. Cats are welcome in a harness or a carrier.'

/** The FAQ of a public tour page; only the bring-your-cat answer differs between tours. */
export function tourFaqs(slug: Tour['slug']): FaqItem[] {
  return [
    {
      question: 'How far do we walk?',
      answer: `About ${business.distanceLabel}, at an easy pace with plenty of stops, over about ${business.durationLabel}.`,
    },
    {
      question: 'Is the tour wheelchair accessible?',
      answer:
        'Not fully: parts of the route have steps, uneven sidewalks or cobblestones. Contact us and we will tell you what to expect.',
    },
    {
      question: 'Do you offer discounts?',
      answer: 'Yes, for students, seniors and groups of 10 or more. Contact us before you book and we will arrange it.',
    },
    {
      question: 'Are there restrooms on the tour?',
      answer: 'Yes, at the start and at the end of the tour.',
    },
    {
      question: 'Will we see cats on the tour?',
      answer:
        'This is a history tour, not cat-spotting: our guides tell the true stories of New York’s working cats where they happened.',
    },
    {
      question: catsQuestion,
      answer:
        slug === 'financial-district'
          ? `${catsAnswer} For the Financial District tour, please e-mail us first at ${config.email}.`
          : `${catsAnswer} For the Financial District tour, please e-mail us first.`,
    },
    {
      question: 'What language is the tour in?',
      answer: 'Tours are in English only.',
    },
  ]
}

/** The four questions of the private-tour page (SPEC §9 "private FAQ 4"). */
export const privateTourFaqs: readonly FaqItem[] = [
  {
    question: 'How far ahead should we book?',
    answer:
      'We recommend 2 to 3 weeks ahead for a weekday and 4 to 6 weeks ahead for a weekend. Weekday private tours need at least 2 weeks notice.',
  },
  {
    question: 'Can we customize the tour?',
    answer:
      'Yes. Choose Brooklyn Heights, the Financial District or the Lower East Side, and tell us about your group: we adapt the stories, the pace and the focus to your occasion.',
  },
  {
    question: 'What languages are private tours offered in?',
    answer: 'Private tours, like all our tours, are in English only.',
  },
  {
    question: 'Can we bring our cats?',
    answer: `Yes, cats are welcome in a harness or a carrier. Let us know when you write to us; we reply within ${privateTourPricing.replyWithinHours} hours.`,
  },
]

/** The tours page FAQ (SPEC §2 Tours, one open at a time): how long, then the tour-page questions. */
export const toursPageFaqs: readonly FaqItem[] = [
  {
    question: 'How long is a tour?',
    answer: `About ${business.durationLabel}, walking ${business.distanceRange} with plenty of stops along the way.`,
  },
  ...tourFaqs('financial-district').filter((item) => item.question !== 'How far do we walk?'),
]

/** The six questions of the contact page, the first shown open (SPEC §2 Contact, §9 "contact FAQ 6 items"). */
export const contactFaqs: readonly FaqItem[] = [
  {
    question: 'How do I book a tour?',
    answer: `Choose a date on our booking page and reserve your spot online: public tours cost $${business.pricePerPerson} per person. For a private tour, send us a message with your group size and preferred dates.`,
  },
  {
    question: 'How long is the tour, and how far do we walk?',
    answer: `About ${business.durationLabel} in all, with about 1.5 hours of walking over ${business.distanceRange} at an easy pace, with plenty of stops.`,
  },
  {
    question: 'Will we see cats on the tour?',
    answer:
      'Our tours are historical storytelling, not cat-spotting: our guides tell the true stories of New York’s working cats where they happened.',
  },
  {
    question: catsQuestion,
    answer: `${catsAnswer} For the Financial District tour, please e-mail us first at ${config.email}.`,
  },
  {
    question: 'Do you offer discounts or private tours?',
    answer: `Students, seniors and groups of 10 or more get a discount: contact us before you book. Private tours start at $${privateTourPricing.basePrice} for up to ${privateTourPricing.includedGuests} guests.`,
  },
  {
    question: 'Is the tour wheelchair accessible?',
    answer:
      'Not fully: parts of the routes have steps, uneven sidewalks or cobblestones. Tell us about your needs and we will tell you what to expect.',
  },
]

/** SPEC §2 Press kit "media FAQ of 5 questions" (one open at a time, collapsible). */
export const mediaFaqs: readonly FaqItem[] = [
  {
    question: 'Can journalists join a tour?',
    answer:
      'Yes. We offer complimentary places on any public tour for working journalists. Tell us your outlet and the date you would like.',
  },
  {
    question: 'May we photograph or film during a tour?',
    answer:
      'Yes, outdoors on public streets. Let us know in advance so we can tell the other guests and keep anyone who prefers not to appear out of shot.',
  },
  {
    question: 'Are the guides available for interviews?',
    answer: `Yes. Our founders and ${business.licensedGuides} licensed guides give interviews in English, in person, by phone or by video call.`,
  },
  {
    question: 'Where do the stories on the tours come from?',
    answer:
      'From city archives, newspapers of the time, borough records and historical societies. We are happy to share our sources for fact-checking.',
  },
  {
    question: 'May we use your photos and logos?',
    answer:
      'Yes, for editorial coverage of the tours. Please credit "Cat History Tours NYC" and do not alter the logos.',
  },
]
