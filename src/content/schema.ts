/**
 * The one schema of the business's content files (content/ at the top of the repository): the build checks every file
 * against it (scripts/content/load.ts), the app's types are inferred from it, and the editor's fields are made from
 * it (scripts/content/editor-config.ts). Zod runs at build time only: the app imports this module's types, never its
 * code, so no guest page carries a byte of it (docs/decisions/0024-content-files.md).
 */
import { z } from 'zod'

const text = (what: string) => z.string().trim().min(1, `${what} is empty`)
const money = (what: string) => z.number().nonnegative().describe(what)
const count = (what: string) => z.number().int().positive().describe(what)

/** content/business.yaml: the facts every page, schema and search quotes (SPEC §1, §9). */
export const businessSchema = z.strictObject({
  pricePerPerson: money('Price of a public tour per person, in US dollars'),
  competitorAveragePrice: money('What other walking tours in the city charge on average, in US dollars'),
  currency: z.literal('USD').describe('Currency of every price (USD)'),
  rating: z.number().min(1).max(5).describe('Average guest rating, 1 to 5'),
  reviewCount: count('Number of guest reviews'),
  fiveStarShare: z
    .string()
    .regex(/^\d{1,3}%$/, 'write a percentage such as 98%')
    .describe('Share of five-star reviews, such as 98%'),
  durationLabel: text('The tour length').describe('How long a tour takes, as the pages say it (2 hours)'),
  structuredDataDuration: z
    .string()
    .regex(/^PT(\d+H)?(\d+M)?$/, 'write an ISO 8601 duration such as PT90M or PT2H')
    .describe('The tour length for search engines (ISO 8601, PT90M)'),
  distanceLabel: text('The distance').describe('How far a tour walks (1.5 miles)'),
  distanceRange: text('The distance range').describe('The range of the tours’ distances (1 to 1.5 miles)'),
  licensedGuides: count('Number of licensed guides'),
  foundedText: text('The founding month').describe('When the company began, as the pages say it (August 2023)'),
  structuredDataFoundingYear: z
    .string()
    .regex(/^\d{4}$/, 'write a year such as 2024')
    .describe('Founding year for search engines'),
  languages: z.array(text('A language')).min(1).describe('Languages the tours are given in'),
  openingHours: z
    .strictObject({
      days: z
        .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
        .min(1)
        .describe('Days with tours'),
      opens: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'write a 24-hour time such as 10:00')
        .describe('First tour (24-hour time, 10:00)'),
      closes: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'write a 24-hour time such as 16:00')
        .describe('End of the last tour (24-hour time, 16:00)'),
    })
    .describe('When tours run'),
  city: text('The city').describe('City'),
  region: text('The state').describe('State (NY)'),
  country: text('The country').describe('Country code (US)'),
  description: text('The description').describe('What the business does, in a sentence or two (the footer)'),
  tourDaysText: text('The tour days').describe('Where and when the tours run, in a sentence (the footer)'),
  privateTours: z
    .strictObject({
      basePrice: money('Price of a private tour for up to the included guests, in US dollars'),
      includedGuests: count('Guests included in the base price'),
      perExtraGuest: money('Price of each guest beyond those, in US dollars'),
      minGuests: count('Smallest private group'),
      maxGuests: count('Largest private group'),
      replyWithinHours: count('How soon the business answers a private-tour request, in hours'),
    })
    .describe('Private tours: the price calculator’s terms'),
})
export type BusinessFile = z.infer<typeof businessSchema>

/** content/banner.yaml: the announcement over every page and the season it names. */
export const bannerSchema = z.strictObject({
  text: text('The banner’s text').describe('The announcement at the top of every page'),
  link: z
    .string()
    .regex(/^\/[a-z0-9\-/]*$/, 'write a path of this site, such as /tours')
    .describe('Where the announcement leads (a path of this site, such as /tours)'),
  season: text('The season').describe('The season the month line names (Summer 2025)'),
  monthLine: z
    .string()
    .includes('{month}', { message: 'keep {month} in the text: the site puts the month there' })
    .describe(
      'The line beside it: {season} and {month} are filled in (the month is this one, or the next after the 15th)',
    ),
})
export type BannerFile = z.infer<typeof bannerSchema>

/** A section's heading and its paragraph. */
const headedText = (what: string) => z.strictObject({ title: text(`${what}’s heading`), text: text(`${what}’s text`) })

/**
 * content/home.yaml: the home page's own texts (SPEC §2 Home names its sections but words only the season banner and
 * the closing call, which the page writes from the banner and the price). A text may quote a fact of
 * content/business.yaml as `{name}`, as an FAQ answer does.
 */
export const homeSchema = z.strictObject({
  hero: z
    .strictObject({
      eyebrow: text('The line over the title').describe('The line over the title, such as the rating'),
      title: text('The title').describe('The page’s main heading'),
      subtitle: text('The subtitle').describe('The sentence under the title'),
    })
    .describe('The picture at the top'),
  intro: headedText('The introduction').describe('The introduction under the season banner'),
  giftCard: z
    .strictObject({ ...headedText('The gift card promotion').shape, button: text('The button') })
    .describe('The gift card promotion (the button opens the gift card shop)'),
  featuresTitle: text('The heading').describe('The heading over the four feature cards'),
  benefits: z
    .strictObject({
      title: text('The benefits’ heading'),
      items: z.array(text('A benefit')).min(1).describe('One line each'),
    })
    .describe('What every guest gets, beside the rating'),
  availabilityTitle: text('The heading').describe('The heading over the tours’ days and times'),
  book: z
    .strictObject({
      ...headedText('The book promotion').shape,
      subtitle: text('The line over the heading').describe('The line over the heading'),
      coverLine: text('The cover’s line').describe('The line under the title on the drawn cover'),
      button: text('The button').describe('The button that writes the order e-mail'),
      orderSubject: text('The e-mail’s subject').describe('The subject of the order e-mail'),
    })
    .describe('The book promotion'),
  galleryTitle: text('The heading').describe('The heading over the tour photos'),
})
export type HomeFile = z.infer<typeof homeSchema>

/** content/blog.yaml: the blog's settings. */
export const blogSettingsSchema = z.strictObject({
  categories: z.array(text('A category')).min(1).describe('The categories a post may be filed under'),
})
export type BlogSettingsFile = z.infer<typeof blogSettingsSchema>

/** A calendar date written YYYY-MM-DD that exists (2025-02-30 does not). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'write the date as YYYY-MM-DD, such as 2025-03-14', abort: true })
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`)
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
  }, 'that day does not exist')

/** The front matter of a post file (content/posts/*.md); the body below it is the post's Markdown. */
export const postFrontMatterSchema = z.strictObject({
  id: z.number().int().positive().describe('The post’s number: its address is /blog?post={id}, so never reuse one'),
  title: text('The title').describe('Title ({name} is the petition cat’s name)'),
  date: isoDate.describe('Publication date (YYYY-MM-DD)'),
  category: text('The category').describe('One of the categories of content/blog.yaml'),
  author: text('The author').describe('Author'),
  excerpt: text('The excerpt').describe('One or two sentences for the blog list and search results'),
  tags: z.array(text('A tag')).default([]).describe('Tags'),
  image: text('The image').describe(
    'The post’s picture: a drawing (blog-borough-hall, hero-tours…) or the file of a photo of the photos list (cat.jpg)',
  ),
})
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>

/**
 * content/tours.yaml: the spec's four tours (SPEC §2 "Tour pages", §3 Tour), in the order the site lists them. The
 * site's texts name these four (group sizes, FAQs, the survey's tour types), so the slugs are fixed; everything a tour
 * page shows of its tour is the business's to change, its stops included.
 */
export const TOUR_SLUGS = ['brooklyn-heights', 'financial-district', 'lower-east-side', 'private-tours'] as const

export const tourStopSchema = z.strictObject({
  title: text('The stop’s name').describe('Name of the stop'),
  description: text('The stop’s description').describe('One sentence on what guests hear there'),
})

export const tourSchema = z.strictObject({
  slug: z.enum(TOUR_SLUGS).describe('The tour’s address: /tours/{slug} (fixed)'),
  title: text('The title').describe('Title of the tour’s page'),
  name: text('The short name').describe('Short name for menus and the site search'),
  description: text('The description').describe('What the tour is, for its card and page'),
  teaser: text('The teaser').optional().describe('One line for the tours list'),
  featured: z.boolean().describe('Shown as Most Popular'),
  itemId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('The tour’s item number at the booking provider (from its calendar address)'),
  groupMax: count('Largest group').optional().describe('Largest group on a public tour'),
  schedule: text('The schedule').optional().describe('When it runs (Weekends at 10:00 AM)'),
  image: text('The picture').describe('The tour’s picture: a hero drawing such as tour-brooklyn-heights'),
  stops: z.array(tourStopSchema).default([]).describe('What You’ll Discover: the stops, in walking order'),
})
export type TourFile = z.infer<typeof tourSchema>

export const toursSchema = z.strictObject({ tours: z.array(tourSchema).min(1).describe('The tours') })

/** The gallery page's two grids: Tour Photo Gallery (4:3 pictures) and Feline Fan Photos (square). */
export const GALLERY_GRIDS = ['tour', 'fans'] as const
export type GalleryGrid = (typeof GALLERY_GRIDS)[number]

/**
 * content/gallery.yaml: each grid's pictures in the order shown, by the name of a drawing (gallery-07, fan-03) or the
 * file of a photo whose entry in content/photos.yaml says `gallery:` with this grid. A drawing left out is not shown;
 * a gallery photo left out comes after the listed pictures (README "Add a gallery photo").
 */
export const gallerySchema = z.strictObject({
  tour: z
    .array(text('A picture'))
    .describe('Tour Photo Gallery, in order: drawings gallery-01 to gallery-30 and photo files'),
  fans: z.array(text('A picture')).describe('Feline Fan Photos, in order: drawings fan-01 to fan-21 and photo files'),
})
export type GalleryFile = z.infer<typeof gallerySchema>

/**
 * content/photos.yaml: the business's photographs, each a file in photos/ and the pictures of the site it fills
 * (README "Photos"). The build's photo checks (scripts/photos/photo-set.ts) read the same fields and say more: whether
 * the file exists, is big enough for each picture, and is a kind of image the build opens.
 */
export const photoEntrySchema = z.strictObject({
  file: text('The file').describe('The photo’s file in photos/ (JPEG, PNG or WebP), e.g. willow-street-stoop.jpg'),
  alt: text('The description').describe('What the photo shows, for people who cannot see it'),
  caption: z.string().max(200).optional().describe('Shown under the photo in the gallery’s full-screen view'),
  credit: z.string().max(200).optional().describe('Who took the photo, shown under the caption'),
  focus: z
    .strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
    .optional()
    .describe('What to keep in view when the photo is cropped: 0 to 1 from the left and from the top'),
  use: z
    .array(text('A picture'))
    .min(1)
    .optional()
    .describe('The drawings it takes the place of: hero-home, gallery-03, team-2…'),
  gallery: z
    .enum(GALLERY_GRIDS)
    .optional()
    .describe('Adds it to a grid of the gallery page as a picture of its own: tour or fans'),
})
export type PhotoEntry = z.infer<typeof photoEntrySchema>

export const photosSchema = z.strictObject({ photos: z.array(photoEntrySchema).describe('The photos') })

/** content/team.yaml: the people on the About page (SPEC §2 About, §3 Team member), in the order shown. */
export const TEAM_ROLES = ['Co-founder and licensed guide', 'Co-founder', 'Licensed guide'] as const

export const teamSchema = z.strictObject({
  team: z
    .array(
      z.strictObject({
        name: text('The name').describe('Full name'),
        role: z.enum(TEAM_ROLES).describe('Role'),
        bio: text('The bio').describe('Two or three sentences about them'),
        image: text('The portrait').describe('Their portrait: team-1 to team-4 (a drawing until a photo fills it)'),
        catName: text('The cat’s name').describe('Their cat, drawn in the portrait until a photo fills it'),
      }),
    )
    .min(1)
    .describe('The team'),
})
export type TeamFile = z.infer<typeof teamSchema>

const review = {
  quote: text('The quote').describe('The guest’s words'),
  author: text('The author').describe('Who wrote it (first name and initial)'),
  role: text('The role').describe('Who they are (Brooklyn Heights tour guest, Visitor from Austin)'),
}

/**
 * content/testimonials.yaml: guests' reviews (SPEC §3 Testimonial). Original samples about fictional guests: the
 * business replaces them with real reviews it may quote.
 */
export const testimonialsSchema = z.strictObject({
  googleReviews: z
    .array(
      z.strictObject({
        ...review,
        source: text('The source').optional().describe('Where it was posted (Google Review)'),
        quotedOn: z
          .enum(['home', 'contact'])
          .optional()
          .describe('Quoted under the home page’s hero (home) or beside the contact form (contact)'),
      }),
    )
    .min(1)
    .describe('The reviews a page shows when it shows Google reviews'),
  defaultReviews: z.array(z.strictObject(review)).min(1).describe('What a carousel shows when given no reviews'),
  pressKitReviews: z
    .array(z.strictObject({ ...review, rating: z.number().int().min(1).max(5).describe('Stars, 1 to 5') }))
    .min(1)
    .describe('The press kit’s rated reviews'),
})
export type TestimonialsFile = z.infer<typeof testimonialsSchema>

const faqItem = {
  question: text('The question').describe('The question, as a guest would ask it'),
  answer: text('The answer').describe('The answer; {pricePerPerson}, {email} and the other facts are filled in'),
}

/**
 * content/faqs.yaml: the questions and answers of the tour pages, the tours page, the private-tour page, the contact
 * page and the press kit (SPEC §1 "Tour FAQ", §2, §3 FAQ item).
 */
export const faqsSchema = z.strictObject({
  tourPage: z
    .array(
      z.strictObject({
        ...faqItem,
        answerOn: z
          .strictObject({
            'brooklyn-heights': text('The answer').optional(),
            'financial-district': text('The answer').optional(),
            'lower-east-side': text('The answer').optional(),
          })
          .optional()
          .describe('Another answer on one tour’s page'),
        toursPage: z.boolean().optional().describe('Also on the tours page (yes unless set to no)'),
      }),
    )
    .min(1)
    .describe('Every public tour page'),
  toursPage: z.array(z.strictObject(faqItem)).describe('The tours page, before the tour pages’ questions'),
  privateTours: z.array(z.strictObject(faqItem)).min(1).describe('The private-tour page'),
  contact: z.array(z.strictObject(faqItem)).min(1).describe('The contact page (the first is shown open)'),
  media: z.array(z.strictObject(faqItem)).min(1).describe('The press kit’s media FAQ'),
})
export type FaqsFile = z.infer<typeof faqsSchema>

/** A press outlet's slug: it names the outlet's logo file (/press-logos/{slug}.png) and its designed wordmark. */
const outletSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'write small letters, digits and hyphens, such as gotham-ledger')

/**
 * content/press.yaml: the outlets that covered the tours, their coverage and the press kit's texts (SPEC §2 Home "As
 * featured on", Press kit, In the news; §3 Press logo, Press article, Media quote). The press kit's quick facts are
 * not here: they quote content/business.yaml (src/content/press.ts).
 */
export const pressSchema = z.strictObject({
  outlets: z
    .array(
      z.strictObject({
        slug: outletSlug.describe('Short name for the outlet’s logo file, such as gotham-ledger'),
        name: text('The name').describe('The publication’s name, as its logo spells it'),
        link: z
          .string()
          .regex(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/, 'write the whole address, starting https://')
          .describe('The address of its piece about the tours (https://…)'),
      }),
    )
    .min(1)
    .describe('The outlets, in the order of the home page’s “As featured on” strip'),
  coverage: z
    .array(
      z.strictObject({
        outlet: outletSlug.describe('The slug of the outlet it appeared in (one of the outlets)'),
        kind: z
          .enum(['article', 'segment'])
          .default('article')
          .describe('article: listed on In the News; segment (radio, TV): reached from its logo only'),
        title: text('The title').describe('The headline, as the outlet printed it'),
        date: isoDate.describe('Publication date (YYYY-MM-DD)'),
        description: text('The description').describe('One or two sentences on what it says'),
        quote: text('The quote').optional().describe('A line from it to quote (optional)'),
      }),
    )
    .min(1)
    .describe('The coverage, one piece per outlet'),
  mediaQuotes: z
    .array(
      z.strictObject({
        outlet: outletSlug.describe('The outlet whose coverage’s quote is shown'),
        source: text('The source').describe('Who said it (name, role)'),
        context: text('The context').describe('Where it was said (On the postal cats of New York, October 2024)'),
      }),
    )
    .describe('The press kit’s media quotes'),
  featuredYear: z.number().int().min(2000).describe('The press kit’s “Featured In” lists the coverage of this year'),
  pressReleases: z
    .array(
      z.strictObject({
        title: text('The title').describe('The release’s title'),
        date: isoDate.describe('Release date (YYYY-MM-DD)'),
      }),
    )
    .describe('The press kit’s press releases (the full texts are in the press kit folder)'),
  coverageOpportunities: z
    .array(
      z.strictObject({
        title: text('The title').describe('What a journalist may do (Tour attendance)'),
        text: text('The text').describe('One or two sentences on it'),
      }),
    )
    .describe('The press kit’s coverage opportunities'),
  mediaReplyHours: count('How soon the business answers the media, in hours'),
})
export type PressFile = z.infer<typeof pressSchema>
