import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { columnGrid } from '../../styles/layout.css'
import { vars } from '../../styles/vars.css'

export const muted = style({ color: vars.color.inkMuted, margin: 0 })

export const trustBar = style({
  listStyle: 'none',
  margin: 0,
  // Block padding only: the inline padding is the container's (the page's margins, clear of a notch).
  paddingBlock: vars.space['4'],
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space['3']} ${vars.space['8']}`,
  fontWeight: 700,
  color: vars.color.ink,
})
export const trustItem = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] })
export const trustMark = style({ color: vars.color.brand })

export const note = style({
  marginTop: vars.space['6'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.sm,
  maxWidth: '70ch',
})

export const search = style({ display: 'grid', gap: vars.space['2'], marginBottom: vars.space['6'], maxWidth: '36rem' })
export const searchLabel = style({ fontWeight: 700 })
export const searchBox = style({ position: 'relative' })
export const searchIcon = style({
  position: 'absolute',
  left: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.inkMuted,
})
export const searchInput = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['3']} ${vars.space['10']}`,
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const searchStatus = style({ margin: 0, minHeight: '1.6em', color: vars.color.inkMuted })

export const empty = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['8'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})
export const emptyTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  margin: 0,
})

export const expectations = columnGrid[3]
export const expectationsPlaceholder = style({ color: vars.color.inkMuted })

export const faq = style({ maxWidth: '48rem' })

/** Four cards: one column on a phone, two by two from the tablet breakpoint. */
export const tourGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
