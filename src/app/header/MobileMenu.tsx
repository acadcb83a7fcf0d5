import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { giftCardsLink, primaryLinks, tourMenuLinks } from '../../content/navigation'
import { SEARCH_DIALOG_ID } from '../../features/search/SearchDialog'
import { button } from '../../styles/button'
import { closeDialog, dialogCommand } from '../../components/dialog-command'
import { CloseIcon, SearchIcon } from '../../components/icons'
import * as styles from './MobileMenu.css'
import { ExternalLink } from '../../components/ExternalLink'

export const MENU_DIALOG_ID = 'mobile-menu'

/**
 * The slide-in menu below 768px: a native modal <dialog> in every page's HTML, opened by the header's menu button
 * with an invoker command, so it opens from the first paint (decision 0013). The browser keeps focus inside it,
 * closes it on Escape and gives focus back to the menu button; its Search button opens the search in its place.
 */
export function MobileMenu() {
  const titleId = useId()
  const close = () => closeDialog(MENU_DIALOG_ID)
  return (
    <dialog id={MENU_DIALOG_ID} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          Menu
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Close menu"
          {...dialogCommand(MENU_DIALOG_ID, 'close')}
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className={styles.list}>
          <li>
            <Link to="/" className={styles.link} activeOptions={{ exact: true }} onClick={close}>
              Home
            </Link>
          </li>
          <li>
            <Link to="/about" className={styles.link} onClick={close}>
              About
            </Link>
          </li>
          <li>
            <Link to="/tours" className={styles.link} activeOptions={{ exact: true }} onClick={close}>
              Tours
            </Link>
            <ul className={styles.subList}>
              {tourMenuLinks.map((tour) => (
                <li key={tour.slug}>
                  <Link to="/tours/$slug" params={{ slug: tour.slug }} className={styles.subLink} onClick={close}>
                    {tour.label}
                  </Link>
                </li>
              ))}
              <li>
                <ExternalLink
                  href={giftCardsLink.href}
                  className={styles.subLink}
                  what="The gift card shop"
                  newTabNote={false}
                >
                  {giftCardsLink.label} <span className={styles.note}>(opens in a new tab)</span>
                </ExternalLink>
              </li>
            </ul>
          </li>
          {primaryLinks.slice(1).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.footer}>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          aria-haspopup="dialog"
          {...dialogCommand(SEARCH_DIALOG_ID, 'show-modal')}
        >
          <SearchIcon /> Search
        </button>
        <Link to="/booking" className={button()} onClick={close}>
          Book Now
        </Link>
      </div>
    </dialog>
  )
}
