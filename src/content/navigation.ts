/** Header and footer link lists, derived from the route table and tours. */
import { config, giftCardsUrl } from '../config'
import { tourNames } from './tour-names'
import { petitionPath } from './pages'

export const primaryLinks = [
  { label: 'About', to: '/about' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Blog', to: '/blog' },
  { label: 'In the News', to: '/in-the-news' },
  { label: 'Contact', to: '/contact' },
] as const

export const tourMenuLinks = tourNames.map((tour) => ({ label: tour.name, slug: tour.slug }))

export const giftCardsLink = { label: 'Gift Cards', href: giftCardsUrl } as const

export const footerQuickLinks = [
  { label: 'About Us', to: '/about' },
  { label: 'Our Tours', to: '/tours' },
  { label: 'Blog', to: '/blog' },
  { label: 'Gallery', to: '/gallery' },
  { label: `${config.petitionCat.name} Petition`, to: petitionPath },
  { label: 'Press Kit', to: '/press-kit' },
  { label: 'Book a Tour', to: '/booking' },
  { label: 'Gift Cards', href: giftCardsUrl },
  { label: 'Sitemap', to: '/sitemap' },
] as const
