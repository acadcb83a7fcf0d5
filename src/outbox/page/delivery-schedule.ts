/**
 * When the open page tries to deliver the outbox (decision 0004). Safari and Firefox have no Background Sync, and
 * no browser has to fire `online` when a street corner's signal comes back (`navigator.onLine` stays true while
 * every request fails). So besides the browser's own signals (start, `online`, the page becoming visible again,
 * a message just queued), the page tries again on its own while messages wait: after 5 s, then twice as long each
 * time, at most every 5 minutes, and never while the page is hidden (it tries at once when shown again).
 *
 * Pure scheduling: `deliver` does the work and says whether messages still wait; runs never overlap, and a signal
 * during a run makes one more run right after it.
 */
export const RETRY_FIRST_MS = 5_000
export const RETRY_MAX_MS = 5 * 60_000

export interface DeliverySchedule {
  /** A reason to try now (start, online, the page shown again). Also resets the back-off. */
  now(): void
  /** A message was just queued (its first try failed): try again after the first back-off step. */
  queued(): void
  /** Stops every timer (tests). */
  stop(): void
}

export interface ScheduleHost {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** Whether the page is shown: a hidden page waits for its next `visibilitychange` instead. */
  visible(): boolean
}

export function deliverySchedule(deliver: () => Promise<boolean>, host: ScheduleHost): DeliverySchedule {
  let running = false
  let again = false
  let delay = RETRY_FIRST_MS
  let timer: unknown = null
  let stopped = false

  const clear = () => {
    if (timer !== null) host.clearTimeout(timer)
    timer = null
  }

  const run = async () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = true
    clear()
    let waiting = false
    try {
      waiting = await deliver()
    } catch {
      waiting = true
    }
    running = false
    if (stopped) return
    if (again) {
      again = false
      void run()
      return
    }
    if (!waiting) {
      delay = RETRY_FIRST_MS
      return
    }
    if (!host.visible()) return
    timer = host.setTimeout(() => {
      timer = null
      void run()
    }, delay)
    delay = Math.min(delay * 2, RETRY_MAX_MS)
  }

  return {
    now() {
      delay = RETRY_FIRST_MS
      void run()
    },
    queued() {
      delay = RETRY_FIRST_MS
      // A run under way may have read the outbox before this message was in it: one more run right after it.
      if (running) again = true
      if (running || timer !== null || stopped) return
      timer = host.setTimeout(() => {
        timer = null
        void run()
      }, delay)
      delay = Math.min(delay * 2, RETRY_MAX_MS)
    },
    stop() {
      stopped = true
      clear()
    },
  }
}
