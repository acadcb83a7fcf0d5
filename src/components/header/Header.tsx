import { lazy, Suspense, useRef, useState } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { config } from '../../config'
import { primaryLinks } from '../../content/navigation'
import { useScrolledPast } from '../../hooks/useScrolledPast'
import { button } from '../../styles/button'
import { MenuIcon, PawIcon, SearchIcon } from '../icons'
import { Tooltip } from '../Tooltip'
import { ToursMenu } from './ToursMenu'
import * as styles from './Header.css'

export const HEADER_SCROLL_THRESHOLD = 50

const MobileMenu = lazy(() => import('./MobileMenu'))
const SearchOverlay = lazy(() => import('../../features/search/SearchOverlay'))

type Panel = 'menu' | 'search'

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  const pathname = useLocation({ select: (location) => location.pathname })
  // The open panel belongs to the page it was opened on: any route change closes (and clears) it.
  const [panel, setPanel] = useState<{ kind: Panel; path: string } | null>(null)
  const openPanel = panel?.path === pathname ? panel.kind : null
  const show = (kind: Panel) => setPanel({ kind, path: pathname })
  const close = () => setPanel(null)
  // Where keyboard focus returns when a dialog closes (the dialogs have no Radix trigger of their own).
  const searchButton = useRef<HTMLButtonElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)

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
              <Link to="/about" className={styles.navLink}>About</Link>
            </li>
            <ToursMenu />
            {primaryLinks.slice(1).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.navLink}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.tools}>
          <Tooltip label="Search the site">
            {(trigger) => (
              <button
                ref={searchButton}
                type="button"
                className={styles.iconButton}
                aria-label="Search"
                aria-haspopup="dialog"
                aria-expanded={openPanel === 'search'}
                onClick={() => show('search')}
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
            ref={menuButton}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={openPanel === 'menu'}
            onClick={() => show('menu')}
          >
            <MenuIcon />
          </button>
        </div>
      </div>

      <Suspense fallback={null}>
        {openPanel === 'menu' && <MobileMenu onClose={close} onOpenSearch={() => show('search')} returnFocusTo={menuButton} />}
        {openPanel === 'search' && <SearchOverlay onClose={close} returnFocusTo={searchButton} />}
      </Suspense>
    </header>
  )
}
