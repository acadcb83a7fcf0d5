import { style } from '@vanilla-extract/css'
import { columnGrid } from '../../styles/layout.css'
import { vars } from '../../styles/vars.css'

export const timeline = style({
  listStyle: 'none',
  margin: `${vars.space['6']} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  borderInlineStart: `3px solid ${vars.color.brandSoft}`,
})

export const milestone = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingInlineStart: vars.space['5'],
  position: 'relative',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '-9px',
      top: '0.35em',
      width: '15px',
      height: '15px',
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
  },
})

export const milestoneWhen = style({ fontWeight: 700, color: vars.color.brandStrong })
export const milestoneWhat = style({ margin: 0 })

export const request = style({
  margin: `${vars.space['6']} 0`,
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  borderInlineStart: `4px solid ${vars.color.accent}`,
})

export const reasons = columnGrid[4]

export const reasonNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.inverse,
  fontWeight: 700,
})

export const reasonText = style({ margin: 0, color: vars.color.inkMuted })

// A long e-mail address wraps instead of running past the card's edge at 390 px.
export const mailLine = style({ overflowWrap: 'anywhere' })
