import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

// Bottom-left: the shell's floating booking link holds the bottom-right corner.
export const help = style({
  position: 'fixed',
  left: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.z.floating,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '48px',
  padding: `0 ${vars.space['4']} 0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.inverse,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { background: '#0b544e' } },
  transition: 'bottom 200ms ease',
  '@media': { [media.mobileOnly]: { paddingRight: vars.space['2'] } },
})

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
globalStyle(`body:has([data-raised]) ${help}`, { bottom: '84px' })
