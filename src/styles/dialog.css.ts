import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './vars.css'

/** Shared by the dialogs (mobile menu, search overlay): the dimmed backdrop and the round close button. */
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const dialogOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: 'rgba(15, 20, 32, 0.6)',
  animation: `${fade} 180ms ease-out`,
})

export const dialogClose = style({
  flex: 'none',
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.ink,
  cursor: 'pointer',
})
