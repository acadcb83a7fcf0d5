import { style, styleVariants, keyframes } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { clearOf } from '../../styles/safe-area'
import { screenOnly } from '../../styles/print.css'

const slideIn = keyframes({
  from: { transform: 'translateY(12px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
})

export const region = style(
  screenOnly({
    position: 'fixed',
    zIndex: vars.z.toast,
    left: clearOf('left', vars.space['4']),
    right: clearOf('right', vars.space['4']),
    // "Update available" and its Reload button stay above the home indicator.
    bottom: clearOf('bottom', vars.space['4']),
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: vars.space['2'],
    pointerEvents: 'none',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
)

export const item = style({ pointerEvents: 'auto', width: 'min(100%, 380px)' })

const base = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  animation: `${slideIn} 200ms ease-out`,
})

export const toast = styleVariants({
  default: [base, { background: vars.color.surface, color: vars.color.ink }],
  success: [base, { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success }],
  destructive: [base, { background: vars.color.danger, color: vars.color.inverse, borderColor: vars.color.danger }],
})

export const title = style({ fontWeight: 700, margin: 0 })
export const description = style({ margin: 0, fontSize: vars.fontSize.sm })
export const buttons = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' })
export const close = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space['1'],
  minWidth: '32px',
  minHeight: '32px',
})
export const action = style({
  background: 'transparent',
  color: 'inherit',
  border: '1px solid currentColor',
  borderRadius: vars.radius.full,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  fontWeight: 700,
  cursor: 'pointer',
  minHeight: '32px',
})
