import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { dialog as sharedDialog } from '../styles/dialog.css'
import { vars } from '../styles/vars.css'
import { media } from '../styles/breakpoints'
import { clearOf, safeArea } from '../styles/safe-area'

/** The whole screen: the shared dialog's reset of the browser's box (../styles/dialog.css.ts), without its card. */
export const dialog = style([
  sharedDialog,
  {
    inset: 0,
    width: '100%',
    height: '100%',
    overflow: 'hidden',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    background: '#0a0d14',
    color: vars.color.inverse,
    boxShadow: 'none',
    // Its bar, photo and buttons keep clear of the status bar, the home indicator and the notch's side.
    padding: `${safeArea.top} ${safeArea.right} ${safeArea.bottom} ${safeArea.left}`,
    selectors: { '&[open]': { display: 'grid' } },
  },
])

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
})

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const counter = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 700 })

const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  border: '1px solid rgba(255, 255, 255, 0.35)',
  borderRadius: vars.radius.full,
  background: 'rgba(20, 26, 38, 0.72)',
  color: vars.color.inverse,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.2)' } },
})

export const close = style([roundButton, { flex: 'none' }])

/** Sideways swipes are the lightbox's; vertical panning and pinch zoom stay the browser's. */
export const stage = style({ position: 'relative', touchAction: 'pan-y pinch-zoom', userSelect: 'none' })

const slideFromRight = keyframes({
  from: { opacity: 0, transform: 'translateX(6%)' },
  to: { opacity: 1, transform: 'none' },
})
const slideFromLeft = keyframes({
  from: { opacity: 0, transform: 'translateX(-6%)' },
  to: { opacity: 1, transform: 'none' },
})

export const slide = style({
  position: 'absolute',
  // The picture takes what its caption (if any) leaves.
  display: 'flex',
  flexDirection: 'column',
  // Phones: room below for the previous and next buttons.
  inset: `0 ${vars.space['3']} 88px`,
  selectors: {
    '&[data-direction="next"]': { animation: `${slideFromRight} 220ms ease-out` },
    '&[data-direction="previous"]': { animation: `${slideFromLeft} 220ms ease-out` },
  },
  '@media': {
    [media.tablet]: { inset: `0 88px ${vars.space['6']}` },
    // No slide at all, not merely a fast one.
    [media.reducedMotion]: { selectors: { '&[data-direction]': { animation: 'none' } } },
  },
})

// A photo comes in a <picture> (its AVIF source), a drawing as a bare <img>. The <picture> only chooses the file: out
// of the layout, its <img> is the slide's flex item either way. As a box of its own it would take the photo's own
// height, so the `height: 100%` below would resolve against nothing and a landscape photo would run past the screen.
globalStyle(`${slide} > picture`, { display: 'contents' })

/** Fills the stage and letterboxes: with `sizes="100vw"` the intrinsic size is the viewport's, not the file's. */
export const image = style({
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'contain',
  // A photo's placeholder is letterboxed as the photo will be, not spread over the whole stage.
  selectors: { '&[data-photo]': { backgroundSize: 'contain', backgroundPosition: 'center' } },
})

/**
 * A photo's caption and credit, under it. On a phone held sideways the view is barely 200 px tall: past a third of
 * it the text scrolls rather than squeeze the photo to a strip.
 */
export const caption = style({
  flex: 'none',
  maxHeight: '33%',
  overflowY: 'auto',
  margin: `${vars.space['2']} 0 0`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
})

export const credit = style({ display: 'block', opacity: 0.8 })

export const spinner = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  margin: '-22px 0 0 -22px',
  display: 'none',
  selectors: { [`${image}[data-state="loading"] ~ &`]: { display: 'block' } },
})

export const nav = style([
  roundButton,
  {
    position: 'absolute',
    top: '50%',
    zIndex: 1,
    width: '52px',
    height: '52px',
    transform: 'translateY(-50%)',
    // Placed on the dialog's edges (the dialog's padding does not move them), so clear of what the phone covers.
    '@media': { [media.mobileOnly]: { top: 'auto', bottom: clearOf('bottom', vars.space['5']), transform: 'none' } },
  },
])
export const previous = style({ left: clearOf('left', vars.space['4']) })
export const next = style({ right: clearOf('right', vars.space['4']) })
