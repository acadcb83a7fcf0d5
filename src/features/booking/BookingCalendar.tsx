import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { bookingEmbedUrl } from '../../config'
import { ExternalLink } from '../../components/ExternalLink'
import { useHydrated } from '../../hooks/useHydrated'
import { useOnline } from '../../hooks/useOnline'
import { showToast } from '../../components/toast/toast-store'
import { OFFLINE_BOOKING_TEXT } from './offline-notice'
import { button } from '../../styles/button'
import * as styles from './BookingCalendar.css'

/** How long the calendar may take before the guest is offered the alternative link. */
export const CALENDAR_TIMEOUT_MS = 15_000

export const CALENDAR_ERROR_TITLE = 'Calendar Error'
export const CALENDAR_ERROR_TEXT = 'Failed to load the booking calendar. Please try again later.'

interface BookingCalendarProps {
  /** Preselects one tour item; undefined shows every tour of the next 30 days. */
  itemId?: number
  /** The frame's accessible name. */
  title: string
  /** The provider's own page, offered when the frame cannot be shown. */
  fallbackUrl: string
}

/**
 * The provider's embedded calendar (SPEC §4 "Booking calendar", §7). The frame is created only after
 * hydration, while online, once the calendar's place is near the screen and once the provider has answered
 * (decision 0012): the third-party page and its scripts never compete with the page's own first view, a guest
 * who never scrolls to the calendar never loads it, and a guest who cannot reach the provider gets our panel,
 * never the browser's error page inside a frame. Until then, and while it loads, the place shows
 * "Loading calendar...".
 */
export function BookingCalendar({ itemId, title, fallbackUrl }: BookingCalendarProps) {
  const hydrated = useHydrated()
  const online = useOnline()
  const src = bookingEmbedUrl(itemId)

  if (hydrated && !online) {
    return (
      <div className={styles.panel} role="status">
        <p className={styles.offline}>{OFFLINE_BOOKING_TEXT}</p>
        <AlternativeLink href={fallbackUrl} />
      </div>
    )
  }
  if (!hydrated) return <Loading />
  // A new address starts over at "loading".
  return (
    <WhenNear>
      <CalendarFrame key={src} src={src} title={title} fallbackUrl={fallbackUrl} />
    </WhenNear>
  )
}

/** How far below (or above) the screen the calendar's place may be when its frame is created. */
const NEAR_MARGIN = '600px 0px'

/** Shows "Loading calendar..." in the calendar's place until that place is near the screen, then its children. */
function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = place.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          // A transition: the frame's part renders in slices, and the commit that inserts the frame is a task of its own.
          startTransition(() => setNear(true))
        }
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  if (near) return <>{children}</>
  return (
    <div ref={place}>
      <Loading />
    </div>
  )
}

function CalendarFrame({ src, title, fallbackUrl }: { src: string; title: string; fallbackUrl: string }) {
  // "checking": the provider is being asked, and the frame does not exist yet.
  const [state, setState] = useState<'checking' | 'loading' | 'loaded' | 'failed'>('checking')
  const loaded = useRef(false)

  useEffect(() => {
    let active = true
    const fail = () => {
      if (!active) return
      active = false
      // A transition: a frame that has to go renders in slices, apart from the toast's render.
      startTransition(() => setState('failed'))
      showToast({ tone: 'destructive', title: CALENDAR_ERROR_TITLE, description: CALENDAR_ERROR_TEXT })
    }
    const timer = setTimeout(() => {
      if (!loaded.current) fail()
    }, CALENDAR_TIMEOUT_MS)
    // A frame fires "load" even for the browser's own error page, so reachability is asked first: an opaque
    // request rejects only when the provider cannot be reached at all. The frame is created once it has answered,
    // and never for a provider out of reach: creating a frame and its error page, then removing them, would cost
    // the main thread three long tasks for nothing (decision 0012, item 14).
    fetch(src, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).then(() => {
      if (active) startTransition(() => setState((current) => (current === 'checking' ? 'loading' : current)))
    }, fail)
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [src])

  if (state === 'checking') return <Loading />
  if (state === 'failed') {
    return (
      <div className={styles.panel} role="alert">
        <h3 className={styles.panelTitle}>Calendar could not be loaded</h3>
        <p>{CALENDAR_ERROR_TEXT}</p>
        <div className={styles.actions}>
          <button type="button" className={button()} onClick={() => window.location.reload()}>
            Try again
          </button>
          <AlternativeLink href={fallbackUrl} />
        </div>
      </div>
    )
  }

  return (
    <div className={styles.frameWrap} aria-busy={state === 'loading'}>
      {state === 'loading' && <Loading overlay />}
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        onLoad={() => {
          loaded.current = true
          setState((current) => (current === 'loading' ? 'loaded' : current))
        }}
        onError={() => setState('failed')}
      />
    </div>
  )
}

function Loading({ overlay = false }: { overlay?: boolean }) {
  return (
    <div className={overlay ? styles.loadingOverlay : styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading calendar...</span>
    </div>
  )
}

function AlternativeLink({ href }: { href: string }) {
  return (
    <ExternalLink href={href} className={button({ tone: 'secondary' })} what="The booking calendar">
      Open the booking calendar on our provider’s site
    </ExternalLink>
  )
}
