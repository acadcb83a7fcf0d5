/**
 * A route chunk that vanished after a deploy (vite:preloadError) reloads the page once, online only; a second
 * failure within a minute is left to the error screen, so a broken deploy can never loop.
 */
const KEY = 'chunk-reload-at'
const WINDOW_MS = 60_000

export function reloadOnceOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return
    let last = 0
    try {
      last = Number(sessionStorage.getItem(KEY)) || 0
      if (Date.now() - last < WINDOW_MS) return
      sessionStorage.setItem(KEY, String(Date.now()))
    } catch {
      return
    }
    event.preventDefault()
    window.location.reload()
  })
}
