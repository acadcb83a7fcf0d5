/**
 * The business's own values: every placeholder of the specification ({email}, {name}, {key}) lives here.
 * EmailJS keys, the public origin and the business's outside addresses come from VITE_ environment variables (see
 * README), with defaults that keep the site working out of the box.
 */
/**
 * The settings the business must give before a release: each one's VITE_ variable and its demo value, which keeps the
 * site working until then. `npm run build:release` refuses a demo value (scripts/release-settings.ts, which holds what
 * each one is: that text stays out of the guests' scripts, which carry this module).
 */
export const demoSettings = {
  VITE_SITE_URL: 'https://www.cathistorytours.example',
  VITE_CONTACT_EMAIL: 'hello@cathistorytours.example',
  VITE_EMAILJS_PUBLIC_KEY: 'demo-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_cattours',
  VITE_EMAILJS_CONTACT_REPLY_TEMPLATE_ID: 'template_contact_reply',
  VITE_EMAILJS_CONTACT_ADMIN_TEMPLATE_ID: 'template_contact_admin',
  VITE_EMAILJS_SURVEY_TEMPLATE_ID: 'template_survey',
  VITE_PETITION_FORM_URL: 'https://forms.example.org/honor-the-borough-hall-cat',
  VITE_NEWSLETTER_ACTION_URL:
    'https://cathistorytours.us21.list-manage.example/subscribe/post?u=0a1b2c3d4e5f&id=6a7b8c9d0e',
  VITE_PRESS_KIT_URL: 'https://drive.example.com/cathistorytours/press-kit',
  VITE_SOCIAL_PROFILE_URL: 'https://www.instagram.com/cathistorytours.example',
  // The GitHub repository (owner/name) the owner's editor at /admin/ commits to. Only the build reads it, to write the
  // editor's config (scripts/editor-plugin.ts); no guest page carries it.
  VITE_CMS_REPO: 'cathistorytours-example/website',
} as const

export type BusinessSetting = keyof typeof demoSettings

// Each value is read as `import.meta.env?.VITE_…`, which Vite writes into the bundles as its value: the build defines
// every setting of the table, given or demo (vite.config.ts), so the guests' scripts carry the values alone, without
// the table or the variables' names. The build's own settings (scripts/pwa-options.ts) and the unit tests load this
// module in Node, where import.meta.env may not exist: there the VITE_ variables come from the process's environment.
const nodeEnv: Partial<ImportMetaEnv> = (globalThis as { process?: { env: Partial<ImportMetaEnv> } }).process?.env ?? {}

/** A setting where Vite did not write it in: from the process's environment, else its demo value. */
export const unbundled = (name: BusinessSetting): string => nodeEnv[name] ?? demoSettings[name]

export const config = {
  /** Public origin used for canonical links, Open Graph and sitemap.xml (no trailing slash). */
  siteUrl: (import.meta.env?.VITE_SITE_URL ?? unbundled('VITE_SITE_URL')).replace(/\/$/, ''),
  siteName: 'Cat History Tours NYC',
  shortName: 'Cat Tours NYC',
  /** {email}: the business contact, support and media address. */
  email: import.meta.env?.VITE_CONTACT_EMAIL ?? unbundled('VITE_CONTACT_EMAIL'),
  /** {name}: the historical Brooklyn cat the petition is about; its slug forms /petition-{slug}. */
  petitionCat: { name: 'Tom', slug: 'tom' },
  socialProfileUrl: import.meta.env?.VITE_SOCIAL_PROFILE_URL ?? unbundled('VITE_SOCIAL_PROFILE_URL'),
  socialHandle: '@cathistorytours',
  /** Third-party booking provider: the calendar pages and embed script live under this origin. */
  booking: {
    origin: 'https://fareharbor.com',
    shortname: import.meta.env?.VITE_BOOKING_SHORTNAME ?? nodeEnv.VITE_BOOKING_SHORTNAME ?? 'cathistorytours',
    flowId: 1219724,
  },
} as const

/** The e-mail marketing provider's sign-up form (SPEC §7): the newsletter form posts there. */
export const newsletter = {
  actionUrl: import.meta.env?.VITE_NEWSLETTER_ACTION_URL ?? unbundled('VITE_NEWSLETTER_ACTION_URL'),
  /** The provider's tag id(s) attached to sign-ups from the website's form (the hidden `tags` input). */
  tags: '2148',
} as const

/**
 * Cookieless analytics through Plausible's script API (SPEC §7 "Analytics"), which a self-hosted Plausible or an
 * Umami-compatible endpoint serves too: on only when VITE_ANALYTICS_SCRIPT_URL names the provider's script
 * (`<origin>/js/script.js`). `domain` is the site as the provider knows it (its script's data-domain).
 */
// Read by its full name, which Vite replaces with the value in the app's bundles: unset, it is a constant the bundler
// drops the loader and the event calls for, so the pages carry no analytics code at all (Node has no import.meta.env).
const analyticsScriptUrl = import.meta.env
  ? import.meta.env.VITE_ANALYTICS_SCRIPT_URL
  : nodeEnv.VITE_ANALYTICS_SCRIPT_URL

export const analytics: { scriptUrl: string; domain: string } | undefined = analyticsScriptUrl
  ? {
      scriptUrl: analyticsScriptUrl,
      domain: (import.meta.env?.VITE_ANALYTICS_DOMAIN ?? nodeEnv.VITE_ANALYTICS_DOMAIN) || new URL(config.siteUrl).host,
    }
  : undefined

const bookingBase = `${config.booking.origin}/embeds/book/${config.booking.shortname}`

/** The provider's calendar page for one tour item (opened in a new tab by the Reserve button). */
export function bookingCalendarUrl(itemId: number): string {
  return `${bookingBase}/items/${itemId}/calendar/?full-items=yes&flow=${config.booking.flowId}`
}

/** The provider's embeddable 30-day calendar, optionally preselecting one item. */
export function bookingEmbedUrl(itemId?: number): string {
  const items = itemId === undefined ? '' : `&items=${itemId}`
  return `${bookingBase}/?full-items=yes&fallback=simple&flow=${config.booking.flowId}${items}`
}

export const giftCardsUrl = `${bookingBase}/items/gift-cards/`
export const bookingScriptUrl = `${config.booking.origin}/embeds/api/v1/?autolightframe=yes`

/** The gallery's local news segment: a YouTube video id the business fills in (VITE_NEWS_VIDEO_ID). */
export const newsVideoId = import.meta.env?.VITE_NEWS_VIDEO_ID ?? nodeEnv.VITE_NEWS_VIDEO_ID ?? 'Fb5Tn1ghtCt'

/** Third-party frames besides the booking calendar; the Content-Security-Policy's frame-src reads them. */
export const thirdPartyEmbeds = {
  /** The gallery's news video: the privacy-enhanced YouTube embed, created only once the guest presses play. */
  newsVideo: 'https://www.youtube-nocookie.com/embed/',
} as const

/** Privacy-enhanced embed, started at once: it is only created after the guest pressed play. */
export function newsVideoEmbedUrl(videoId: string = newsVideoId): string {
  return `${thirdPartyEmbeds.newsVideo}${encodeURIComponent(videoId)}?autoplay=1&rel=0`
}
