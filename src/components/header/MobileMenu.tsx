import type { RefObject } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { giftCardsLink, primaryLinks, tourMenuLinks } from '../../content/navigation'
import { button } from '../../styles/button'
import { CloseIcon, SearchIcon } from '../icons'
import * as styles from './MobileMenu.css'
import { ExternalLink } from '../ExternalLink'

interface MobileMenuProps {
  onClose: () => void
  onOpenSearch: () => void
  /** The button that opened the menu: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The slide-in menu below 768px; loaded on first use. Radix Dialog traps focus, handles Escape and locks scrolling. */
export default function MobileMenu({ onClose, onOpenSearch, returnFocusTo }: MobileMenuProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className={styles.list}>
              <li>
                <Link to="/" className={styles.link} activeOptions={{ exact: true }} onClick={onClose}>Home</Link>
              </li>
              <li>
                <Link to="/about" className={styles.link} onClick={onClose}>About</Link>
              </li>
              <li>
                <Link to="/tours" className={styles.link} activeOptions={{ exact: true }} onClick={onClose}>Tours</Link>
                <ul className={styles.subList}>
                  {tourMenuLinks.map((tour) => (
                    <li key={tour.slug}>
                      <Link to="/tours/$slug" params={{ slug: tour.slug }} className={styles.subLink} onClick={onClose}>
                        {tour.label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <ExternalLink href={giftCardsLink.href} className={styles.subLink} what="The gift card shop" newTabNote={false}>
                      {giftCardsLink.label} <span className={styles.note}>(opens in a new tab)</span>
                    </ExternalLink>
                  </li>
                </ul>
              </li>
              {primaryLinks.slice(1).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link} onClick={onClose}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.footer}>
            <button type="button" className={button({ tone: 'secondary' })} onClick={onOpenSearch}>
              <SearchIcon /> Search
            </button>
            <Link to="/booking" className={button()} onClick={onClose}>Book Now</Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
