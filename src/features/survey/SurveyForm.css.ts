import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

/** The two rating groups, each a row of five choices. */
export const ratings = style({ display: 'grid', gap: vars.space['5'] })

export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'stretch',
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr', alignItems: 'center', justifyItems: 'start' } },
})
