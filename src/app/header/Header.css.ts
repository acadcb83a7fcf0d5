import { style, keyframes, globalStyle } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'
import { clearInline, clearOf, safeArea } from '../../styles/safe-area'
import { screenOnly } from '../../styles/print.css'
import { selectedInForcedColors } from '../../styles/forced-colors'

const TOP_HEIGHT = '76px'

/**
 * Where the links are set closer. The bar holds the logo, six links, search and booking; in the widest of the
 * browsers' default fonts (DejaVu Sans, Chromium on Linux) all of it at full spacing needs 1054 px. Below 1024 px the
 * logo's name gives way too (logoText), and the bar's own margins narrow to the page's phone margins.
 */
const COMPACT_LINKS = 'screen and (max-width: 1119.98px)'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  height: TOP_HEIGHT,
  marginBottom: `calc(-1 * ${TOP_HEIGHT})`,
  color: vars.color.inverse,
  background: 'linear-gradient(to bottom, rgba(15, 20, 32, 0.55), rgba(15, 20, 32, 0))',
  // The margin moves with the height, frame by frame: were it to jump while the height eased, the page below would
  // move by the difference (12 px) for the 200 ms, and scroll anchoring could leave the scroll that much off.
  transition: 'background-color 200ms ease, height 200ms ease, margin-bottom 200ms ease, box-shadow 200ms ease',
  // On paper the logo heads the first sheet, above the page's headline rather than over it.
  '@media': { [media.print]: { position: 'static', height: 'auto', marginBottom: 0 } },
  selectors: {
    // Scrolled, it is held at the top of the screen: in the installed app on an iPhone that is under the status bar,
    // which it then sits below, its background running on behind the bar. At rest the banner above it takes that.
    '&[data-scrolled]': {
      height: clearOf('top', vars.layout.headerHeight),
      paddingTop: safeArea.top,
      // The margin follows the height, so the page never moves (and scroll anchoring never undoes the scroll).
      marginBottom: `calc(-1 * ${clearOf('top', vars.layout.headerHeight)})`,
      background: vars.color.night,
      boxShadow: vars.shadow.md,
    },
  },
})

export const inner = style({
  height: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  ...clearInline(vars.space['4']),
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: clearInline(vars.space['8']),
    [media.tabletOnly]: { ...clearInline(vars.space['5']), gap: vars.space['3'] },
  },
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
  // On narrow phones (320-360 px: an SE, a small Android phone, a larger phone zoomed) the name takes two lines
  // rather than run under the search button or push the page sideways.
  minWidth: 0,
  selectors: { '&:hover': { color: 'inherit' } },
})

// From 768 px the six links, search and booking share the bar with the logo, and below 1024 px the name does not fit
// beside them: the paw alone stands for it there (the link is named by its label).
export const logoText = style({ lineHeight: 1.1, '@media': { [media.tabletOnly]: { display: 'none' } } })
globalStyle(`${logo} svg`, { flex: 'none' })

export const logoAccent = style({ color: vars.color.inverseAccent })

export const desktopNav = style(
  screenOnly({
    display: 'none',
    marginInlineStart: 'auto',
    '@media': { [media.tablet]: { display: 'block' } },
  }),
)

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
  '@media': { [COMPACT_LINKS]: { paddingInline: vars.space['2'] } },
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

export const tools = style(
  screenOnly({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    marginInlineStart: 'auto',
    '@media': { [media.tablet]: { marginInlineStart: 0 } },
  }),
)

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

// A contrast theme drops the current page's fill and underline: it keeps the system's selection colours instead.
globalStyle(`${navLink}:is([data-status="active"], [data-active])`, {
  '@media': { [media.forcedColors]: selectedInForcedColors },
})
