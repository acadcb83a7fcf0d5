import { useEffect } from 'react'
import { usePwa } from '../../hooks/usePwa'
import { listenForInstallPrompt, needsIosInstructions, promptInstall } from '../../pwa/install'
import { button } from '../../styles/button'
import * as styles from './Shell.css'

/**
 * "Install app": the browser's prompt where offered; Add to Home Screen steps on iOS Safari; else nothing. The
 * footer loads it once the page has hydrated (Footer.tsx), so it never renders on the server.
 */
export function InstallApp() {
  const { canInstall } = usePwa()
  useEffect(listenForInstallPrompt, [])
  if (canInstall) {
    return (
      <button type="button" className={button({ tone: 'light', size: 'sm' })} onClick={() => void promptInstall()}>
        Install app
      </button>
    )
  }
  if (needsIosInstructions()) {
    return (
      <p className={styles.installHint}>
        Install this app: tap the Share button, then <strong>Add to Home Screen</strong>.
      </p>
    )
  }
  return null
}
