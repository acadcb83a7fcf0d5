/**
 * The route table (SPEC §2), written once. The prerender list, sitemap page, sitemap.xml, site search,
 * footer and the server's page map all derive from it. The routes read their titles here, so this module loads
 * with every page; the list of every prerendered page and its file is in ./page-files.ts.
 */
import { config } from '../config'
import { business } from './site'
import type { TourSlug } from './tours'

export type StaticPath =
  | '/'
  | '/about'
  | '/tours'
  | '/gallery'
  | '/blog'
  | '/contact'
  | '/press-kit'
  | '/booking'
  | '/in-the-news'
  | '/sitemap'
  | '/survey'

export interface Page {
  path: string
  /** Page title without the site suffix. */
  title: string
  description: string
  /** Name in the site search (SPEC §2 "Search overlay"); absent when the page is not searchable. */
  searchName?: string
  /** Listed on the sitemap page and in sitemap.xml. */
  inSitemap: boolean
  noindex?: boolean
}

/**
 * The static pages keyed by their route path: a route reads its own entry (`staticPages['/contact']`), so
 * reordering the table cannot swap titles, and a missing or misspelt path fails the type check.
 */
export const staticPages = {
  '/': {
    path: '/',
    title: 'Cat History Walking Tours in New York City',
    description: `Small-group cat history walking tours in Brooklyn Heights, the Financial District and the Lower East Side. Rated ${business.rating} from ${business.reviewCount} reviews. $${business.pricePerPerson} per person.`,
    inSitemap: true,
  },
  '/about': {
    path: '/about',
    title: 'About Us',
    description: 'Meet the licensed guides and cat lovers behind New York’s cat history walking tours.',
    searchName: 'About Us',
    inSitemap: true,
  },
  '/tours': {
    path: '/tours',
    title: 'Our Tours',
    description:
      'Compare our cat history walking tours in Brooklyn Heights, the Financial District, the Lower East Side and private tours.',
    inSitemap: true,
  },
  '/gallery': {
    path: '/gallery',
    title: 'Cat Gallery',
    description: 'Photos from our cat history tours and from the cats of our guests.',
    searchName: 'Gallery',
    inSitemap: true,
  },
  '/blog': {
    path: '/blog',
    title: 'Blog & Cat Stories',
    description: 'Stories of the cats who shaped New York history, from Borough Hall heroes to neighbourhood legends.',
    searchName: 'Blog',
    inSitemap: true,
  },
  '/contact': {
    path: '/contact',
    title: 'Contact Us',
    description: 'Questions about a tour, a private booking or a gift card? Send us a message.',
    searchName: 'Contact',
    inSitemap: true,
  },
  '/press-kit': {
    path: '/press-kit',
    title: 'Press Kit',
    description: `Press resources, quick facts, photos and media contact for ${config.siteName}.`,
    searchName: 'Press Kit',
    inSitemap: true,
  },
  '/booking': {
    path: '/booking',
    title: 'Book a Tour',
    description: 'See the next 30 days of cat history tours and reserve your spot.',
    searchName: 'Book Now',
    inSitemap: true,
  },
  '/in-the-news': {
    path: '/in-the-news',
    title: 'In the News',
    description: 'Press coverage of our cat history walking tours.',
    searchName: 'In the News',
    inSitemap: true,
  },
  '/sitemap': {
    path: '/sitemap',
    title: 'Site Map',
    description: `Every page and story on the ${config.siteName} website.`,
    searchName: 'Site Map',
    inSitemap: false,
  },
  '/survey': {
    path: '/survey',
    title: 'Tour Feedback Survey',
    description: 'Tell us about your cat history tour.',
    inSitemap: false,
    noindex: true,
  },
} as const satisfies { [P in StaticPath]: Page & { path: P } }

/** The same pages as a list, in table order (sitemap, search index, prerender). */
export const staticPageList: readonly (typeof staticPages)[StaticPath][] = Object.values(staticPages)

export const petitionPath = `/petition-${config.petitionCat.slug}`

export const petitionPage: Page = {
  path: petitionPath,
  title: `${config.petitionCat.name} Petition`,
  description: `Help us honour ${config.petitionCat.name}, the Borough Hall cat, with a plaque at Brooklyn Borough Hall.`,
  inSitemap: true,
}

export function tourPath(slug: TourSlug): string {
  return `/tours/${slug}`
}

export function blogPostHref(id: number): string {
  return `/blog?post=${id}`
}

/** The blog list filtered to one category (the breadcrumb's category step). */
export function blogCategoryHref(category: string): string {
  return `/blog?${new URLSearchParams({ category })}`
}
