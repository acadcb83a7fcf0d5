/** Original line icons (24px grid, stroke = currentColor). Decorative unless given a title by the caller. */
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

function Icon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  )
}

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></Icon>
)
export const MenuIcon = (props: IconProps) => (
  <Icon {...props}><path d="M4 6h16M4 12h16M4 18h16" /></Icon>
)
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}><path d="M6 6l12 12M18 6 6 18" /></Icon>
)
export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}><path d="m6 9 6 6 6-6" /></Icon>
)
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></Icon>
)
export const MailIcon = (props: IconProps) => (
  <Icon {...props}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></Icon>
)
export const CameraIcon = (props: IconProps) => (
  <Icon {...props}><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" /></Icon>
)
export const PawIcon = (props: IconProps) => (
  <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
    <circle cx="16" cy="16" r="16" fill="#b93f0c" />
    <g fill="#fff">
      <ellipse cx="16" cy="20.5" rx="6" ry="5" />
      <ellipse cx="9" cy="13.5" rx="2.4" ry="3" />
      <ellipse cx="13.5" cy="9.5" rx="2.4" ry="3" />
      <ellipse cx="18.5" cy="9.5" rx="2.4" ry="3" />
      <ellipse cx="23" cy="13.5" rx="2.4" ry="3" />
    </g>
  </svg>
)
export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}><path d="m15 6-6 6 6 6" /></Icon>
)
export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}><path d="m9 6 6 6-6 6" /></Icon>
)
export const PlayIcon = (props: IconProps) => (
  <Icon {...props}><path d="M8 5.5v13l10.5-6.5z" fill="currentColor" /></Icon>
)
