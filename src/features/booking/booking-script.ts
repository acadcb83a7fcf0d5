/**
 * The booking provider's embed script (SPEC §7): loaded once, when the browser is idle after the page has
 * loaded, never while offline; a failure is only logged.
 */
import { useEffect } from 'react'
import { bookingScriptUrl } from '../../config'

/** SPEC §2 Tours: the idle request times out after 2 s. */
export const IDLE_TIMEOUT_MS = 2000
/** SPEC §2 Tours: "or 1 s with a fallback timer", the tours page's own delay where idle scheduling is missing. */
export const TOURS_FALLBACK_DELAY_MS = 1000
/**
 * SPEC §7 ("3 s fallback when idle scheduling is unavailable") and §9 ("booking script preload fallback 3000 ms"):
 * every other page that loads the script (tour pages, /booking) waits this long where requestIdleCallback is missing
 * (Safari before 18.4).
 */
export const PRELOAD_FALLBACK_DELAY_MS = 3000

let requested = false

function inject(): void {
  if (requested || !navigator.onLine) return
  requested = true
  const script = document.createElement('script')
  script.src = bookingScriptUrl
  script.async = true
  script.onerror = () => {
    requested = false
    console.warn('The booking provider script could not be loaded; booking links still open the provider’s pages.')
    script.remove()
  }
  document.body.append(script)
}

/**
 * Schedules the load for an idle moment after the page's `load`, or `fallbackDelayMs` after it where the browser has
 * no idle scheduling; returns a cancel function.
 */
export function scheduleBookingScript(fallbackDelayMs: number = PRELOAD_FALLBACK_DELAY_MS): () => void {
  let cancelIdle = () => {}
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(inject, { timeout: IDLE_TIMEOUT_MS })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(inject, fallbackDelayMs)
      cancelIdle = () => clearTimeout(handle)
    }
  }
  const afterLoad = () => whenIdle()
  // Offline, wait for the connection to come back rather than giving up for the whole visit.
  const online = () => whenIdle()
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', afterLoad, { once: true })
  window.addEventListener('online', online, { once: true })
  return () => {
    window.removeEventListener('load', afterLoad)
    window.removeEventListener('online', online)
    cancelIdle()
  }
}

/** Loads the provider's embed script on an idle moment while the calling page is shown. */
export function useBookingScript(fallbackDelayMs: number = PRELOAD_FALLBACK_DELAY_MS): void {
  useEffect(() => (requested ? undefined : scheduleBookingScript(fallbackDelayMs)), [fallbackDelayMs])
}
