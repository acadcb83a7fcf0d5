import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'
import { media } from '../styles/breakpoints'

export const body = style({ fontSize: vars.fontSize.md, lineHeight: 1.7 })

export const heading = styleVariants({
  2: { fontSize: vars.fontSize['2xl'], marginTop: vars.space['10'], marginBottom: vars.space['4'] },
  3: { fontSize: vars.fontSize.xl, marginTop: vars.space['8'], marginBottom: vars.space['3'] },
})

export const paragraph = style({ margin: `0 0 ${vars.space['5']}` })

export const list = style({
  margin: `0 0 ${vars.space['6']}`,
  paddingInlineStart: vars.space['6'],
  display: 'grid',
  gap: vars.space['2'],
})

export const item = style({ paddingInlineStart: vars.space['1'] })

export const figure = style({ margin: `${vars.space['8']} 0` })

export const picture = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg, boxShadow: vars.shadow.md })

export const caption = style({
  marginTop: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  fontStyle: 'italic',
})

// On paper a link to another site shows where it goes.
globalStyle(`${body} a[href^="http"]::after`, {
  '@media': { [media.print]: { content: '" (" attr(href) ")"', fontSize: '0.85em', overflowWrap: 'anywhere' } },
})
