import { style } from '@vanilla-extract/css'
import { FRAME_STATE_ATTR } from '../boot/early-input'
import { vars } from '../styles/vars.css'

export const wrap = style({ display: 'grid', gap: vars.space['2'] })

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.night,
  boxShadow: vars.shadow.md,
})

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const

/** What the facade shows follows its state (VideoFacade.tsx), which the early input script can set before hydration. */
const when = (...states: string[]) => states.map((state) => `${frame}[${FRAME_STATE_ATTR}="${state}"] &`).join(', ')

export const iframe = style({
  ...fill,
  border: 0,
  display: 'none',
  selectors: { [when('loading', 'playing')]: { display: 'block' } },
})

export const poster = style({ ...fill, objectFit: 'cover' })

export const play = style({
  ...fill,
  display: 'none',
  selectors: { [when('idle')]: { display: 'grid' } },
  placeItems: 'center',
  padding: 0,
  border: 0,
  background: 'linear-gradient(180deg, rgba(15, 20, 32, 0.05), rgba(15, 20, 32, 0.45))',
  color: vars.color.inverse,
  cursor: 'pointer',
})

export const playCircle = style({
  display: 'grid',
  placeItems: 'center',
  width: '84px',
  height: '84px',
  paddingLeft: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  boxShadow: vars.shadow.lg,
  transition: 'transform 150ms ease, background-color 150ms ease',
  selectors: {
    [`${play}:hover &, ${play}:focus-visible &`]: { transform: 'scale(1.08)', background: vars.color.brandStrong },
  },
})

export const loading = style({
  ...fill,
  display: 'none',
  placeItems: 'center',
  background: 'rgba(15, 20, 32, 0.6)',
  selectors: { [when('loading')]: { display: 'grid' } },
})

export const message = style({
  position: 'absolute',
  insetInline: vars.space['3'],
  bottom: vars.space['3'],
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  background: vars.color.notice,
  color: vars.color.noticeInk,
  border: `1px solid ${vars.color.noticeBorder}`,
  fontWeight: 600,
  display: 'grid',
  gap: vars.space['2'],
  justifyItems: 'start',
})

export const retry = style({
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: '2px solid currentColor',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
})

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
