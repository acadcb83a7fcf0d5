/** "What to expect" on a public tour (SPEC §2 Tours, the lazily loaded section). Loaded with that section only. */
import { config } from '../config'
import { groupLimit } from './group-sizes'
import { business } from './site'

export interface Expectation {
  title: string
  description: string
}

export const tourExpectations: readonly Expectation[] = [
  {
    title: 'Stories, not cat-spotting',
    description:
      'Your guide tells the documented stories of working cats, heroes and neighbourhood legends at the places they happened. Live cats are a bonus, not a promise.',
  },
  {
    title: `About ${business.durationLabel} on foot`,
    description: `We walk ${business.distanceRange} at an easy pace, on sidewalks and a few steps, with a stop every few minutes. Wear comfortable shoes.`,
  },
  {
    title: 'Small groups',
    description: `At most ${groupLimit('brooklyn-heights')} guests in Brooklyn Heights and on the Lower East Side, ${groupLimit('financial-district')} in the Financial District, so everyone can hear and ask.`,
  },
  {
    title: 'Bring your cat',
    description: `Cats are welcome in a harness or a carrier. For the Financial District tour, e-mail ${config.email} first.`,
  },
  {
    title: 'Rain or shine',
    description:
      'Tours run in light rain. If the weather makes a walk unsafe we write to you the day before to move your booking or refund it.',
  },
  {
    title: 'Meeting point by e-mail',
    description:
      'Your booking confirmation names the exact corner to meet and how to recognise your guide. Arrive 10 minutes early.',
  },
]
