/**
 * The islands variant's stand-in for src/lib/app-hydrated.ts (the client build resolves the app's imports of it here).
 * The app waits for its shell's three parts to report before it loads its late modules (the booking bar, the status
 * pills, the install control) and starts the worker; with islands there are no such parts on the client, and "the
 * page has hydrated" means every island has (runtime.tsx calls `islandsHydrated`). Same exports, same meaning.
 */
export type ShellPart = 'header' | 'page' | 'footer'

let released = false
let waiting: Array<() => void> = []

/** The shell's parts never hydrate on the client here: nothing to record. */
export function partHydrated(part: ShellPart): void {
  void part
}

/** Every island of the page has hydrated. */
export function islandsHydrated(): void {
  if (released) return
  released = true
  const callbacks = waiting
  waiting = []
  for (const callback of callbacks) callback()
}

/** Whether the page's interactive parts have all hydrated (the static rest never does). */
export function documentHydrated(): boolean {
  return released
}

export function whenAppHydrated(callback: () => void): void {
  if (released) callback()
  else waiting.push(callback)
}

export function whenAppHydratedAndIdle(callback: () => void): void {
  whenAppHydrated(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 })
    else setTimeout(callback, 200)
  })
}
