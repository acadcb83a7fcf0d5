/**
 * When the whole prerendered page has hydrated. The shell hydrates its header, page and footer as separate Suspense
 * boundaries (src/app/shell/Shell.tsx), each at its own time; each reports here from an effect, which runs when
 * its part has hydrated (or rendered, on the client). The page reports from inside its own content (the hero every
 * page opens with, src/components/PageHero.tsx): the router puts a page in a Suspense boundary of its own, which
 * React may hydrate after the shell's. Work that must not compete with hydration (the worker, the outbox) waits for
 * all three.
 */
export type ShellPart = 'header' | 'page' | 'footer'

const PARTS: readonly ShellPart[] = ['header', 'page', 'footer']
const hydrated = new Set<ShellPart>()
let waiting: Array<() => void> = []

const complete = () => PARTS.every((part) => hydrated.has(part))
let released = false

export function partHydrated(part: ShellPart): void {
  hydrated.add(part)
  if (complete() && !released) release()
}

function release(): void {
  released = true
  const callbacks = waiting
  waiting = []
  for (const callback of callbacks) callback()
}

/** Calls `callback` once every part of the shell has hydrated: at once if they have. */
export function whenAppHydrated(callback: () => void): void {
  if (released) callback()
  else waiting.push(callback)
}

/** Calls `callback` once the page has hydrated and the main thread is next idle (after 2 s at the latest). */
export function whenAppHydratedAndIdle(callback: () => void): void {
  whenAppHydrated(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 })
    else setTimeout(callback, 200)
  })
}
