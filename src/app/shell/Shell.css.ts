import { globalStyle, style, keyframes } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'
import { clearInline, clearOf } from '../../styles/safe-area'
import { screenOnly } from '../../styles/print.css'
import { outlinedInForcedColors } from '../../styles/forced-colors'
import { IN_A_FORM, STICKY_BAR_CLEARANCE } from '../../styles/floating.css'

export const skipLink = style(
  screenOnly({
    position: 'absolute',
    left: clearOf('left', vars.space['4']),
    top: '-100px',
    zIndex: vars.z.toast,
    padding: `${vars.space['3']} ${vars.space['4']}`,
    background: vars.color.surface,
    color: vars.color.ink,
    fontWeight: 700,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    selectors: { '&:focus': { top: clearOf('top', vars.space['4']) } },
  }),
)

export const banner = style(
  screenOnly({
    background: vars.color.brandStrong,
    color: vars.color.inverse,
    textAlign: 'center',
    fontSize: vars.fontSize.xs,
    lineHeight: 1.4,
    // First on the page: in the installed app on an iPhone, the status bar shows over its top.
    paddingTop: clearOf('top', vars.space['2']),
    paddingBottom: vars.space['2'],
    ...clearInline(vars.space['4']),
    '@media': { [media.tablet]: { fontSize: vars.fontSize.sm } },
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: vars.space['4'],
    rowGap: vars.space['1'],
  }),
)

export const bannerLink = style({
  color: vars.color.inverse,
  fontWeight: 700,
  selectors: { '&:hover': { color: vars.color.inverseAccentSoft } },
})
export const bannerMonth = style({ fontWeight: 600, color: vars.color.inverseAccentSoft })

export const main = style({ display: 'block', minHeight: '60vh', selectors: { '&:focus': { outline: 'none' } } })

const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } })

export const stickyBar = style(
  screenOnly({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.z.floating,
    background: vars.color.night,
    color: vars.color.inverse,
    boxShadow: '0 -8px 24px rgba(15, 20, 32, 0.25)',
    animation: `${rise} 250ms ease-out`,
  }),
)

export const stickyInner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  // Its buttons sit above the home indicator; the bar's background runs on behind it.
  paddingTop: vars.space['3'],
  paddingBottom: clearOf('bottom', vars.space['3']),
  ...clearInline(vars.space['4']),
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
})

export const stickyText = style({
  margin: 0,
  flex: 1,
  fontSize: vars.fontSize.sm,
  display: 'none',
  '@media': { [media.tablet]: { display: 'block', fontSize: vars.fontSize.md } },
})

export const stickyActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
  flex: '1 1 auto',
  justifyContent: 'flex-end',
  '@media': { [media.tablet]: { flex: 'none' } },
})

export const dismiss = style({
  width: '44px',
  height: '44px',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.12)',
  color: vars.color.inverse,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.24)' } },
})

export const floating = style(
  screenOnly({
    position: 'fixed',
    right: clearOf('right', vars.space['4']),
    bottom: clearOf('bottom', vars.space['4']),
    zIndex: vars.z.floating,
    width: '56px',
    height: '56px',
    borderRadius: vars.radius.full,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: vars.color.brand,
    color: vars.color.inverse,
    boxShadow: vars.shadow.lg,
    transition: 'bottom 200ms ease, background-color 150ms ease',
    selectors: {
      '&:hover': { background: vars.color.brandStrong, color: vars.color.inverse },
      '&[data-raised]': { bottom: clearOf('bottom', STICKY_BAR_CLEARANCE) },
    },
  }),
)

export const footer = style({
  background: vars.color.night,
  color: vars.color.inverseMuted,
  paddingTop: vars.space['12'],
  // The last line of the page stays above the home indicator.
  paddingBottom: clearOf('bottom', vars.space['12']),
  fontSize: vars.fontSize.sm,
})

export const footerGrid = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.4fr 1fr 1fr' },
  },
})

export const footerHeading = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.inverse,
  marginBottom: vars.space['3'],
})

export const footerLink = style({
  color: vars.color.inverseMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.inverseAccent, textDecoration: 'underline' } },
})

export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
})

export const social = style(screenOnly({ display: 'flex', gap: vars.space['2'], marginTop: vars.space['4'] }))

export const socialLink = style({
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.nightSoft,
  color: vars.color.inverse,
  selectors: { '&:hover': { background: vars.color.brand, color: vars.color.inverse } },
})

export const bottomLine = style({
  marginTop: vars.space['10'],
  paddingTop: vars.space['6'],
  borderTop: '1px solid rgba(255, 255, 255, 0.15)',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  justifyContent: 'space-between',
})

export const bottomLinks = style({ display: 'flex', gap: vars.space['4'] })

export const installHint = style({
  margin: `${vars.space['3']} 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.inverseMuted,
})
export const installRow = style(
  screenOnly({
    marginTop: vars.space['4'],
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['3'],
    alignItems: 'center',
  }),
)

// While a guest is in a form, the floating link and the sticky bar step aside (styles/floating.css.ts says why).
globalStyle(`${IN_A_FORM} :is(${floating}, ${stickyBar})`, { display: 'none' })

// A contrast theme drops the floating link's fill: it keeps its round shape as a line.
globalStyle(floating, { '@media': { [media.forcedColors]: outlinedInForcedColors } })
