import { useEffect, useState } from 'react'
import { useOnline } from '../../hooks/useOnline'
import { usePwa } from '../../hooks/usePwa'
import { CloseIcon } from '../../components/icons'
import * as styles from './AppStatus.css'

const READY_VISIBLE_MS = 6000

/**
 * A quiet status pill: offline saving progress on the first visit, then "Ready to use offline"; offline notice. The
 * offline notice can be hidden (on a phone it sits over the page's lower fields) until the connection comes back
 * and drops again.
 * It renders inside the live region the shell keeps (Shell.tsx), which loads it once the page has hydrated: the
 * worker that reports the progress starts later still, and a page opened offline has it in the precache.
 */
export function AppStatusMessage() {
  const online = useOnline()
  const { progress, offlineReady } = usePwa()
  const [readyShown, setReadyShown] = useState(false)
  const [offlineHidden, setOfflineHidden] = useState(false)

  // On the event, not on a render: a connection back for a moment may never render as online.
  useEffect(() => {
    const showNextTime = () => setOfflineHidden(false)
    window.addEventListener('online', showNextTime)
    return () => window.removeEventListener('online', showNextTime)
  }, [])

  useEffect(() => {
    if (!offlineReady) return
    setReadyShown(true)
    const timer = window.setTimeout(() => setReadyShown(false), READY_VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [offlineReady])

  let message: string | null = null
  let tone: 'info' | 'offline' = 'info'
  if (!online) {
    if (offlineHidden) return null
    message = 'You’re offline. Saved pages still work; booking and sending need a connection.'
    tone = 'offline'
  } else if (progress !== null) {
    message = `Saving the site for offline use… ${progress}%`
  } else if (readyShown) {
    message = 'Ready to use offline'
  }

  if (message === null) return null
  return (
    <p className={styles.pill[tone]}>
      {message}
      {tone === 'offline' && (
        <button
          type="button"
          className={styles.hide}
          aria-label="Hide the offline notice"
          onClick={() => setOfflineHidden(true)}
        >
          <CloseIcon width={16} height={16} />
        </button>
      )}
    </p>
  )
}
