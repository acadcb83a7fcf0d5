/**
 * The release check (`npm run build:release`): every setting of src/config.ts's `demoSettings` must carry the
 * business's own value, not the demo one, and a well-formed one. All problems are found in one pass, so one run names
 * everything that is left to set. Pure: the caller passes the environment (scripts/settings-check.mjs).
 */
import { type BusinessSetting, demoSettings } from '../src/config.ts'

/**
 * How a value must look: an https origin, an e-mail address, an https page address, a provider's id, or a GitHub
 * repository (owner/name).
 */
type Kind = 'origin' | 'email' | 'url' | 'newsletter' | 'id' | 'repo'

/**
 * What each setting is, for the messages and the README's table. Only the build reads this module, so the text costs
 * the guests' scripts nothing; typed by the table's names, so a setting added there without a line here fails the
 * type check.
 */
export const settingHelp: Record<BusinessSetting, { kind: Kind; what: string }> = {
  VITE_SITE_URL: { kind: 'origin', what: 'the public origin of the site, e.g. https://www.yourdomain.com' },
  VITE_CONTACT_EMAIL: { kind: 'email', what: 'the business address for contact, support and media' },
  VITE_EMAILJS_PUBLIC_KEY: { kind: 'id', what: 'the EmailJS public key, from Account › General' },
  VITE_EMAILJS_SERVICE_ID: { kind: 'id', what: 'the EmailJS service id, from Email Services' },
  VITE_EMAILJS_CONTACT_REPLY_TEMPLATE_ID: { kind: 'id', what: 'the EmailJS template of the contact auto-reply' },
  VITE_EMAILJS_CONTACT_ADMIN_TEMPLATE_ID: {
    kind: 'id',
    what: 'the EmailJS template of the contact notification to the business',
  },
  VITE_EMAILJS_SURVEY_TEMPLATE_ID: { kind: 'id', what: 'the EmailJS template of the feedback survey' },
  VITE_PETITION_FORM_URL: { kind: 'url', what: 'the online petition form the petition page links to' },
  VITE_NEWSLETTER_ACTION_URL: {
    kind: 'newsletter',
    what: "the newsletter sign-up form's action URL from the e-mail marketing provider",
  },
  VITE_PRESS_KIT_URL: { kind: 'url', what: 'the shared folder with the full press kit' },
  VITE_SOCIAL_PROFILE_URL: { kind: 'url', what: 'the social profile (Instagram page) the site links to' },
  VITE_CMS_REPO: {
    kind: 'repo',
    what: 'the GitHub repository (owner/name) the content editor at /admin/ saves to, e.g. yourname/cat-tours',
  },
}

export const RELEASE_SETTINGS = Object.keys(demoSettings) as BusinessSetting[]

/**
 * Every setting of the table as a Vite `define` of `import.meta.env.VITE_…`: the value given to the build, else the
 * demo one. src/config.ts's reads then become plain values in the bundles, without the table or the names.
 */
export function settingDefines(given: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    RELEASE_SETTINGS.map((name) => [`import.meta.env.${name}`, JSON.stringify(given[name] ?? demoSettings[name])]),
  )
}

export interface SettingProblem {
  name: BusinessSetting
  what: string
  problem: string
}

/** Names no real site has (RFC 2606 and 6761): a value on one of them is still a placeholder. */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '')
  return (
    /(^|\.)(example|test|invalid|localhost)$/.test(name) ||
    /(^|\.)example\.(com|org|net)$/.test(name) ||
    name === 'localhost'
  )
}

/** A value shown in a message: quoted with its control characters escaped, and cut short. */
export function shown(value: string): string {
  return JSON.stringify(value.length > 120 ? `${value.slice(0, 117)}...` : value)
}

const EMAIL = /^[A-Za-z0-9._+'-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/
const ID = /^[A-Za-z0-9_-]+$/
/** GitHub's owner and repository names: letters, digits and `-` (owner), also `.` and `_` (repository). */
const REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/

function httpsUrl(value: string): URL | string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'is not a web address'
  }
  if (url.protocol !== 'https:') return `must start with https:// (it starts with ${url.protocol}//)`
  if (url.username || url.password) return 'must not carry a user name or password'
  if (!url.hostname.includes('.')) return `has no domain name (${shown(url.hostname)})`
  if (isReservedHost(url.hostname)) return `is a placeholder: ${url.hostname} is a reserved example name`
  return url
}

/** What is wrong with one value, or undefined when it is the business's own and well formed. */
export function settingProblem(name: BusinessSetting, value: string | undefined): string | undefined {
  if (value === undefined) return `not set, so the demo value ${shown(demoSettings[name])} would ship`
  if (value.trim() === '') return 'is empty'
  if (value === demoSettings[name]) return `set to the demo value ${shown(value)}`
  if (/[\s\p{Cc}]/u.test(value)) return `${shown(value)} contains spaces or control characters`
  const { kind } = settingHelp[name]
  if (kind === 'id') return ID.test(value) ? undefined : `${shown(value)} may hold only letters, digits, _ and -`
  if (kind === 'repo')
    return REPO.test(value) ? undefined : `${shown(value)} is not a GitHub repository written as owner/name`
  if (kind === 'email') {
    if (!EMAIL.test(value)) return `${shown(value)} is not an e-mail address like hello@yourdomain.com`
    const domain = value.slice(value.indexOf('@') + 1)
    return isReservedHost(domain) ? `${shown(value)} is a placeholder: ${domain} is a reserved example name` : undefined
  }
  const url = httpsUrl(value)
  if (typeof url === 'string') return `${shown(value)} ${url}`
  if (kind === 'origin' && (url.pathname !== '/' || url.search || url.hash || value.endsWith('?'))) {
    return `${shown(value)} must be an origin only, like ${url.origin} (no path, query or #)`
  }
  if (kind === 'newsletter' && !(url.searchParams.get('u') && url.searchParams.get('id'))) {
    return `${shown(value)} lacks the list's u= and id= parameters (copy the action of the provider's embedded form)`
  }
  return undefined
}

/** Every setting that is not ready for a release, in the table's order. */
export function releaseProblems(env: Readonly<Record<string, string | undefined>>): SettingProblem[] {
  return RELEASE_SETTINGS.flatMap((name) => {
    const problem = settingProblem(name, env[name])
    return problem === undefined ? [] : [{ name, what: settingHelp[name].what, problem }]
  })
}

const WHERE =
  "Set each as an environment variable of the build: in the host's build settings (Cloudflare Pages: Settings ›" +
  ' Variables and Secrets, for Production), in the shell before the command, or in .env.production.' +
  ' README.md › Configuration lists them.'

/** The refusal of `npm run build:release`: every problem, one per line, then where to set them. */
export function refusalMessage(problems: readonly SettingProblem[]): string {
  const lines = problems.map(({ name, what, problem }) => `  ${name}: ${problem}\n      ${what}`)
  const count = problems.length === 1 ? '1 setting is' : `${problems.length} settings are`
  return [`Release build refused: ${count} not ready.`, ...lines, WHERE].join('\n')
}

/** The short notice `npm run build` and `npm start` print while some settings are demo or malformed. */
export function demoNotice(problems: readonly SettingProblem[]): string | undefined {
  if (problems.length === 0) return undefined
  return (
    `Demo settings: ${problems.map((problem) => problem.name).join(', ')} ${problems.length === 1 ? 'is' : 'are'}` +
    " not the business's own yet. Fine to try the site; `npm run build:release` refuses them (README.md › Configuration)."
  )
}
