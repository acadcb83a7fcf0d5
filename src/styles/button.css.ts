import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './vars.css'

/**
 * The button's classes, shared by <button>, <a> and router links: a base, a tone and a size, put together by
 * button() in ./button.ts (decision 0012: a class lookup instead of the recipes runtime on every page).
 */
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: '2px solid transparent',
  borderRadius: vars.radius.full,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  lineHeight: 1.2,
  textAlign: 'center',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease, transform 150ms ease',
  selectors: { '&:active': { transform: 'translateY(1px)' }, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
})

export const tone = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.inverse,
    selectors: { '&:hover': { background: vars.color.brandStrong, color: vars.color.inverse } },
  },
  secondary: {
    background: 'transparent',
    borderColor: vars.color.brand,
    color: vars.color.brandStrong,
    selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong } },
  },
  light: {
    background: 'rgba(255, 255, 255, 0.12)',
    borderColor: vars.color.inverse,
    color: vars.color.inverse,
    selectors: { '&:hover': { background: vars.color.inverse, color: vars.color.night } },
  },
  ghost: {
    background: 'transparent',
    color: 'inherit',
    selectors: { '&:hover': { background: 'rgba(127, 127, 127, 0.14)', color: 'inherit' } },
  },
})

export const size = styleVariants({
  sm: { padding: `${vars.space['2']} ${vars.space['4']}`, fontSize: vars.fontSize.sm, minHeight: '40px' },
  md: { padding: `${vars.space['3']} ${vars.space['5']}`, fontSize: vars.fontSize.md, minHeight: '44px' },
  lg: { padding: `${vars.space['4']} ${vars.space['8']}`, fontSize: vars.fontSize.lg, minHeight: '52px' },
})
