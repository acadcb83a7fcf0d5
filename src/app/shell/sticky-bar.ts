/** SPEC §2 sticky "Reserve Your Spot" bar: shown after 300px of scroll, hidden for 24 hours once dismissed. */
export const STICKY_BAR_SCROLL_THRESHOLD = 300
export const STICKY_BAR_DISMISS_MS = 24 * 60 * 60 * 1000

/** A stored dismissal time, or null when the stored value is missing or corrupt (not a finite past time). */
export function parseDismissedAt(stored: unknown, now: number): number | null {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return null
  if (stored > now) return null
  return stored
}

export function isDismissalActive(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < STICKY_BAR_DISMISS_MS
}
