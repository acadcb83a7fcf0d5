import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { outlinedInForcedColors } from '../../styles/forced-colors'
import { media } from '../../styles/breakpoints'

export const region = style({ display: 'contents' })

const pillBase = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  boxShadow: vars.shadow.md,
})

export const pill = styleVariants({
  info: [pillBase, { background: vars.color.night, color: vars.color.inverse }],
  offline: [
    pillBase,
    { background: vars.color.notice, color: vars.color.noticeInk, border: `1px solid ${vars.color.noticeBorder}` },
  ],
})

// A contrast theme drops a pill's fill: it keeps its shape as a line, apart from the page under it.
globalStyle(pillBase, { '@media': { [media.forcedColors]: outlinedInForcedColors } })
