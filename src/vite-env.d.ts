/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string
  readonly VITE_CONTACT_EMAIL?: string
  readonly VITE_BOOKING_SHORTNAME?: string
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_CONTACT_REPLY_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_CONTACT_ADMIN_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_SURVEY_TEMPLATE_ID?: string
  readonly VITE_NEWS_VIDEO_ID?: string
  readonly VITE_PETITION_FORM_URL?: string
  readonly VITE_NEWSLETTER_ACTION_URL?: string
  readonly VITE_PRESS_KIT_URL?: string
  readonly VITE_SOCIAL_PROFILE_URL?: string
  readonly VITE_ANALYTICS_SCRIPT_URL?: string
  readonly VITE_ANALYTICS_DOMAIN?: string
  readonly VITE_CMS_REPO?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The business's content files (content/), checked and served by scripts/content/plugin.ts (src/content/content-modules.ts). */
declare module 'virtual:content/business' {
  const business: import('./content/schema').BusinessFile
  export default business
}
declare module 'virtual:content/banner' {
  const banner: import('./content/schema').BannerFile
  export default banner
}
declare module 'virtual:content/tours' {
  const tours: readonly Omit<import('./content/schema').TourFile, 'stops' | 'description' | 'teaser'>[]
  export default tours
}
declare module 'virtual:content/tour-texts' {
  const texts: Readonly<
    Record<
      import('./content/schema').TourFile['slug'],
      Pick<import('./content/schema').TourFile, 'description' | 'teaser'>
    >
  >
  export default texts
}
declare module 'virtual:content/tour-stops' {
  const stops: Readonly<
    Record<import('./content/schema').TourFile['slug'], import('./content/schema').TourFile['stops']>
  >
  export default stops
}
declare module 'virtual:content/team' {
  const team: import('./content/schema').TeamFile['team']
  export default team
}
declare module 'virtual:content/google-reviews' {
  const reviews: readonly import('./content/testimonials').Testimonial[]
  export default reviews
}
declare module 'virtual:content/featured-reviews' {
  export const homeReview: import('./content/testimonials').Testimonial
  export const contactReview: import('./content/testimonials').Testimonial
}
declare module 'virtual:content/default-reviews' {
  const reviews: readonly import('./content/testimonials').Testimonial[]
  export default reviews
}
declare module 'virtual:content/press-kit-reviews' {
  const reviews: readonly import('./content/press-kit-testimonials').RatedTestimonial[]
  export default reviews
}
declare module 'virtual:content/home' {
  const home: import('./content/schema').HomeFile
  export default home
}
declare module 'virtual:content/faqs' {
  const faqs: import('./content/schema').FaqsFile
  export default faqs
}
declare module 'virtual:content/press-outlets' {
  const outlets: import('./content/schema').PressFile['outlets']
  export default outlets
}
declare module 'virtual:content/press' {
  type PressFile = import('./content/schema').PressFile
  /** Newest first. */
  export const coverage: PressFile['coverage']
  export const mediaQuotes: readonly import('./content/press-texts').MediaQuote[]
  export const featuredYear: number
  /** Newest first. */
  export const pressReleases: PressFile['pressReleases']
  export const coverageOpportunities: PressFile['coverageOpportunities']
  export const mediaReplyHours: number
}
declare module 'virtual:content/blog-catalogue' {
  export const postIds: readonly number[]
  export const blogCategories: readonly string[]
}
declare module 'virtual:content/posts' {
  const posts: readonly import('./content/blog').BlogPost[]
  export default posts
}
declare module 'virtual:content/post-bodies' {
  const bodies: Readonly<Record<number, import('./content/blog/markdown').MarkdownBody>>
  export default bodies
}
/** The gallery's grids that differ from their drawings in series order (scripts/content/plugin.ts). */
declare module 'virtual:content/gallery' {
  const grids: Partial<import('./content/gallery').GalleryGrids>
  export default grids
}

/** Which pictures the business's photos fill, written at build time by scripts/images-plugin.ts (decision 0015). */
declare module 'virtual:photo-table' {
  const table: import('./content/photo-table').PhotoTable
  export default table
}
