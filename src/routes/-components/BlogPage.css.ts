import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'
import { selectedInForcedColors } from '../../styles/forced-colors'

export const toolbar = style({
  display: 'grid',
  gap: vars.space['4'],
  marginBottom: vars.space['6'],
  padding: vars.space['5'],
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: vars.space['6'] } },
})

export const searchForm = style({ display: 'grid', gap: vars.space['2'], margin: 0 })
export const filter = style({ display: 'grid', gap: vars.space['2'] })

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.ink })

export const searchInput = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid #b9ab99`,
  borderRadius: vars.radius.full,
  selectors: { '&::placeholder': { color: vars.color.inkMuted } },
})

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const chip = style({
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.inverse },
  },
})

export const status = style({ marginBottom: vars.space['4'] })
export const count = style({ margin: 0, fontWeight: 600, color: vars.color.inkMuted })

export const emptyState = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['5']}`,
  textAlign: 'center',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})
export const emptyTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  margin: 0,
})
export const emptyText = style({ margin: 0, color: vars.color.inkMuted })

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})
export const cardImage = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' })
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  flex: 1,
  padding: vars.space['6'],
})
export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})
export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: 0 })

export const topicsTitle = style({ fontSize: vars.fontSize['2xl'], marginBottom: vars.space['6'] })
export const topicList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
})
export const topicButton = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.ink,
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
})
export const topicCount = style({ fontWeight: 400, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const postColumn = style({ maxWidth: '70ch', marginInline: 'auto' })
export const loading = style({
  padding: `${vars.space['10']} 0`,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
})
export const unavailable = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  padding: `${vars.space['6']} 0`,
  fontSize: vars.fontSize.lg,
})
export const byline = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, marginBottom: vars.space['6'] })

export const tags = style({
  margin: `${vars.space['10']} 0 ${vars.space['8']}`,
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
})
export const tagsTitle = style({
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.inkMuted,
})
export const tagList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
})
export const tag = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})

export const calloutActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

// A contrast theme drops the pressed topic's fill: it keeps the system's selection colours instead.
globalStyle(`${chip}[aria-pressed="true"]`, { '@media': { [media.forcedColors]: selectedInForcedColors } })
