/**
 * The ids the app imports the business's content files by (scripts/content/plugin.ts serves them, checked against
 * src/content/schema.ts). Their types are declared in ./content-modules.d.ts.
 */
export const CONTENT_MODULES = {
  business: 'virtual:content/business',
  banner: 'virtual:content/banner',
  home: 'virtual:content/home',
  tours: 'virtual:content/tours',
  tourTexts: 'virtual:content/tour-texts',
  tourStops: 'virtual:content/tour-stops',
  team: 'virtual:content/team',
  googleReviews: 'virtual:content/google-reviews',
  featuredReviews: 'virtual:content/featured-reviews',
  defaultReviews: 'virtual:content/default-reviews',
  pressKitReviews: 'virtual:content/press-kit-reviews',
  faqs: 'virtual:content/faqs',
  pressOutlets: 'virtual:content/press-outlets',
  press: 'virtual:content/press',
  blogCatalogue: 'virtual:content/blog-catalogue',
  posts: 'virtual:content/posts',
  postBodies: 'virtual:content/post-bodies',
  gallery: 'virtual:content/gallery',
} as const
