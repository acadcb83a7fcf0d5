/** The "Install app" control: the browser's own prompt where it offers one (beforeinstallprompt). */
import { updatePwaState } from './pwa-store'
import { EARLY_INSTALL_PROMPT } from '../boot/early-install-prompt'

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | undefined
let listening = false

/**
 * Takes over the browser's install offer: the one the page's bootstrap kept if the browser made it before this
 * loaded (the "Install app" control loads after hydration), and any later one. Once per page.
 */
export function listenForInstallPrompt(): void {
  if (listening) return
  listening = true
  const offer = (event: Event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    updatePwaState({ canInstall: true })
  }
  const early = (window as unknown as Record<string, Event | undefined>)[EARLY_INSTALL_PROMPT]
  if (early) offer(early)
  window.addEventListener('beforeinstallprompt', offer)
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
