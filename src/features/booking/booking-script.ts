/**
 * The booking provider's embed script (SPEC §7): loaded once, when the browser is idle after the page has
 * loaded, never while offline; a failure is only logged.
 */
import { useEffect } from 'react'
import { bookingScriptUrl } from '../../config'

export const IDLE_TIMEOUT_MS = 2000
export const FALLBACK_DELAY_MS = 1000

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

/** Schedules the load for an idle moment; returns a cancel function. */
export function scheduleBookingScript(): () => void {
  let cancelIdle = () => {}
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(inject, { timeout: IDLE_TIMEOUT_MS })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(inject, FALLBACK_DELAY_MS)
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
export function useBookingScript(): void {
  useEffect(() => (requested ? undefined : scheduleBookingScript()), [])
}
