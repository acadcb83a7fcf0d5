/**
 * The home page's texts (content/home.yaml, the facts they quote filled in by the build) and the parts made from other
 * content: its gallery and its feature cards.
 */
import homeFile from 'virtual:content/home'
import { business } from './site'
import type { FeatureCard } from './features'
import type { ImageName } from './images'
import { tourPhotos, type GalleryImage } from './gallery'
import { groupLimit, groupSizeRange } from './group-sizes'

export const homeTexts = homeFile

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
