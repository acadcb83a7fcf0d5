/** The icons of the feature cards and the pages that show them (home, about): see ./icons.tsx. */
import { Icon, type IconProps } from './icons'

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
