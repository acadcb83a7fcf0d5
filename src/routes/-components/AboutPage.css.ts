import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

export const teamGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const member = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const portrait = style({ margin: `0 0 ${vars.space['2']}` })

export const portraitImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
})

export const portraitCaption = style({
  marginTop: vars.space['2'],
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

export const memberName = style({ fontSize: vars.fontSize.xl, margin: 0 })

export const memberRole = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})

export const memberBio = style({ margin: 0, color: vars.color.inkMuted })

export const features = style({ margin: `${vars.space['6']} 0 ${vars.space['8']}` })
