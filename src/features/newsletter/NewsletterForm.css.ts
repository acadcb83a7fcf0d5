import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid #f3cfb4`,
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
})

export const title = style({ fontSize: vars.fontSize['2xl'], margin: 0 })

export const text = style({ margin: 0, color: vars.color.inkMuted, maxWidth: '60ch' })

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' } },
})

export const consent = style({ maxWidth: '60ch' })

export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr', alignItems: 'center', justifyItems: 'start' } },
})

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

/** The provider's honeypot: off-screen (not display:none, which some bots skip) and hidden from assistive tech. */
export const honeypot = style({
  position: 'absolute',
  left: '-5000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
})

export const offline = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.notice,
  color: vars.color.noticeInk,
  border: `1px solid ${vars.color.noticeBorder}`,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
})
