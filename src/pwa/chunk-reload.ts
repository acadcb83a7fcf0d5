/**
 * A route chunk that vanished after a deploy (vite:preloadError) reloads the page once, online only; a second
 * failure within a minute is left to the page as the server sent it (lib/keep-server-page.ts) or, in a client-side
 * navigation, to the error screen: a broken deploy can never loop.
 */
/** When the page last reloaded for a missing chunk (sessionStorage). */
export const RELOADED_AT_KEY = 'chunk-reload-at'
const WINDOW_MS = 60_000

/**
 * TanStack Router's lazy route components also reload once on a missing module, remembered under this key
 * (react-router/dist/esm/lazyRouteComponent.js); marking it keeps the two guards to a single reload in all.
 */
const routerReloadKey = (error: unknown) => `tanstack_router_reload:${error instanceof Error ? error.message : String(error)}`

export function reloadOnceOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || 0
      if (Date.now() - last < WINDOW_MS) return
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()))
      sessionStorage.setItem(routerReloadKey((event as Event & { payload?: unknown }).payload), '1')
    } catch {
      return
    }
    event.preventDefault()
    window.location.reload()
  })
}
