import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'
import { vars } from '../styles/vars.css'

const base = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
})

const columns = (desktop: number) => ({
  '@media': {
    [media.tablet]: { gridTemplateColumns: `repeat(${Math.min(desktop, 2)}, minmax(0, 1fr))` },
    [media.desktop]: { gridTemplateColumns: `repeat(${desktop}, minmax(0, 1fr))` },
  },
})

export const grid = styleVariants({ 2: [base, columns(2)], 3: [base, columns(3)], 4: [base, columns(4)] })

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
})

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const text = style({ margin: 0, color: vars.color.inkMuted })
