/**
 * The build writes each text of the FAQs and the home page as a template over the facts it quotes (scripts/content/facts-in-texts.ts): the text
 * around a fact must come out exactly as the owner wrote it, whatever characters it holds.
 */
import { describe, expect, it } from 'vitest'
import { textFacts, textsModule } from '../scripts/content/facts-in-texts.ts'

const business = { pricePerPerson: 45, durationLabel: '2 hours' }
const privateTourPricing = { basePrice: 330 }
const config = { email: 'hello@cats.test' }

/** The generated module's default export, its imports bound to the values above. */
function evaluate(faqs: unknown): unknown {
  const code = textsModule(faqs, { business: '/business.ts', config: '/config.ts' })
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return')
  return new Function('business', 'privateTourPricing', 'config', code)(business, privateTourPricing, config)
}

describe('texts filled in by the build', () => {
  it('fills each fact from the module that holds it', () => {
    const faqs = {
      contact: [
        {
          question: 'How much?',
          answer: 'From ${pricePerPerson}, {durationLabel}; private from ${privateTours.basePrice}. Mail {email}.',
        },
      ],
    }
    expect(evaluate(faqs)).toEqual({
      contact: [{ question: 'How much?', answer: 'From $45, 2 hours; private from $330. Mail hello@cats.test.' }],
    })
  })

  it('keeps backslashes, backticks, ${ and quotes around a fact as written', () => {
    const answer = 'A `tick`, a \\ slash, ${ not a fact, "quotes" and {pricePerPerson}'
    const faqs = { media: [{ question: 'Odd ${ text `here`', answer, toursPage: false }] }
    expect(evaluate(faqs)).toEqual({
      media: [
        {
          question: 'Odd ${ text `here`',
          answer: 'A `tick`, a \\ slash, ${ not a fact, "quotes" and 45',
          toursPage: false,
        },
      ],
    })
  })

  it('names every scalar fact, each private-tour term and the e-mail', () => {
    expect(textFacts({ pricePerPerson: 40, privateTours: { basePrice: 320 } } as never)).toEqual([
      'email',
      'pricePerPerson',
      'privateTours.basePrice',
    ])
  })
})
