/**
 * Sends an analytics event (SPEC §7 "Analytics"): to the cookieless provider when one is configured (src/config.ts
 * `analytics`), and to any other analytics function the page has. A failure is only logged (SPEC §8).
 */
import { analytics } from '../../config'
import { sendPlausibleEvent } from '../analytics/plausible'

type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void

export function trackEvent(name: 'begin_booking' | 'reserve_button_click', params?: Record<string, unknown>): void {
  // Unset, `analytics` is a constant undefined in the app's bundles, and this branch is dropped from them.
  if (analytics) {
    try {
      sendPlausibleEvent(name, params)
    } catch (error) {
      console.warn('Analytics event failed', error)
    }
  }
  const gtag = (globalThis as { gtag?: Gtag }).gtag
  if (typeof gtag !== 'function') return
  try {
    gtag('event', name, params)
  } catch (error) {
    console.warn('Analytics event failed', error)
  }
}
