import { useHydrated } from '../../hooks/useHydrated'
import { usePwa } from '../../hooks/usePwa'
import { needsIosInstructions, promptInstall } from '../../pwa/install'
import { button } from '../../styles/button'
import * as styles from './Shell.css'

/** "Install app": the browser's prompt where offered; Add to Home Screen steps on iOS Safari; else nothing. */
export function InstallApp() {
  const { canInstall } = usePwa()
  const hydrated = useHydrated()
  if (!hydrated) return null
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
