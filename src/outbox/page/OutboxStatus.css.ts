import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { clearOf, safeArea } from '../../styles/safe-area'
import { visibleHeight } from '../../styles/visible-height'
import { screenOnly } from '../../styles/print.css'
import { outlinedInForcedColors } from '../../styles/forced-colors'
import { media } from '../../styles/breakpoints'

export const waiting = style({ display: 'contents' })

export const pill = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  background: vars.color.accent,
  color: vars.color.inverse,
  boxShadow: vars.shadow.md,
})

export const panel = style(
  screenOnly({
    position: 'fixed',
    zIndex: vars.z.toast,
    left: clearOf('left', vars.space['4']),
    right: clearOf('right', vars.space['4']),
    top: clearOf('top', vars.space['4']),
    maxWidth: '560px',
    marginInline: 'auto',
    maxHeight: visibleHeight(100, (screen) => `calc(${screen} - 2rem - ${safeArea.top} - ${safeArea.bottom})`),
    overflowY: 'auto',
    padding: vars.space['5'],
    background: vars.color.surface,
    border: `2px solid ${vars.color.danger}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    display: 'grid',
    gap: vars.space['3'],
  }),
)

export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0, color: vars.color.danger })
export const message = style({ display: 'grid', gap: vars.space['2'] })
export const reason = style({ margin: 0 })
export const text = style({
  margin: 0,
  padding: vars.space['3'],
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  maxHeight: visibleHeight(40),
  overflowY: 'auto',
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

// A contrast theme drops the pill's fill: it keeps its shape as a line, apart from the page under it.
globalStyle(pill, { '@media': { [media.forcedColors]: outlinedInForcedColors } })
