import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'
import { screenOnly } from '../../styles/print.css'

/** SPEC §9: the calendar is at least 700px tall. */
export const CALENDAR_MIN_HEIGHT = '700px'

export const frameWrap = style(screenOnly({ position: 'relative', minHeight: CALENDAR_MIN_HEIGHT }))

export const frame = style({
  display: 'block',
  width: '100%',
  minHeight: CALENDAR_MIN_HEIGHT,
  height: CALENDAR_MIN_HEIGHT,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const loading = style(
  screenOnly({
    minHeight: CALENDAR_MIN_HEIGHT,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['3'],
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceAlt,
    color: vars.color.inkMuted,
    fontWeight: 600,
  }),
)

export const loadingOverlay = style([loading, { position: 'absolute', inset: 0, border: 'none' }])

export const spinner = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 900ms linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '3s' } },
})

export const panel = style(
  screenOnly({
    display: 'grid',
    gap: vars.space['3'],
    justifyItems: 'start',
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceAlt,
  }),
)

export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0 })

export const offline = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.notice,
  color: vars.color.noticeInk,
  border: `1px solid ${vars.color.noticeBorder}`,
  fontWeight: 600,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' })
