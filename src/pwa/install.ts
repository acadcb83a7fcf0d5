/** The "Install app" control: the browser's own prompt where it offers one (beforeinstallprompt). */
import { updatePwaState } from './pwa-store'

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | undefined

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    updatePwaState({ canInstall: true })
  })
  window.addEventListener('appinstalled', () => {
    deferred = undefined
    updatePwaState({ canInstall: false })
  })
}

export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = undefined
  updatePwaState({ canInstall: false })
  await event.prompt()
  await event.userChoice
}

/** iOS Safari has no install prompt: guests add the site from the Share menu. */
export function needsIosInstructions(nav: Navigator = navigator): boolean {
  const ios = /iphone|ipad|ipod/i.test(nav.userAgent)
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true
  return ios && !standalone
}
