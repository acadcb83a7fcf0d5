import { useEffect, useRef } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { config } from '../../config'
import { primaryLinks } from '../../content/navigation'
import { useScrolledPast } from '../../hooks/useScrolledPast'
import { button } from '../../styles/button'
import { MenuIcon, PawIcon, SearchIcon } from '../../components/icons'
import { Tooltip } from '../../components/Tooltip'
import { SEARCH_DIALOG_ID, SearchDialog } from '../../features/search/SearchDialog'
import { closeDialog, dialogCommand } from '../../components/dialog-command'
import { ToursMenu } from './ToursMenu'
import { MENU_DIALOG_ID, MobileMenu } from './MobileMenu'
import * as styles from './Header.css'

export const HEADER_SCROLL_THRESHOLD = 50

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  const pathname = useLocation({ select: (location) => location.pathname })
  // A dialog belongs to the page it was opened on: a route change closes (and clears) it. Not on hydration: a
  // dialog the guest opened before then stays open.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeDialog(SEARCH_DIALOG_ID)
    closeDialog(MENU_DIALOG_ID)
  }, [pathname])

  return (
    <header className={styles.header} data-scrolled={scrolled || undefined}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={`${config.siteName}, home`}>
          <PawIcon />
          <span className={styles.logoText}>
            Cat History Tours <span className={styles.logoAccent}>NYC</span>
          </span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li>
              <Link to="/about" className={styles.navLink}>
                About
              </Link>
            </li>
            <ToursMenu />
            {primaryLinks.slice(1).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.navLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.tools}>
          <Tooltip label="Search the site">
            {(trigger) => (
              <button
                type="button"
                className={styles.iconButton}
                aria-label="Search"
                aria-haspopup="dialog"
                aria-expanded="false"
                {...dialogCommand(SEARCH_DIALOG_ID, 'show-modal')}
                {...trigger}
              >
                <SearchIcon />
              </button>
            )}
          </Tooltip>
          <Link to="/booking" className={`${button({ size: 'sm' })} ${styles.bookButton}`}>
            Book Now
          </Link>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded="false"
            {...dialogCommand(MENU_DIALOG_ID, 'show-modal')}
          >
            <MenuIcon />
          </button>
        </div>
      </div>

      <MobileMenu />
      <SearchDialog />
    </header>
  )
}
