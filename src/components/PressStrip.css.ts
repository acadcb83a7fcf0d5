import { style } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'
import { media } from '../styles/breakpoints'

export const strip = style({
  paddingBlock: vars.space['10'],
  background: vars.color.surfaceAlt,
  borderBlock: `1px solid ${vars.color.border}`,
})

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textAlign: 'center',
  color: vars.color.inkMuted,
  marginBottom: vars.space['6'],
})

export const logos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space['3']} ${vars.space['2']}`,
  '@media': { [media.tablet]: { gap: `${vars.space['4']} ${vars.space['8']}` } },
})

export const logoLink = style({
  display: 'block',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface } },
})

/** Muted in a row, so no outlet's colours shout over the others; full colour on hover and focus. */
export const logo = style({
  width: '92px',
  height: 'auto',
  filter: 'grayscale(1)',
  opacity: 0.8,
  transition: 'filter 150ms ease, opacity 150ms ease',
  selectors: { [`${logoLink}:hover &, ${logoLink}:focus-visible &`]: { filter: 'none', opacity: 1 } },
  '@media': { [media.tablet]: { width: '132px' } },
})

export const more = style({ textAlign: 'center', margin: `${vars.space['6']} 0 0`, fontWeight: 700 })
