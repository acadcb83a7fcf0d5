import { useEffect, useState } from 'react'
import { useOnline } from '../../hooks/useOnline'
import { usePwa } from '../../hooks/usePwa'
import * as styles from './AppStatus.css'

const READY_VISIBLE_MS = 6000

/**
 * A quiet status pill: offline saving progress on the first visit, then "Ready to use offline"; offline notice.
 * It renders inside the live region the shell keeps (Shell.tsx), which loads it once the page has hydrated: the
 * worker that reports the progress starts later still, and a page opened offline has it in the precache.
 */
export function AppStatusMessage() {
  const online = useOnline()
  const { progress, offlineReady } = usePwa()
  const [readyShown, setReadyShown] = useState(false)

  useEffect(() => {
    if (!offlineReady) return
    setReadyShown(true)
    const timer = window.setTimeout(() => setReadyShown(false), READY_VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [offlineReady])

  let message: string | null = null
  let tone: 'info' | 'offline' = 'info'
  if (!online) {
    message = 'You’re offline. Saved pages still work; booking and sending need a connection.'
    tone = 'offline'
  } else if (progress !== null) {
    message = `Saving the site for offline use… ${progress}%`
  } else if (readyShown) {
    message = 'Ready to use offline'
  }

  return message ? <p className={styles.pill[tone]}>{message}</p> : null
}
