import { style } from '@vanilla-extract/css'
import { card as layoutCard } from '../styles/layout.css'
import { vars } from '../styles/vars.css'

export const card = style([layoutCard, { display: 'grid', alignContent: 'start' }])

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
})

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const text = style({ margin: 0, color: vars.color.inkMuted })
