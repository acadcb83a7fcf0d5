import { style, keyframes, globalStyle } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

const TOP_HEIGHT = '76px'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  height: TOP_HEIGHT,
  marginBottom: `calc(-1 * ${TOP_HEIGHT})`,
  color: vars.color.inverse,
  background: 'linear-gradient(to bottom, rgba(15, 20, 32, 0.55), rgba(15, 20, 32, 0))',
  transition: 'background-color 200ms ease, height 200ms ease, box-shadow 200ms ease',
  selectors: {
    '&[data-scrolled]': {
      height: vars.layout.headerHeight,
      // The margin follows the height, so the page never moves (and scroll anchoring never undoes the scroll).
      marginBottom: `calc(-1 * ${vars.layout.headerHeight})`,
      background: vars.color.night,
      boxShadow: vars.shadow.md,
    },
  },
})

export const inner = style({
  height: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: 'inherit',
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: 'inherit' } },
})

export const logoText = style({ lineHeight: 1 })
export const logoAccent = style({ color: vars.color.inverseAccent })

export const desktopNav = style({
  display: 'none',
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { display: 'block' } },
})

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const menuItem = style({ position: 'relative' })

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  color: 'inherit',
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: 'inherit', background: 'rgba(255, 255, 255, 0.14)' },
    '&[data-status="active"], &[data-active]': {
      background: 'rgba(255, 255, 255, 0.2)',
      boxShadow: `inset 0 -2px 0 ${vars.color.inverseAccent}`,
    },
  },
})

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { '&[data-open]': { transform: 'rotate(180deg)' } },
})

const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } })

export const dropdown = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  minWidth: '240px',
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  animation: `${dropIn} 150ms ease-out`,
})

export const dropdownLink = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[data-status="active"]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
  },
})

export const external = style({ fontWeight: 400, color: vars.color.inkMuted, fontSize: vars.fontSize.xs })

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { marginInlineStart: 0 } },
})

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.16)' } },
})

export const menuButton = style({ '@media': { [media.tablet]: { display: 'none' } } })

export const bookButton = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } })

globalStyle(`${header} :focus-visible`, { outlineColor: vars.color.inverseAccent })
globalStyle(`${dropdown} :focus-visible`, { outlineColor: vars.color.focus })
