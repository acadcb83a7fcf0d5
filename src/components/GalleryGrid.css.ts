import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'
import { media } from '../styles/breakpoints'

const base = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gap: vars.space['4'] } },
})

/**
 * A thumbnail far below the screen is neither laid out nor painted, and its picture not fetched, until the guest
 * scrolls near it: the gallery's thirty are most of its page's layout work and image bytes while it loads
 * (decision 0012). The remembered size (`auto`) keeps the page's height once a thumbnail has been shown; before,
 * a 4:3 thumbnail of a phone's two columns.
 */
globalStyle(`${base} > li`, { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 140px' })

const columnsAt = (tablet: number, desktop: number) => ({
  '@media': {
    [media.tablet]: { gridTemplateColumns: `repeat(${tablet}, minmax(0, 1fr))` },
    [media.desktop]: { gridTemplateColumns: `repeat(${desktop}, minmax(0, 1fr))` },
  },
})

/** SPEC §9 gallery columns 2, 3 or 4: phones always show 2, tablets at most 3. */
export const grid = styleVariants({
  2: [base, columnsAt(2, 2)],
  3: [base, columnsAt(3, 3)],
  4: [base, columnsAt(3, 4)],
})

export const thumb = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
  cursor: 'zoom-in',
  boxShadow: vars.shadow.sm,
})

export const thumbImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 250ms ease',
  selectors: {
    [`${thumb}:hover &, ${thumb}:focus-visible &`]: { transform: 'scale(1.04)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none', transform: 'none' } },
})

export const empty = style({
  padding: vars.space['8'],
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
})
export const emptyTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  margin: `0 0 ${vars.space['2']}`,
})
export const emptyText = style({ color: vars.color.inkMuted, margin: 0 })

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
const appear = keyframes({ to: { opacity: 1 } })

/** Shown only if loading takes long enough to notice, so a fast load does not flash it. */
export const spinner = style({
  display: 'block',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: '4px solid rgba(255, 255, 255, 0.25)',
  borderTopColor: vars.color.inverse,
  opacity: 0,
  animation: `${appear} 1ms 200ms forwards, ${spin} 900ms linear infinite`,
  // A still ring: the global reduced-motion rule would otherwise make the spin flicker.
  '@media': { [media.reducedMotion]: { animation: `${appear} 1ms 200ms forwards` } },
})

/** While the lightbox's own code loads (normally from the precache, in a blink). */
export const opening = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(10, 13, 20, 0.94)',
})
