import { style } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'

export const wrapper = style({ position: 'relative', display: 'inline-flex' })

export const bubble = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: '50%',
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  background: vars.color.night,
  color: vars.color.inverse,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  zIndex: 1,
})
