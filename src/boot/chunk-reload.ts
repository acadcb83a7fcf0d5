/**
 * A route chunk that vanished after a deploy (vite:preloadError) reloads the page once, online; a second
 * failure within a minute is left to the page as the server sent it (src/boot/keep-server-page.ts) or, in a client-side
 * navigation, to the error screen: a broken deploy can never loop. Offline, only a page whose own code failed twice
 * is reloaded, and only when a worker controls it to answer (keep-server-page.ts), under the same guard.
 *
 * A page being left is not reloaded: when the guest leaves (a link, the address bar, Back, Reload), Firefox and
 * Safari cancel the page's pending loads and reject its dynamic imports as if the chunk had vanished, and a reload
 * then would replace the guest's navigation, keeping them on this page. `beforeunload` comes before that in every
 * engine. Should the page stay after all (a download, a 204 answer), it counts as staying again a few seconds
 * later, or when it is shown again from the back-forward cache.
 *
 * Nor is a page reloaded for a part it can do without (the booking bar, the status pills): their loader tries them
 * again, and a reload on a signal that has just dropped would swap the page for the browser's offline error
 * (lib/recoverable-import.ts).
 */
import { recoverableImportPending } from '../lib/recoverable-import'

/** When the page last reloaded for a missing chunk (sessionStorage). */
export const RELOADED_AT_KEY = 'chunk-reload-at'
const WINDOW_MS = 60_000
const LEAVING_MS = 10_000

/**
 * TanStack Router's lazy route components also reload once on a missing module, remembered under this key
 * (react-router/dist/esm/lazyRouteComponent.js); marking it keeps the two guards to a single reload in all. The key
 * is not part of the router's API, and no option turns that reload off: decision 0019, whose contract test
 * (tests/library-internals.test.tsx) fails when an upgrade changes it.
 */
export const routerReloadKey = (error: unknown) =>
  `tanstack_router_reload:${error instanceof Error ? error.message : String(error)}`

export function reloadOnceOnStaleChunk(): void {
  let leavingSince = 0
  window.addEventListener('beforeunload', () => (leavingSince = Date.now()))
  window.addEventListener('pageshow', () => (leavingSince = 0))
  const leaving = () => leavingSince !== 0 && Date.now() - leavingSince < LEAVING_MS

  window.addEventListener('vite:preloadError', (event) => {
    if (leaving()) {
      // Nor may the router reload for it: the import resolves empty in a document that is going away.
      event.preventDefault()
      return
    }
    if (!navigator.onLine || recoverableImportPending()) return
    if (reloadOnceForFailedChunk((event as Event & { payload?: unknown }).payload)) event.preventDefault()
  })
}

/**
 * Reloads the page unless a reload for a failed chunk happened within the last minute; whether it did. Also the
 * last resort of a page whose code failed offline (src/boot/keep-server-page.ts), where the worker answers the reload:
 * a new document fetches every module afresh, which Firefox does not do for a failed one within a document.
 */
export function reloadOnceForFailedChunk(error: unknown): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || 0
    if (Date.now() - last < WINDOW_MS) return false
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()))
    sessionStorage.setItem(routerReloadKey(error), '1')
  } catch {
    return false
  }
  window.location.reload()
  return true
}
