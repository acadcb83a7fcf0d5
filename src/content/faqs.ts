/**
 * FAQ items of the tour, private-tour, tours, contact and press-kit pages (SPEC §1 "Tour FAQ", §2, §3 FAQ item), from
 * content/faqs.yaml; the build fills in the facts they quote (scripts/content/facts-in-texts.ts).
 */
import faqFile from 'virtual:content/faqs'
import type { Tour } from './tours'

export interface FaqItem {
  question: string
  answer: string
}

/** The question and its answer, without the file's notes on where it shows. */
const faq = (item: FaqItem, answer = item.answer): FaqItem => ({ question: item.question, answer })

/** The FAQ of a public tour page: an item may answer differently on one tour's page. */
export function tourFaqs(slug: Tour['slug']): FaqItem[] {
  return faqFile.tourPage.map((item) => faq(item, item.answerOn?.[slug as keyof typeof item.answerOn] ?? item.answer))
}

/** The private-tour page's questions (SPEC §9 "private FAQ 4"). */
export const privateTourFaqs: readonly FaqItem[] = faqFile.privateTours.map((item) => faq(item))

/**
 * The tours page FAQ (SPEC §2 Tours, one open at a time): its own questions, then the tour pages' (as the Financial
 * District's page has them) but those marked off it.
 */
export const toursPageFaqs: readonly FaqItem[] = [
  ...faqFile.toursPage.map((item) => faq(item)),
  ...faqFile.tourPage
    .filter((item) => item.toursPage !== false)
    .map((item) => faq(item, item.answerOn?.['financial-district'] ?? item.answer)),
]

/** The contact page's questions, the first shown open (SPEC §2 Contact, §9 "contact FAQ 6 items"). */
export const contactFaqs: readonly FaqItem[] = faqFile.contact.map((item) => faq(item))

/** SPEC §2 Press kit "media FAQ of 5 questions" (one open at a time, collapsible). */
export const mediaFaqs: readonly FaqItem[] = faqFile.media.map((item) => faq(item))
