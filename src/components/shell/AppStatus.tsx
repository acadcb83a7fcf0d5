import { useEffect, useState } from 'react'
import { useOnline } from '../../hooks/useOnline'
import { usePwa } from '../../hooks/usePwa'
import * as styles from './AppStatus.css'

const READY_VISIBLE_MS = 6000

/** A quiet status pill: offline saving progress on the first visit, then "Ready to use offline"; offline notice. */
export function AppStatus() {
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

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message && <p className={styles.pill[tone]}>{message}</p>}
    </div>
  )
}
