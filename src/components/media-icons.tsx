/** The icons of the lightbox and the video facade, which load when opened or shown: see ./icons.tsx. */
import { Icon, lineIcon, type IconProps } from './icons'

export const ChevronLeftIcon = /* @__PURE__ */ lineIcon('m15 6-6 6 6 6')
export const ChevronRightIcon = /* @__PURE__ */ lineIcon('m9 6 6 6-6 6')
export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Icon>
)
