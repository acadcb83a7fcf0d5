import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './vars.css'
import { media } from './breakpoints'
import { clearInline } from './safe-area'

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  ...clearInline(vars.space['5']),
  '@media': { [media.tablet]: clearInline(vars.space['8']) },
})

export const section = style({
  paddingBlock: vars.space['12'],
  '@media': { [media.tablet]: { paddingBlock: vars.space['16'] } },
})

export const sectionAlt = style([section, { background: vars.color.surfaceAlt }])

export const sectionTitle = style({ fontSize: vars.fontSize['2xl'], marginBottom: vars.space['6'] })

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted, maxWidth: '65ch' })

export const prose = style({ maxWidth: '70ch' })

export const cardGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: 0 })

export const linkList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space['2'] })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' })

const columnGridBase = style({
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

/** A list laid out in at most 2, 3 or 4 columns (SPEC §9 grids): one on a phone, two from the tablet breakpoint. */
export const columnGrid = styleVariants({
  2: [columnGridBase, columns(2)],
  3: [columnGridBase, columns(3)],
  4: [columnGridBase, columns(4)],
})
