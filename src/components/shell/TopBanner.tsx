import { Link } from '@tanstack/react-router'
import { topBanner } from '../../content/site'
import { useToday } from '../../hooks/useToday'
import { bannerMonth, monthBannerText } from './month-banner'
import * as styles from './Shell.css'

export function TopBanner() {
  const today = useToday()
  return (
    <aside className={styles.banner} aria-label="Announcement">
      <Link to={topBanner.to} className={styles.bannerLink}>
        {topBanner.text}
      </Link>
      <span className={styles.bannerMonth}>{monthBannerText(bannerMonth(today))}</span>
    </aside>
  )
}
