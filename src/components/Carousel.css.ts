import { globalStyle, createContainer, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'
import { media } from '../styles/breakpoints'
import { screenOnly } from '../styles/print.css'

/** The carousel's own width decides how its dots are laid out (below), wherever the carousel is placed. */
const carouselBox = createContainer()

export const carousel = style({
  containerName: carouselBox,
  containerType: 'inline-size',
  // An inline-size container does not take its width from its content: it fills its line, up to maxWidth.
  width: '100%',
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  maxWidth: '52rem',
  marginInline: 'auto',
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
})

export const viewport = style({ minHeight: '11rem', display: 'grid', alignItems: 'center' })

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const slide = style({
  textAlign: 'center',
  animation: `${fadeIn} 400ms ease`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['4'] })

export const quote = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
})

export const caption = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'center' })
export const author = style({ fontWeight: 700 })
export const role = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm })
export const source = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
})

// In pixels, not the theme's rem steps: the container query below adds them up, and a query cannot read a var().
const DOT_TARGET_PX = 24
const DOT_GAP_PX = 8
const ARROW_PX = 44
const CONTROLS_GAP_PX = 12
/** The most dots a row holds when the ten of a tour page's reviews and the two arrows do not fit on one line. */
const DOTS_PER_SHORT_ROW = 5
const TOUR_PAGE_SLIDES = 10

const rowOf = (dots: number, gap = DOT_GAP_PX) => dots * DOT_TARGET_PX + (dots - 1) * gap
const besideArrows = (row: number) => row + 2 * (ARROW_PX + CONTROLS_GAP_PX)
/** The width the controls take with every dot of a tour page's reviews on one line, between the arrows. */
const ONE_LINE_PX = besideArrows(rowOf(TOUR_PAGE_SLIDES))
/**
 * The width they take with five dots to a row; below it (a 320 px phone) the dots' targets touch, as WCAG allows, and
 * the arrows come closer: 224 px in all.
 */
const SHORT_ROWS_PX = besideArrows(rowOf(DOTS_PER_SHORT_ROW))

export const controls = style(
  screenOnly({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: `${CONTROLS_GAP_PX}px`,
    '@container': { [`${carouselBox} (width < ${SHORT_ROWS_PX}px)`]: { gap: `${DOT_GAP_PX}px` } },
  }),
)

export const arrow = style({
  flex: 'none',
  width: `${ARROW_PX}px`,
  height: `${ARROW_PX}px`,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
})

// 8px between 24px targets keeps a fingertip on one dot (Lighthouse tap-targets: under 25% overlap). Where the ten
// dots and the arrows do not fit on one line (a phone), a row holds five, so they wrap into an even block of two
// rows between the arrows, not 7 and 3; on the narrowest phones the five touch (still 24 px targets, WCAG 2.5.8).
export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${DOT_GAP_PX}px`,
  '@container': {
    [`${carouselBox} (width < ${ONE_LINE_PX}px)`]: { maxWidth: `${rowOf(DOTS_PER_SHORT_ROW)}px` },
    [`${carouselBox} (width < ${SHORT_ROWS_PX}px)`]: { maxWidth: `${rowOf(DOTS_PER_SHORT_ROW, 0)}px`, columnGap: 0 },
  },
})

// 24px hit area around a 10px dot (WCAG 2.5.8 target size).
export const dot = style({
  width: `${DOT_TARGET_PX}px`,
  height: `${DOT_TARGET_PX}px`,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: {
    '&::before': {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: vars.radius.full,
      background: vars.color.border,
      transition: 'background-color 150ms ease, transform 150ms ease',
    },
    '&[aria-current="true"]::before': { background: vars.color.brand, transform: 'scale(1.3)' },
    '&:hover::before': { background: vars.color.brandStrong },
  },
})

// A contrast theme drops the dots' fill: they keep the text colour, and the current one the selection colour.
globalStyle(`${dot}::before`, {
  '@media': { [media.forcedColors]: { forcedColorAdjust: 'none', background: 'CanvasText' } },
})
globalStyle(`${dot}[aria-current="true"]::before`, { '@media': { [media.forcedColors]: { background: 'Highlight' } } })
