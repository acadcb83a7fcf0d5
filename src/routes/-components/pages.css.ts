import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

export const factsBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['5'],
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const fact = style({ display: 'grid', gap: vars.space['1'] })
export const factLabel = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.inkMuted,
  fontWeight: 700,
})
export const factValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  margin: 0,
})

export const badge = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  padding: `2px ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
})

export const muted = style({ color: vars.color.inkMuted, margin: 0 })
export const priceNote = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, margin: 0 })
export const cardFooter = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
})

export const stops = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  counterReset: 'stop',
})
export const stop = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem 1fr',
  gap: vars.space['3'],
  alignItems: 'start',
  counterIncrement: 'stop',
  selectors: {
    '&::before': {
      content: 'counter(stop)',
      display: 'grid',
      placeItems: 'center',
      width: '2.5rem',
      height: '2.5rem',
      borderRadius: vars.radius.full,
      background: vars.color.brand,
      color: vars.color.inverse,
      fontWeight: 700,
    },
  },
})
export const stopTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space['1']} 0` })

export const split = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.desktop]: { gridTemplateColumns: '1.4fr 1fr', alignItems: 'start' } },
})

export const callout = style({
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.night,
  color: vars.color.inverse,
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
})

export const calloutTitle = style({ fontSize: vars.fontSize['2xl'], margin: 0 })

export const sitemapColumns = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space['6']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

globalStyle(`${breadcrumb} > li + li::before`, { content: '"›"', marginInlineEnd: vars.space['2'] })

export const calloutText = style({ margin: 0, color: vars.color.inverseMuted, maxWidth: '60ch' })
export const calloutLink = style({
  color: vars.color.inverseAccent,
  fontWeight: 600,
  selectors: { '&:hover': { color: vars.color.inverse } },
})
export const readMore = style({ marginTop: 'auto', fontWeight: 700 })

export const offlineNote = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.notice,
  color: vars.color.noticeInk,
  border: `1px solid ${vars.color.noticeBorder}`,
  fontWeight: 600,
})

/** A form's column: wide enough for two fields side by side, narrow enough to read. */
export const formColumn = style({ maxWidth: '52rem' })

export const tourCard = style({ paddingTop: 0, overflow: 'hidden' })
export const tourCardMedia = style({
  display: 'block',
  margin: `0 calc(-1 * ${vars.space['6']})`,
  aspectRatio: '16 / 9',
  background: vars.color.surfaceAlt,
  overflow: 'hidden',
})
globalStyle(`${tourCardMedia} img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 300ms ease-out',
})
globalStyle(`${tourCardMedia}:hover img`, {
  transform: 'scale(1.03)',
  '@media': { '(prefers-reduced-motion: reduce)': { transform: 'none' } },
})

export const trustSection = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` })

/** A list drawn as cards: no bullets, no indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })
