import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

/** The form beside its sidebar of quick actions from the desktop breakpoint up. */
export const formLayout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(0, 1fr)' } },
})

export const sidebar = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1fr' },
  },
})

export const actionList = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'stretch' })

export const contactLine = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  overflowWrap: 'anywhere',
})

export const resources = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const resourceList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['4'] })

export const resourceLink = style({ fontWeight: 700 })

export const resourceText = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const quote = style({
  margin: 0,
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.night,
  color: vars.color.inverse,
  display: 'grid',
  gap: vars.space['4'],
})

export const quoteText = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&::before': { content: '"“"' }, '&::after': { content: '"”"' } },
})

export const quoteCaption = style({
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.inverseMuted,
})

export const faq = style({ maxWidth: '52rem' })
