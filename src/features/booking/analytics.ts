/** Sends an analytics event only when the page has an analytics function (SPEC §7 "Analytics"). */
type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void

export function trackEvent(name: 'begin_booking' | 'reserve_button_click', params?: Record<string, unknown>): void {
  const gtag = (globalThis as { gtag?: Gtag }).gtag
  if (typeof gtag !== 'function') return
  try {
    gtag('event', name, params)
  } catch (error) {
    console.warn('Analytics event failed', error)
  }
}
