import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'
import { media } from '../styles/breakpoints'

export const carousel = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  maxWidth: '52rem',
  marginInline: 'auto',
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
})

export const viewport = style({ minHeight: '11rem', display: 'grid', alignItems: 'center' })

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const slide = style({
  textAlign: 'center',
  animation: `${fadeIn} 400ms ease`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['4'] })

export const quote = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
})

export const caption = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'center' })
export const author = style({ fontWeight: 700 })
export const role = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm })
export const source = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
})

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space['3'] })

export const arrow = style({
  flex: 'none',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
})

// 8px between 24px targets keeps a fingertip on one dot (Lighthouse tap-targets: under 25% overlap).
export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['2'] })

// 24px hit area around a 10px dot (WCAG 2.5.8 target size).
export const dot = style({
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: {
    '&::before': {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: vars.radius.full,
      background: vars.color.border,
      transition: 'background-color 150ms ease, transform 150ms ease',
    },
    '&[aria-current="true"]::before': { background: vars.color.brand, transform: 'scale(1.3)' },
    '&:hover::before': { background: vars.color.brandStrong },
  },
})
