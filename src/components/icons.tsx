/**
 * Original line icons (24px grid, stroke = currentColor). Decorative unless given a title by the caller. These are the
 * shell's (header, footer, overlays) and those pages share with it: they are part of every page's start. Icons only a
 * page's own code draws are in ./page-icons.tsx and ./media-icons.tsx, so they load with those pages (issue 17).
 */
import type { SVGProps } from 'react'
import { brand, inverse } from '../styles/palette'

export type IconProps = SVGProps<SVGSVGElement>

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

/** An icon drawn by one stroked path. Its calls are marked pure, so an icon no page uses is left out of the build. */
export function lineIcon(d: string) {
  return (props: IconProps) => (
    <Icon {...props}>
      <path d={d} />
    </Icon>
  )
}

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
)
export const MenuIcon = /* @__PURE__ */ lineIcon('M4 6h16M4 12h16M4 18h16')
export const CloseIcon = /* @__PURE__ */ lineIcon('M6 6l12 12M18 6 6 18')
export const ChevronDownIcon = /* @__PURE__ */ lineIcon('m6 9 6 6 6-6')
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
)
export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
)
export const CameraIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </Icon>
)
export const PawIcon = (props: IconProps) => (
  <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
    <circle cx="16" cy="16" r="16" fill={brand} />
    <g fill={inverse}>
      <ellipse cx="16" cy="20.5" rx="6" ry="5" />
      <ellipse cx="9" cy="13.5" rx="2.4" ry="3" />
      <ellipse cx="13.5" cy="9.5" rx="2.4" ry="3" />
      <ellipse cx="18.5" cy="9.5" rx="2.4" ry="3" />
      <ellipse cx="23" cy="13.5" rx="2.4" ry="3" />
    </g>
  </svg>
)
