import type { FeatureCard, FeatureIcon } from '../content/features'
import { BookOpenIcon, ClockIcon, MapPinIcon, PawPrintIcon, UsersIcon } from './page-icons'
import { columnGrid } from '../styles/layout.css'
import * as styles from './FeatureGrid.css'

const icons: Record<FeatureIcon, typeof ClockIcon> = {
  book: BookOpenIcon,
  group: UsersIcon,
  paw: PawPrintIcon,
  clock: ClockIcon,
  map: MapPinIcon,
}

/** Feature cards (SPEC §3) in a grid of at most 2, 3 or 4 columns (SPEC §9), one column on a phone. */
export function FeatureGrid({ features, columns }: { features: readonly FeatureCard[]; columns: 2 | 3 | 4 }) {
  return (
    <ul className={columnGrid[columns]}>
      {features.map((feature) => {
        const Icon = icons[feature.icon]
        return (
          <li key={feature.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon width={26} height={26} />
            </span>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.text}>{feature.description}</p>
          </li>
        )
      })}
    </ul>
  )
}
