/**
 * The page's side of the service worker: registration, first-install progress, and the update flow of SPEC §4
 * (notification when permitted, else a toast with Reload; reload exactly once when the new worker takes over).
 * What the guest is told in the page is the caller's (toasts, src/app/shell/service-worker.ts): this layer sits below
 * the page's components and imports none of them.
 */
import { Workbox } from 'workbox-window'
import { UPDATE_NOTIFICATION_TAG, UPDATE_NOTIFICATION_TITLE, type WorkerToPage } from '../lib/worker-messages'
import { saveDeviceDisplay } from './device-display'
import { updatePwaState } from './pwa-store'
import { hasUnsentInput } from './unsent-input'

const UNSENT_RECHECK_MS = 2000

let workbox: Workbox | undefined
let tellUpdateHeld = () => {}
let reloading = false
let applyTimer: number | undefined

/**
 * Registers the worker. How the page tells the guest about an update is the caller's: `tellUpdate` when a new version
 * waits and no notification could say so (`apply` loads it), `tellHeld` when the guest asked for it while a form holds
 * unsent input (it loads once the form is sent or cleared).
 */
export function registerServiceWorker(tellUpdate: (apply: () => void) => void, tellHeld: () => void): void {
  if (!('serviceWorker' in navigator)) return
  tellUpdateHeld = tellHeld
  const firstInstall = !navigator.serviceWorker.controller
  workbox = new Workbox('/sw.js', { scope: '/' })

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerToPage>) => {
    const message = event.data
    if (message?.type === 'PRECACHE_PROGRESS' && firstInstall) {
      updatePwaState({ progress: Math.round((message.done / Math.max(1, message.total)) * 100) })
    }
    if (message?.type === 'APPLY_UPDATE') applyUpdate()
  })

  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) updatePwaState({ progress: null, offlineReady: true })
  })
  workbox.addEventListener('waiting', () => {
    updatePwaState({ updateWaiting: true })
    void announceUpdate(tellUpdate)
  })
  // The first worker claiming a fresh page is not an update; any later change of controller is, even on the
  // page that installed the first version (workbox-window's isUpdate only looks at registration time).
  let controlled = !firstInstall
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) reloadOnce()
    controlled = true
  })

  // The worker's install reads the screen from storage: describe it first (a few milliseconds).
  const registering = workbox
  void saveDeviceDisplay().then(() =>
    registering.register().catch((error: unknown) => console.warn('Service worker registration failed', error)),
  )
}

async function announceUpdate(tellUpdate: (apply: () => void) => void): Promise<void> {
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      const registration = await navigator.serviceWorker.getRegistration()
      if (registration) {
        await registration.showNotification(UPDATE_NOTIFICATION_TITLE, {
          tag: UPDATE_NOTIFICATION_TAG,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
        })
        return
      }
    } catch (error) {
      console.warn('Could not show the update notification; showing a notice instead.', error)
    }
  }
  tellUpdate(applyUpdate)
}

/** Activates the waiting version, but never while a form holds unsent input: it waits for the form first. */
export function applyUpdate(): void {
  if (!workbox || reloading) return
  window.clearTimeout(applyTimer)
  if (hasUnsentInput()) {
    tellUpdateHeld()
    const recheck = () => {
      if (hasUnsentInput()) applyTimer = window.setTimeout(recheck, UNSENT_RECHECK_MS)
      else workbox?.messageSkipWaiting()
    }
    applyTimer = window.setTimeout(recheck, UNSENT_RECHECK_MS)
    return
  }
  workbox.messageSkipWaiting()
}

function reloadOnce(): void {
  if (reloading) return
  reloading = true
  window.location.reload()
}
