import { style, keyframes } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { dialog } from '../../styles/dialog.css'
import { visibleHeight } from '../../styles/visible-height'

const drop = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -8px)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
})

export { dialogClose as close } from '../../styles/dialog.css'

export const panel = style([
  dialog,
  {
    top: visibleHeight(10),
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(calc(100vw - 2rem), 640px)',
    maxHeight: visibleHeight(80),
    borderRadius: vars.radius.lg,
    selectors: { '&[open]': { animation: `${drop} 180ms ease-out` } },
  },
])

export const title = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space['3']}` })

export const form = style({ position: 'relative', display: 'flex', alignItems: 'center', gap: vars.space['2'] })

export const inputIcon = style({
  position: 'absolute',
  left: vars.space['3'],
  color: vars.color.inkMuted,
  pointerEvents: 'none',
})

export const input = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} 2.6rem`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  background: vars.color.surface,
  selectors: {
    '&:focus': { borderColor: vars.color.brand, outline: 'none', boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
  },
})

export const results = style({
  listStyle: 'none',
  margin: `${vars.space['4']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
})

export const result = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.ink,
  fontWeight: 600,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft, color: vars.color.brandStrong } },
})

export const tag = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  selectors: { '&[data-type="tour"]': { background: vars.color.brandSoft, color: vars.color.brandStrong } },
})

export const empty = style({ margin: `${vars.space['4']} 0 0`, color: vars.color.inkMuted })
export const hint = style({ margin: `${vars.space['3']} 0 0`, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
