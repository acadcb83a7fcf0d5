import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'

export const bookingStack = style({ display: 'grid', gap: vars.space['6'] })
export const helpLink = style({ fontWeight: 700 })
export const aboutTitle = style({ marginTop: vars.space['8'] })
