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
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      paddingRight: vars.space['1'],
      background: vars.color.notice,
      color: vars.color.noticeInk,
      border: `1px solid ${vars.color.noticeBorder}`,
    },
  ],
})

/** The offline notice's close button: the one thing in the status corner that takes a tap. */
export const hide = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.08)' } },
})

// A contrast theme drops a pill's fill: it keeps its shape as a line, apart from the page under it.
globalStyle(pillBase, { '@media': { [media.forcedColors]: outlinedInForcedColors } })
