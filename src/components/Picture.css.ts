import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

const base = style({ display: 'block', maxWidth: '100%', height: 'auto' })

export const picture = styleVariants({
  plain: [base],
  // Hero: fades in over the gradient from the first paint, without waiting for the scripts, so the largest
  // picture of the page shows as soon as its bytes arrive; a failed one is hidden and the gradient stays (SPEC §4).
  // Sized by the hero that places it, so no width or height here.
  hero: [
    {
      display: 'block',
      animation: `${fadeIn} 600ms ease-out both`,
      selectors: { '&[data-state="failed"]': { opacity: 0, animation: 'none' } },
      '@media': { [media.reducedMotion]: { animation: 'none' } },
    },
  ],
})
