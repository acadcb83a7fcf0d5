import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

/** The submit button and the note beside it: stacked on phones, side by side from the tablet up. */
export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'stretch',
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr', alignItems: 'center', justifyItems: 'start' } },
})
