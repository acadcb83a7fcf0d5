import { globalStyle, style, keyframes } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { dialog } from '../../styles/dialog.css'
import { clearOf } from '../../styles/safe-area'
import { selectedInForcedColors } from '../../styles/forced-colors'
import { media } from '../../styles/breakpoints'

const slide = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })

export { dialogClose as close } from '../../styles/dialog.css'

export const panel = style([
  dialog,
  {
    top: 0,
    right: 0,
    bottom: 0,
    left: 'auto',
    height: '100%',
    width: 'min(86vw, 360px)',
    // Full height at the right edge: its close button and last link keep clear of the status bar, the home
    // indicator and, in landscape, the notch's side.
    paddingTop: clearOf('top', vars.space['5']),
    paddingRight: clearOf('right', vars.space['5']),
    paddingBottom: clearOf('bottom', vars.space['5']),
    flexDirection: 'column',
    gap: vars.space['4'],
    selectors: { '&[open]': { display: 'flex', animation: `${slide} 250ms ease-out` } },
  },
])

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] })
export const subList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space['2']} ${vars.space['4']}`,
  padding: 0,
  borderLeft: `2px solid ${vars.color.border}`,
})

const linkBase = {
  display: 'block',
  textDecoration: 'none',
  color: vars.color.ink,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[data-status="active"]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
  },
} as const

export const link = style({
  ...linkBase,
  padding: `${vars.space['3']} ${vars.space['3']}`,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
})
export const subLink = style({ ...linkBase, padding: `${vars.space['2']} ${vars.space['3']}`, fontWeight: 600 })
export const note = style({ fontWeight: 400, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
export const footer = style({ marginTop: 'auto', display: 'grid', gap: vars.space['3'] })

// A contrast theme drops the current page's fill: it keeps the system's selection colours instead.
globalStyle(`:is(${link}, ${subLink})[data-status="active"]`, {
  '@media': { [media.forcedColors]: selectedInForcedColors },
})
