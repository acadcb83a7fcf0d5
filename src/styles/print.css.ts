/**
 * The site on paper (a guest printing a tour page before the walk, a story, the press kit). In print the page is its
 * content, black on white: the browser leaves backgrounds out by default, so the white text of the heroes and the
 * dark bands would print white on white; fixed bars and buttons would repeat on every sheet and mean nothing there.
 * Print rules cost a page's first paint nothing: the critical CSS never inlines them (scripts/critical-css.ts).
 */
import { globalStyle, type StyleRule } from '@vanilla-extract/css'
import { media } from './breakpoints'

/**
 * A component's style that only works on a screen (fixed bars, floating buttons, status pills and toasts, the
 * header's tools, the booking calendar's frame), left off the paper. It stays one class: a class of its own on each
 * such element would add bytes to every page's HTML.
 */
export function screenOnly(rule: StyleRule): StyleRule {
  return { ...rule, '@media': { ...rule['@media'], [media.print]: { display: 'none !important' } } }
}

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.print]: {
      color: '#000 !important',
      background: 'transparent !important',
      boxShadow: 'none !important',
      textShadow: 'none !important',
    },
  },
})
globalStyle('body', { '@media': { [media.print]: { background: '#fff !important' } } })
// Every story, FAQ answer and stop starts on the sheet it is on, with its heading.
globalStyle('h1, h2, h3, h4', { '@media': { [media.print]: { breakAfter: 'avoid' } } })
globalStyle('img, svg, figure, blockquote, li', { '@media': { [media.print]: { breakInside: 'avoid' } } })
globalStyle('p', { '@media': { [media.print]: { orphans: 3, widows: 3 } } })
