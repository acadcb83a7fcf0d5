import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'
import { container } from '../styles/layout.css'
import { HERO_FOCUS } from '../content/images'
import { PHOTO_FOCUS_PROPERTY } from '../content/photo-table'
import { screenOnly } from '../styles/print.css'
import { media } from '../styles/breakpoints'

const base = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  color: vars.color.inverse,
  paddingTop: '112px',
  paddingBottom: vars.space['12'],
  background: [
    'radial-gradient(circle at 85% 20%, rgba(232, 120, 60, 0.45), transparent 45%)',
    'radial-gradient(circle at 10% 90%, rgba(15, 107, 99, 0.5), transparent 50%)',
    `linear-gradient(135deg, ${vars.color.night}, #26334d 60%, #3a2a33)`,
  ].join(', '),
  overflow: 'hidden',
})

/** The least height of each size, in vh (SPEC §2 Home); the hero grows with its text. */
export const minHeightVh = { full: 100, large: 80, medium: 60, small: 40 } as const

export const hero = styleVariants(minHeightVh, (vh) => [
  base,
  // On paper the hero is its headline: no height of a screen, no room kept for the header.
  {
    minHeight: `${vh}vh`,
    '@media': { [media.print]: { minHeight: 'auto', paddingTop: 0, paddingBottom: vars.space['6'] } },
  },
])

export const backdrop = style(screenOnly({ position: 'absolute', inset: 0 }))

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // A photo is kept in view around its focal point (set on its <img> by the photos' stylesheet); the illustrations
  // keep their cat on the right, away from the headline.
  objectPosition: `var(${PHOTO_FOCUS_PROPERTY}, ${HERO_FOCUS.x * 100}% ${HERO_FOCUS.y * 100}%)`,
})

/**
 * Darkest at the bottom left where the text sits. At medium (every page's) and heavy, the hero's text and the header's
 * keep at least 4.5:1 over any picture, a pure white photo included (at medium 5.1:1 in the hero and 4.6:1 on the
 * header's current-page pill: e2e/hero-contrast.spec.ts); light only over pictures dark where the text sits, as the
 * drawings are. The levels differ in how much of the picture shows above and to the right of the text: at most 31.5%
 * of its contrast at medium (the top right), which is what a photo's phone slice is encoded for (PHONE_SLICE_AVIF in
 * scripts/photos/pipeline.ts), and 58.5% at light, more than that slice keeps, so a light hero takes its full
 * picture on a phone too (PageHero.tsx).
 */
const overlayLayer = (bottom: number, top: number, side: number) =>
  style({
    position: 'absolute',
    inset: 0,
    background: [
      `linear-gradient(to top, rgba(20, 26, 40, ${bottom}), rgba(20, 26, 40, ${top}) 75%)`,
      `linear-gradient(to right, rgba(20, 26, 40, ${side}), rgba(20, 26, 40, 0.1) 70%)`,
    ].join(', '),
  })

export const overlay = {
  light: overlayLayer(0.85, 0.35, 0.55),
  medium: overlayLayer(0.9, 0.65, 0.6),
  heavy: overlayLayer(0.94, 0.75, 0.65),
}

export const imageStyle = styleVariants({
  darken: { filter: 'brightness(0.85)' },
  darker: { filter: 'brightness(0.65)' },
  natural: {},
  brighten: { filter: 'brightness(1.12) saturate(1.05)' },
  // Blur bleeds transparent edges; the slight zoom keeps them outside the hero.
  blur: { filter: 'blur(4px)', transform: 'scale(1.05)' },
})

// The page's container (its width and the side margins that keep clear of a notch), raised above the picture.
export const inner = style([container, { position: 'relative' }])

export const eyebrow = style({
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.inverseAccentSoft,
  margin: `0 0 ${vars.space['3']}`,
})

export const title = style({ fontSize: vars.fontSize['4xl'], maxWidth: '20ch', margin: 0 })

export const subtitle = style({
  fontSize: vars.fontSize.lg,
  maxWidth: '60ch',
  margin: `${vars.space['4']} 0 0`,
  color: '#eef1f7',
})

export const actions = style(
  screenOnly({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['6'] }),
)
