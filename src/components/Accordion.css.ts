import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../styles/vars.css'
import { media } from '../styles/breakpoints'

export const accordion = style({ display: 'grid', gap: vars.space['3'], maxWidth: '52rem' })

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.md })

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
})

export const chevron = style({
  flex: 'none',
  color: vars.color.brand,
  transition: 'transform 200ms ease',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})

globalStyle(`${item}[data-open] ${chevron}`, { transform: 'rotate(180deg)' })

export const panel = style({ padding: `0 ${vars.space['5']} ${vars.space['4']}` })

export const answer = style({ margin: 0, color: vars.color.inkMuted })

// A closed answer the browser can find (hidden="until-found") keeps its box, its content unrendered: without its
// padding it takes no room, as a closed answer did before the app ran.
globalStyle(`${panel}[hidden]`, { paddingBottom: 0 })
// On paper every answer is there, under its question; the chevron that opens one is not.
globalStyle(`${panel}[hidden]`, {
  '@media': {
    [media.print]: { display: 'block', contentVisibility: 'visible', paddingBottom: vars.space['4'] },
  },
})
globalStyle(`${trigger} ${chevron}`, { '@media': { [media.print]: { display: 'none' } } })
