import { style } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'

export const stars = style({ display: 'inline-flex', gap: '2px' })
export const filled = style({ fill: '#d97706' })
export const empty = style({ fill: 'none', stroke: vars.color.inkMuted, strokeWidth: 1.5 })
