import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'

// alignContent start: a field beside a taller one (a two-line error) keeps its label and control together.
export const field = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
})

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.sm, padding: 0 })

export const optional = style({ fontWeight: 400, color: vars.color.inkMuted })

const controlBase = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.ink,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: '#cbbda9' },
    '&:focus': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}`, outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceAlt, color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
})

export const control = controlBase

export const textarea = style([
  controlBase,
  { minHeight: '9rem', resize: 'vertical', lineHeight: vars.lineHeight.normal },
])

export const select = style([
  controlBase,
  {
    appearance: 'none',
    paddingInlineEnd: vars.space['10'],
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2357504a' stroke-width='2'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space['4']} center`,
  },
])

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })

export const counterRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  alignItems: 'start',
})

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

export const counterOver = style({ color: vars.color.danger, fontWeight: 700 })

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
})

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

/** A radio option drawn as a pill; the real radio stays visible for clarity and focus. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, fontWeight: 700 },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '[aria-invalid="true"] &': { borderColor: vars.color.danger },
  },
})

export const radio = style({
  width: '1.1rem',
  height: '1.1rem',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': { outline: 'none' } },
})

export const checkboxLabel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
})

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: '0.15rem 0 0',
  flexShrink: 0,
  accentColor: vars.color.brand,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' } },
})
