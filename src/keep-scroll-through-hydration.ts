import type { AnyRouter } from '@tanstack/react-router'

/**
 * A guest who scrolled before the app started stays where they are (decision 0013). The router resets the window to
 * the top after its first render, as after every navigation; on the first render that throws a reader who is already
 * halfway down the page back to its top (and a page reloaded mid-way loses the browser's own scroll restoration).
 * So the position the guest scrolled to is put back right after that first render, in the same task, before any
 * frame shows the jump.
 */
export function keepScrollThroughHydration(router: AnyRouter): void {
  let scrolledTo: { left: number; top: number } | null =
    window.scrollY > 0 ? { left: window.scrollX, top: window.scrollY } : null
  const track = () => {
    scrolledTo = { left: window.scrollX, top: window.scrollY }
  }
  window.addEventListener('scroll', track, { passive: true })
  const stop = router.subscribe('onRendered', () => {
    stop()
    window.removeEventListener('scroll', track)
    if (scrolledTo) window.scrollTo({ ...scrolledTo, behavior: 'instant' })
  })
}
