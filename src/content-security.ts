/**
 * The Content-Security-Policy of every document (decision 0010). Scripts run only from this origin, from the
 * booking provider (and the analytics provider, when one is configured), or when their exact text is one of the
 * page's inline scripts (hashed at build time by scripts/document-security.ts). The third parties are read from the
 * URLs the app itself uses.
 */
import { analytics, bookingScriptUrl, bookingEmbedUrl, thirdPartyEmbeds, newsletter } from './config'
import { EMAILJS_SEND_URL } from './outbox/emailjs-request'

const origin = (url: string) => new URL(url).origin
const bookingOrigin = origin(bookingScriptUrl)

/**
 * The analytics provider's origin (src/config.ts `analytics`): where its script comes from and where the script posts
 * the events. A value that is no http(s) URL stops the build here, where every page's policy is made.
 */
export function analyticsOrigin(scriptUrl: string): string {
  let url: URL | undefined
  try {
    url = new URL(scriptUrl)
  } catch {}
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new Error(
      `VITE_ANALYTICS_SCRIPT_URL must be the full URL of the analytics provider's script, such as ` +
        `https://plausible.io/js/script.js; it is ${JSON.stringify(scriptUrl)}`,
    )
  }
  return url.origin
}

/** Only with the setting on: off, every policy stays as it was without analytics. */
const analyticsSources = analytics ? [analyticsOrigin(analytics.scriptUrl)] : []

/** Each third party the specification names, and what it may do on our pages. */
export const thirdPartySources = {
  /** The booking provider's embed script (SPEC §7 "Booking embed script"); the analytics provider's script. */
  script: [bookingOrigin, ...analyticsSources],
  /** The booking provider's calendar frame and light-frame, and the gallery's news video. */
  frame: [origin(bookingEmbedUrl()), origin(thirdPartyEmbeds.newsVideo)],
  /**
   * The e-mail-sending service the forms post to; the reachability checks of the calendar and the news video; the
   * events the analytics script posts.
   */
  connect: [origin(EMAILJS_SEND_URL), bookingOrigin, origin(thirdPartyEmbeds.newsVideo), ...analyticsSources],
  /** The newsletter form's target (a plain POST into a new tab). */
  formAction: [origin(newsletter.actionUrl)],
} as const

export type PolicyDelivery = 'header' | 'meta'

/**
 * The policy for a document whose inline scripts have these hashes ('sha256-…' sources). A <meta> policy
 * cannot carry frame-ancestors (browsers ignore it there and log an error), so only the header has it.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], delivery: PolicyDelivery): string {
  const unique = (list: readonly string[]) => [...new Set(list)]
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...thirdPartySources.script])],
    // Style attributes in the server HTML and React `style` props (decision 0010).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...thirdPartySources.connect])],
    ['frame-src', unique([...thirdPartySources.frame])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', unique(["'self'", ...thirdPartySources.formAction])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
  ]
  if (delivery === 'header') directives.push(['frame-ancestors', ["'none'"]])
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** Headers for every response (documents also get their policy); the booking provider may take payments. */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': `camera=(), microphone=(), geolocation=(), payment=(self "${bookingOrigin}")`,
  // frame-ancestors says the same in each document's header policy; this also covers responses without one.
  'X-Frame-Options': 'DENY',
}
