import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(6px)' }, to: { opacity: 1, transform: 'none' } })

/** The white card a form sits in. */
export const card = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
})

export const heading = style({
  fontSize: vars.fontSize['2xl'],
  margin: 0,
  selectors: { '&:focus': { outline: 'none' } },
})

export const intro = style({ margin: 0, color: vars.color.inkMuted })

/** Wraps every control, so one `disabled` turns the whole form off while it is being sent. */
export const fieldset = style({ display: 'grid', gap: vars.space['5'], margin: 0, padding: 0, border: 0, minWidth: 0 })

/** Two fields side by side from the tablet breakpoint up. */
export const pair = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const actions = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' })

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted, maxWidth: '60ch' })

export const banner = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  animation: `${appear} 160ms ease-out`,
})

const panelBase = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${vars.space['10']} ${vars.space['5']}`,
  borderRadius: vars.radius.md,
  animation: `${appear} 200ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
})

export const successPanel = style([panelBase, { background: vars.color.successSoft, color: vars.color.success }])

export const savedPanel = style([panelBase, { background: vars.color.accentSoft, color: vars.color.accent }])

export const panelIcon = style({ width: '3rem', height: '3rem' })

export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0, color: vars.color.ink })

export const panelText = style({ margin: 0, color: vars.color.ink, maxWidth: '48ch' })

export const submit = style({ minWidth: '11rem' })
