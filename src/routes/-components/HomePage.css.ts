import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/vars.css'
import { container } from '../../styles/layout.css'

export const testimonial = style({
  margin: '0 auto',
  textAlign: 'center',
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'center',
})
export const stars = style({ color: vars.color.brand, letterSpacing: '0.2em', fontSize: vars.fontSize.lg, margin: 0 })
export const quote = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  maxWidth: '40ch',
  lineHeight: vars.lineHeight.tight,
})
globalStyle(`${quote} p`, { margin: 0 })
export const cite = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const seasonBanner = style({ background: vars.color.brandStrong, color: vars.color.inverse })
// The band's line sits in the page's container, so it lines up with the sections' text and keeps clear of a notch.
export const seasonText = style([
  container,
  {
    marginBlock: 0,
    paddingBlock: vars.space['4'],
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: `${vars.space['2']} ${vars.space['6']}`,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: 700,
  },
])
export const seasonLink = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.inverse,
  border: '2px solid currentColor',
  borderRadius: vars.radius.full,
  padding: `${vars.space['1']} ${vars.space['4']}`,
  textDecoration: 'none',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.15)' } },
})

export const promo = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'center',
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr auto' } },
})
export const promoIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandStrong,
})

export const benefits = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space['3'] })
globalStyle(`${benefits} li`, { position: 'relative', paddingLeft: vars.space['8'] })
globalStyle(`${benefits} li::before`, {
  content: '"✓"',
  position: 'absolute',
  left: 0,
  top: 0,
  width: '1.5rem',
  height: '1.5rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.xs,
})

export const ratingCard = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.night,
  color: vars.color.inverse,
  textAlign: 'center',
})
globalStyle(`${ratingCard} p`, { margin: 0 })
export const ratingValue = style({ fontFamily: vars.font.heading, fontSize: '4rem', fontWeight: 700, lineHeight: 1 })

export const after = style({ marginTop: vars.space['6'] })

export const book = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 16rem) 1fr' } },
})
export const bookCover = style({
  justifySelf: 'center',
  width: '100%',
  maxWidth: '16rem',
  aspectRatio: '2 / 3',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.surfaceAlt,
  borderRadius: `${vars.radius.sm} ${vars.radius.md} ${vars.radius.md} ${vars.radius.sm}`,
  background: `linear-gradient(90deg, rgba(0, 0, 0, 0.25) 0 6%, transparent 6%), linear-gradient(160deg, ${vars.color.nightSoft}, ${vars.color.night})`,
  boxShadow: vars.shadow.lg,
})
export const bookCoverTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
})
export const bookCoverRule = style({ width: '3rem', height: '3px', background: '#e2762f' })
export const bookCoverSub = style({ fontSize: vars.fontSize.sm, letterSpacing: '0.04em' })
export const bookText = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' })
globalStyle(`${bookText} p, ${bookText} h2`, { margin: 0 })
