import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { giftCardsLink, tourMenuLinks } from '../../content/navigation'
import { ChevronDownIcon } from '../../components/icons'
import * as styles from './Header.css'
import { ExternalLink } from '../../components/ExternalLink'

/** SPEC §2 navigation timing: open after 200 ms hover, 300 ms skip window, close 150 ms after leaving. */
export const MENU_OPEN_DELAY_MS = 200
export const MENU_SKIP_MS = 300
export const MENU_CLOSE_DELAY_MS = 150

/** The desktop Tours drop-down: a disclosure button with hover intent (WAI-ARIA disclosure navigation pattern). */
export function ToursMenu() {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const openTimer = useRef<number | undefined>(undefined)
  const closeTimer = useRef<number | undefined>(undefined)
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY)
  const trigger = useRef<HTMLButtonElement>(null)
  const pathname = useLocation({ select: (location) => location.pathname })
  const active = pathname.startsWith('/tours')

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current)
      window.clearTimeout(closeTimer.current)
    },
    [],
  )

  const setMenu = (next: boolean) => {
    window.clearTimeout(openTimer.current)
    window.clearTimeout(closeTimer.current)
    setOpen((current) => {
      if (current && !next) lastClosedAt.current = performance.now()
      return next
    })
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(closeTimer.current)
    if (open) return
    const withinSkip = performance.now() - lastClosedAt.current < MENU_SKIP_MS
    if (withinSkip) return setMenu(true)
    openTimer.current = window.setTimeout(() => setMenu(true), MENU_OPEN_DELAY_MS)
  }

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(openTimer.current)
    closeTimer.current = window.setTimeout(() => setMenu(false), MENU_CLOSE_DELAY_MS)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setMenu(false)
      trigger.current?.focus()
    }
  }

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setMenu(false)
  }

  return (
    <li
      className={styles.menuItem}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => setMenu(!open)}
      >
        Tours <ChevronDownIcon className={styles.chevron} data-open={open || undefined} width={16} height={16} />
      </button>
      <ul id={panelId} className={styles.dropdown} hidden={!open}>
        <li>
          <Link
            to="/tours"
            className={styles.dropdownLink}
            activeOptions={{ exact: true }}
            onClick={() => setMenu(false)}
          >
            All Tours
          </Link>
        </li>
        {tourMenuLinks.map((tour) => (
          <li key={tour.slug}>
            <Link
              to="/tours/$slug"
              params={{ slug: tour.slug }}
              className={styles.dropdownLink}
              onClick={() => setMenu(false)}
            >
              {tour.label}
            </Link>
          </li>
        ))}
        <li>
          <ExternalLink
            href={giftCardsLink.href}
            className={styles.dropdownLink}
            what="The gift card shop"
            newTabNote={false}
          >
            {giftCardsLink.label}
            <span className={styles.external}> (opens in a new tab)</span>
          </ExternalLink>
        </li>
      </ul>
    </li>
  )
}
