/**
 * The feature card (SPEC §3 Feature card: icon, title, description) and the About page's three cards. The home page's
 * four are in ./home.ts with the rest of its text, so neither page loads the other's cards.
 */
import { groupSizeRangeText } from './group-sizes'

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
