/**
 * How each press outlet's wordmark is set (scripts/press-logos/wordmark.ts draws it at build time): design, not
 * content, so it stays here while the outlets' names and links are the business's (content/press.yaml). Only the build
 * reads this file, so the pages that show the logos never load it. An outlet without a wordmark here, or whose name no
 * longer reads as its wordmark's lines, is drawn in the plain style from its name: a new outlet has a logo at once.
 */

/** How scripts/press-logos/wordmark.ts sets an outlet's name; each style is a different typographic layout. */
export type WordmarkStyle =
  | 'masthead'
  | 'stacked'
  | 'italic'
  | 'underline'
  | 'ruled'
  | 'typewriter'
  | 'block'
  | 'badge'
  | 'caption'
  | 'almanac'
  | 'wave'
  | 'plain'

export interface Wordmark {
  style: WordmarkStyle
  /** Small line above the name ("The"). */
  kicker?: string
  main: string
  /** Small line below the name ("Weekly"). */
  tagline?: string
  ink: string
  accent: string
}

/** By outlet slug (tests/press.test.ts checks each names an outlet of content/press.yaml and spells its name). */
export const wordmarks: Readonly<Record<string, Wordmark>> = {
  'gotham-ledger': { style: 'masthead', kicker: 'The', main: 'Gotham Ledger', ink: '#1f1a17', accent: '#1f1a17' },
  'brooklyn-stoop-weekly': {
    style: 'stacked',
    main: 'Brooklyn Stoop',
    tagline: 'Weekly',
    ink: '#1b2435',
    accent: '#b93f0c',
  },
  'whisker-and-quill': { style: 'italic', main: 'Whisker & Quill', ink: '#4a2b5e', accent: '#b93f0c' },
  'harborlight-travel': {
    style: 'underline',
    main: 'Harborlight',
    tagline: 'Travel',
    ink: '#0f4c5c',
    accent: '#e2762f',
  },
  'east-river-courier': {
    style: 'ruled',
    kicker: 'The East River',
    main: 'Courier',
    ink: '#23395b',
    accent: '#23395b',
  },
  'lantern-street-gazette': {
    style: 'typewriter',
    kicker: 'Lantern Street',
    main: 'Gazette',
    ink: '#2d2d2d',
    accent: '#8f2f07',
  },
  'sidewalk-sundays': { style: 'block', main: 'Sidewalk Sundays', ink: '#ffffff', accent: '#0f6b63' },
  'nine-lives-digest': {
    style: 'badge',
    kicker: '9',
    main: 'Nine Lives',
    tagline: 'Digest',
    ink: '#1b2435',
    accent: '#b93f0c',
  },
  'promenade-post': {
    style: 'caption',
    main: 'The Promenade Post',
    tagline: 'Brooklyn Heights',
    ink: '#17324d',
    accent: '#6b7f99',
  },
  'downtown-almanac': { style: 'almanac', kicker: 'Downtown', main: 'Almanac', ink: '#3b2a1a', accent: '#b08d57' },
  'ferryline-radio-hour': {
    style: 'wave',
    main: 'Ferryline',
    tagline: 'Radio Hour',
    ink: '#14213d',
    accent: '#0f6b63',
  },
}

/** The colours of a plain wordmark: the site's navy ink and its rust accent, as most designed marks use. */
const PLAIN_INK = '#1b2435'
const PLAIN_ACCENT = '#b93f0c'

/**
 * Whether the wordmark reads as the outlet's name: its name line, with the line above and the one below where the
 * name runs on to them ("The" + "Gotham Ledger", "Harborlight" + "Travel"); a tagline of its own may follow.
 */
export function spellsName(mark: Wordmark, name: string): boolean {
  const readings = [
    [mark.main],
    [mark.kicker, mark.main],
    [mark.main, mark.tagline],
    [mark.kicker, mark.main, mark.tagline],
  ]
  return readings.some((lines) => lines.every(Boolean) && lines.join(' ') === name)
}

/** The outlet's designed wordmark, or a plain one of its name (a new outlet, or one renamed since). */
export function wordmarkOf(outlet: { slug: string; name: string }): Wordmark {
  const designed = wordmarks[outlet.slug]
  if (designed && spellsName(designed, outlet.name)) return designed
  return { style: 'plain', main: outlet.name, ink: PLAIN_INK, accent: PLAIN_ACCENT }
}
