import { Link } from '@tanstack/react-router'
import { monthBannerText, topBanner } from '../../content/site'
import { useToday } from '../../hooks/useToday'
import { bannerMonth } from './month-banner'
import * as styles from './Shell.css'

export function TopBanner() {
  const today = useToday()
  return (
    <aside className={styles.banner} aria-label="Announcement">
      <Link to={topBanner.link} className={styles.bannerLink}>
        {topBanner.text}
      </Link>
      <span className={styles.bannerMonth}>{monthBannerText(bannerMonth(today))}</span>
    </aside>
  )
}
