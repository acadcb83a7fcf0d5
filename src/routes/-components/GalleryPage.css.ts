import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'

export const eyebrow = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})
