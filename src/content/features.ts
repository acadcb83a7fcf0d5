/** Feature cards (SPEC §3 Feature card: icon, title, description). */
import { business } from './site'
import { groupLimit, groupSizeRange, groupSizeRangeText } from './group-sizes'

export type FeatureIcon = 'book' | 'group' | 'paw' | 'clock' | 'map'

export interface FeatureCard {
  icon: FeatureIcon
  title: string
  description: string
}

/** The three features of the About page's mission section (SPEC §2 About). */
export const missionFeatures = [
  {
    icon: 'book',
    title: 'True stories, carefully researched',
    description:
      'Every stop is built on city records, old newspapers and archives, and told on the very street where it happened.',
  },
  {
    icon: 'group',
    title: 'Small groups, licensed guides',
    description: `At most ${groupSizeRangeText()} guests per walk, so everyone hears every story and has time for questions.`,
  },
  {
    icon: 'paw',
    title: 'Cats welcome',
    description:
      'Our tours are history, not cat-spotting, but your own cat is welcome in a harness or a carrier. For the Financial District tour, e-mail us first.',
  },
] as const satisfies readonly FeatureCard[]

/** The four feature cards; the first is the home page's "90 min" reading of the tour length (SPEC §1). */
export const homeFeatures: readonly FeatureCard[] = [
  {
    icon: 'clock',
    title: '90 min of stories',
    description: `Ninety minutes of storytelling on a relaxed walk of about ${business.durationLabel}, with time for questions and photos.`,
  },
  {
    icon: 'group',
    title: 'Small groups',
    description: `At most ${groupSizeRange.smallest} guests (${groupLimit('financial-district')} in the Financial District), so you hear every word and can ask anything.`,
  },
  {
    icon: 'map',
    title: 'Three neighbourhoods',
    description: 'Brooklyn Heights, the Financial District and the Lower East Side, each with its own cast of cats.',
  },
  {
    icon: 'paw',
    title: 'Researched history',
    description: 'Every story comes from newspapers, city records and archives, told by licensed New York City guides.',
  },
]
