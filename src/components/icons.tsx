/** Original line icons (24px grid, stroke = currentColor). Decorative unless given a title by the caller. */
import type { SVGProps } from 'react'
import { palette } from '../styles/palette'

type IconProps = SVGProps<SVGSVGElement>

function Icon({ children, ...props }: IconProps) {
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
function lineIcon(d: string) {
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
    <circle cx="16" cy="16" r="16" fill={palette.brand} />
    <g fill={palette.inverse}>
      <ellipse cx="16" cy="20.5" rx="6" ry="5" />
      <ellipse cx="9" cy="13.5" rx="2.4" ry="3" />
      <ellipse cx="13.5" cy="9.5" rx="2.4" ry="3" />
      <ellipse cx="18.5" cy="9.5" rx="2.4" ry="3" />
      <ellipse cx="23" cy="13.5" rx="2.4" ry="3" />
    </g>
  </svg>
)
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)
export const UsersIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.5 3.3-5.5 6.5-5.5s5.9 2 6.5 5.5" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.5 3.5 5.2" />
  </Icon>
)
export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
)
export const GiftIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z" />
  </Icon>
)
export const BookOpenIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5Z" />
    <path d="M12 6.5v13" />
  </Icon>
)
export const PawPrintIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 17.5c0-2.5 1.8-4.5 4-4.5s4 2 4 4.5c0 1.5-1.3 2.5-4 2.5s-4-1-4-2.5Z" />
    <circle cx="5.5" cy="11" r="1.8" />
    <circle cx="9.5" cy="6.5" r="1.8" />
    <circle cx="14.5" cy="6.5" r="1.8" />
    <circle cx="18.5" cy="11" r="1.8" />
  </Icon>
)
export const ChevronLeftIcon = /* @__PURE__ */ lineIcon('m15 6-6 6 6 6')
export const ChevronRightIcon = /* @__PURE__ */ lineIcon('m9 6 6 6-6 6')
export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Icon>
)
