import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

export const articles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const article = style({ height: '100%' })

export const source = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] })
export const logo = style({ width: '144px', height: 'auto' })
export const meta = style({ display: 'grid', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
export const publication = style({ fontWeight: 700, color: vars.color.ink })

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 })

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `4px solid ${vars.color.brand}`,
  fontFamily: vars.font.heading,
  fontStyle: 'italic',
  fontSize: vars.fontSize.md,
})
globalStyle(`${quote} p`, { margin: 0 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })
