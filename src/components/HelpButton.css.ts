import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'
import { media } from '../styles/breakpoints'
import { HIGHLIGHT_ATTRIBUTE } from './scroll-to-section'
import { clearOf } from '../styles/safe-area'
import { STICKY_BAR_CLEARANCE, IN_A_FORM, statusStack } from '../styles/floating.css'
import { screenOnly } from '../styles/print.css'
import { outlinedInForcedColors } from '../styles/forced-colors'

const HEIGHT = '48px'

// Bottom-left: the shell's floating booking link holds the bottom-right corner.
export const help = style(
  screenOnly({
    position: 'fixed',
    left: clearOf('left', vars.space['4']),
    bottom: clearOf('bottom', vars.space['4']),
    zIndex: vars.z.floating,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: HEIGHT,
    padding: `0 ${vars.space['4']} 0 ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    border: 'none',
    textDecoration: 'none',
    background: vars.color.accent,
    color: vars.color.inverse,
    fontWeight: 700,
    fontSize: vars.fontSize.sm,
    boxShadow: vars.shadow.lg,
    cursor: 'pointer',
    // A link now (decision 0013): it keeps its own colours, not the page's link colours.
    selectors: {
      '&:visited': { color: vars.color.inverse },
      '&:hover': { background: '#0b544e', color: vars.color.inverse },
    },
    transition: 'bottom 200ms ease',
    '@media': { [media.mobileOnly]: { paddingRight: vars.space['2'] } },
  }),
)

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.2)',
  fontSize: vars.fontSize.lg,
})

export const text = style({ '@media': { [media.mobileOnly]: { display: 'none' } } })

// Rise with the shell's floating link when the sticky booking bar is shown (it marks itself data-raised).
globalStyle(`body:has([data-raised]) ${help}`, { bottom: clearOf('bottom', STICKY_BAR_CLEARANCE) })

// Steps aside while a field is typed in, as the shell's floating parts do: on a phone it would cover the field.
globalStyle(`${IN_A_FORM} ${help}`, { display: 'none' })

// The shell's status messages ("You're offline", messages waiting to send) share the bottom-left corner: on a page
// with a help button they stand above it instead of covering it, and rise with it.
const above = (clearance: string) => clearOf('bottom', `calc(${clearance} + ${HEIGHT} + ${vars.space['2']})`)
globalStyle(`body:has(${help}) ${statusStack}`, { bottom: above(vars.space['4']) })
globalStyle(`body:has(${help}) ${statusStack}[data-raised]`, { bottom: above(STICKY_BAR_CLEARANCE) })

// The pulse drawn on a section a help button led to: two 1 s beats, the 2 s the attribute stays set.
const pulse = keyframes({
  '0%, 100%': { boxShadow: 'inset 0 0 0 0 rgba(15, 107, 99, 0)' },
  '50%': { boxShadow: `inset 0 0 0 6px ${vars.color.accent}`, backgroundColor: vars.color.accentSoft },
})

globalStyle(`[${HIGHLIGHT_ATTRIBUTE}]`, {
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1s ease-in-out 2` },
    // Without motion the section is still marked, by a steady ring, for the same 2 s.
    [media.reducedMotion]: { boxShadow: `inset 0 0 0 6px ${vars.color.accent}` },
  },
})

// A contrast theme drops the button's fill: it keeps its round shape as a line.
globalStyle(help, { '@media': { [media.forcedColors]: outlinedInForcedColors } })
