import type { MouseEvent, ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { bookingCalendarUrl } from '../../config'
import { trackEvent } from './analytics'
import { showToast } from '../../components/toast/toast-store'
import { showOfflineNotice } from './offline-notice'
import { button, type ButtonVariants } from '../../styles/button'

export const RESERVE_LABEL = 'Reserve Your Spot'
export const RESERVE_ARIA_LABEL = 'Reserve your spot on a cat history tour'

interface ReserveButtonProps {
  /** Opens the provider's calendar for this item in a new tab. */
  itemId?: number
  /** Runs instead of following a link. */
  onReserve?: () => void
  /** Where the button leads; null means the button was given no link. */
  to?: '/booking' | '/contact' | null
  children?: ReactNode
  className?: string
  variants?: ButtonVariants
}

/** The shared Reserve button (SPEC §2): item calendar, else handler, else error notice, else link. */
export function ReserveButton({
  itemId,
  onReserve,
  to = '/booking',
  children,
  className,
  variants,
}: ReserveButtonProps) {
  const navigate = useNavigate()
  const classes = [button(variants), className].filter(Boolean).join(' ')
  const label = children ?? RESERVE_LABEL

  if (itemId !== undefined) {
    const url = bookingCalendarUrl(itemId)
    const openCalendar = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault()
      trackEvent('reserve_button_click')
      if (!navigator.onLine) return showOfflineNotice()
      trackEvent('begin_booking', { item_id: itemId })
      const opened = window.open(url, '_blank')
      if (opened) {
        opened.opener = null
        return
      }
      showToast({
        tone: 'destructive',
        title: 'Booking Error',
        description: "We're having trouble opening the booking calendar. Please try again later.",
      })
      void navigate({ to: '/booking' })
    }
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className={classes}
        aria-label={RESERVE_ARIA_LABEL}
        onClick={openCalendar}
      >
        {label}
      </a>
    )
  }

  if (onReserve || to === null) {
    const run = () => {
      trackEvent('reserve_button_click')
      if (onReserve) return onReserve()
      showToast({
        tone: 'destructive',
        title: 'Navigation Error',
        description: "We're having trouble with this button. Please try again later.",
      })
    }
    return (
      <button type="button" className={classes} aria-label={RESERVE_ARIA_LABEL} onClick={run}>
        {label}
      </button>
    )
  }

  return (
    <Link
      to={to}
      className={classes}
      aria-label={RESERVE_ARIA_LABEL}
      onClick={() => trackEvent('reserve_button_click')}
    >
      {label}
    </Link>
  )
}
