import { style } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'

export const body = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' })
export const suggestion = style({
  fontSize: vars.fontSize.lg,
  padding: vars.space['4'],
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
  margin: 0,
})
export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 })
