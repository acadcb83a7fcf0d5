import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'

const base = style({ display: 'block', maxWidth: '100%', height: 'auto' })

export const picture = styleVariants({
  plain: [base],
  // Hero: hidden until loaded, then fades in over the gradient; a failed one simply stays hidden (SPEC §4).
  // Sized by the hero that places it, so no width or height here.
  hero: [
    {
      display: 'block',
      opacity: 0,
      transition: 'opacity 600ms ease-out',
      selectors: { '&[data-state="loaded"]': { opacity: 1 } },
      '@media': {
        // Without scripts no load event ever arrives: show the image as it comes.
        '(scripting: none)': { opacity: 1 },
        [media.reducedMotion]: { transition: 'none' },
      },
    },
  ],
})
