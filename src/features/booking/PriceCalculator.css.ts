import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'

export const calculator = style({ display: 'grid', gap: vars.space['3'] })
export const label = style({ fontWeight: 700 })
export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space['2'] })
export const input = style({
  width: '6rem',
  minHeight: '48px',
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  selectors: { '&:focus': { borderColor: vars.color.brand, outline: 'none' } },
})
export const stepper = style({
  width: '48px',
  minHeight: '48px',
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
})
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
export const total = style({ margin: 0, fontSize: vars.fontSize.lg })
