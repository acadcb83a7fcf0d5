import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

export const cards = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['2'] })

export const calculatorWrap = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
})

export const othersTitle = style({ marginTop: vars.space['10'] })
