import { globalStyle } from '@vanilla-extract/css'
import { vars } from './vars.css'
import { media } from './breakpoints'
import { safeArea } from './safe-area'
import './print.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Below the header held at the top, and the status bar above it in the installed app on an iPhone.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + 16px + ${safeArea.top})`,
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
})
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
})
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space['4']}`,
  color: 'inherit',
  textWrap: 'balance',
})
globalStyle('p', { margin: `0 0 ${vars.space['4']}` })
globalStyle('img, svg', { maxWidth: '100%', display: 'block' })
globalStyle('a', { color: vars.color.brandStrong, textUnderlineOffset: '0.15em' })
globalStyle('a:hover', { color: vars.color.brand })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('button', { font: 'inherit' })
globalStyle('body[data-scroll-locked]', { overflow: 'hidden' })
globalStyle('*', {
  '@media': {
    [media.reducedMotion]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
})

globalStyle('.sr-only', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

globalStyle('.offline-hint', { fontSize: '0.85em', fontWeight: 400, opacity: 0.85 })
