import { useEffect, useState } from 'react'
import { useScrolledPast } from '../../hooks/useScrolledPast'
import { isDismissalActive, parseDismissedAt, STICKY_BAR_SCROLL_THRESHOLD } from './sticky-bar'
import { ReserveButton } from '../../features/booking/ReserveButton'
import { CloseIcon } from '../../components/icons'
import { business } from '../../content/site'
import { recoverableImport } from '../../lib/recoverable-import'
import * as styles from './Shell.css'

type Dismissal = 'unknown' | 'active' | 'none'

/**
 * IndexedDB code (idb) loads after hydration, when the bar first reads its preference: not in the entry chunk. The
 * bar copes when it cannot load (below), so a failure does not reload the page (lib/recoverable-import.ts).
 */
const preferences = () => recoverableImport(() => import('../../db/preferences'))

/** Reads the stored dismissal; a corrupt value is removed, an unreadable store counts as "not dismissed". */
async function readDismissal(): Promise<Dismissal> {
  try {
    const { deletePreference, getPreference, STICKY_BAR_DISMISSED_AT } = await preferences()
    const stored = await getPreference(STICKY_BAR_DISMISSED_AT)
    const now = Date.now()
    const dismissedAt = parseDismissedAt(stored, now)
    if (stored !== undefined && dismissedAt === null) await deletePreference(STICKY_BAR_DISMISSED_AT)
    return isDismissalActive(dismissedAt, now) ? 'active' : 'none'
  } catch (error) {
    console.warn('Stored preferences are unavailable; the booking bar can still be dismissed for this visit.', error)
    return 'none'
  }
}

/** SPEC §2 sticky "Reserve Your Spot" bar: after 300px of scroll; dismissed for 24 hours (kept in IndexedDB). */
export function StickyBookingBar({ onVisibleChange }: { onVisibleChange?: (visible: boolean) => void }) {
  const scrolled = useScrolledPast(STICKY_BAR_SCROLL_THRESHOLD)
  const [dismissal, setDismissal] = useState<Dismissal>('unknown')

  useEffect(() => {
    let alive = true
    void readDismissal().then((state) => alive && setDismissal((current) => (current === 'unknown' ? state : current)))
    return () => {
      alive = false
    }
  }, [])

  const visible = scrolled && dismissal === 'none'
  useEffect(() => onVisibleChange?.(visible), [visible, onVisibleChange])

  const dismiss = () => {
    setDismissal('active')
    preferences()
      .then(({ setPreference, STICKY_BAR_DISMISSED_AT }) => setPreference(STICKY_BAR_DISMISSED_AT, Date.now()))
      .catch((error: unknown) => console.warn('Could not remember the dismissal beyond this visit.', error))
  }

  if (!visible) return null
  return (
    <aside className={styles.stickyBar} aria-label="Book a tour">
      <div className={styles.stickyInner}>
        <p className={styles.stickyText}>
          <strong>{`Cat history tours from $${business.pricePerPerson}.`}</strong> Small groups, limited spots every
          weekend.
        </p>
        <div className={styles.stickyActions}>
          <ReserveButton variants={{ size: 'sm' }} />
          <button type="button" className={styles.dismiss} aria-label="Dismiss booking bar" onClick={dismiss}>
            <CloseIcon />
          </button>
        </div>
      </div>
    </aside>
  )
}
