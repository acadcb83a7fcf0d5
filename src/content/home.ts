/** Text of the home page sections the spec names but does not word (SPEC §2 Home). Sample copy to replace. */
import { business } from './site'
import type { FeatureCard } from './features'
import type { ImageName } from './images'
import { tourPhotos, type GalleryImage } from './gallery'
import { groupLimit, groupSizeRange } from './group-sizes'

export const homeHero = {
  eyebrow: `Rated ${business.rating} from ${business.reviewCount} reviews`,
  title: 'Discover New York City’s Cat History',
  subtitle:
    'Two-hour walking tours through the stories of the working cats, heroes and neighbourhood legends who shaped the city.',
} as const

export const homeBenefits: readonly string[] = [
  `${business.licensedGuides} licensed guides who love cats and archives in equal measure`,
  `$${business.pricePerPerson} per person, against an NYC walking-tour average of $${business.competitorAveragePrice}`,
  `${business.fiveStarShare} five-star reviews from ${business.reviewCount} guests`,
  'Your own cat is welcome in a harness or carrier',
  'Discounts for students, seniors and groups of 10 or more',
  'Private tours for teams, birthdays and cat clubs',
]

export const giftCardPromo = {
  title: 'Give a walk through history',
  text: 'Gift cards for any public tour, delivered by e-mail in minutes and valid for a year. The perfect present for the cat lover who has everything.',
  cta: 'Buy a Gift Card',
} as const

export const bookPromo = {
  title: 'The Cat Men of Gotham',
  subtitle: 'The book behind the tours',
  text: 'Our co-founder’s history of the men and women who kept New York’s working cats, from the post office to the firehouse. Every copy is signed by the author.',
  orderSubject: 'Order: The Cat Men of Gotham (signed copy)',
} as const

const homeGalleryNames: readonly ImageName[] = [
  'gallery-01',
  'gallery-05',
  'gallery-09',
  'gallery-12',
  'gallery-14',
  'gallery-18',
  'gallery-22',
  'gallery-27',
]

/** The home page's gallery: eight tour photos of one shape, a taste of the gallery page, with the same ids, so a shared ?photo= means the same picture. */
export const homeGallery: readonly GalleryImage[] = tourPhotos.filter((photo) => homeGalleryNames.includes(photo.src))

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
