import type { AnyRouter } from '@tanstack/react-router'

/**
 * A guest who scrolled before the app started stays where they are (decision 0013). The router resets the window to
 * the top after its first render, as after every navigation; on the first render that throws a reader who is already
 * halfway down the page back to its top (and a page reloaded mid-way loses the browser's own scroll restoration).
 * So the position the window had right before that reset is put back right after it, in the same task, before any
 * frame shows the jump.
 *
 * The position is read when the router calls the window's `scrollTo` for the reset, not from `scroll` events: the
 * browser dispatches those only at the next frame, so a scroll in the last few milliseconds before the reset was
 * missed, and the guest was sent to the top between pressing and releasing a button (seen in CI: a Reserve link
 * pressed, the page jumped, and the release landed on the hero, so nothing opened). The router makes the reset with
 * the global `scrollTo` (router-core's scroll-restoration.js): decision 0019, whose contract test
 * (tests/library-internals.test.tsx) fails when an upgrade changes it. Should it ever reset another way, the
 * position the last `scroll` event reported is put back instead. No public way: the only option that skips a reset,
 * a `scrollRestoration` function, also turns on the router's restoring of positions on Back, and SPEC §2 sends a
 * guest to the top on every route change.
 */
export function keepScrollThroughHydration(router: AnyRouter): void {
  const position = () => ({ left: window.scrollX, top: window.scrollY })
  let scrolledTo: { left: number; top: number } | null = window.scrollY > 0 ? position() : null
  let beforeReset: { left: number; top: number } | null = null
  const track = () => {
    scrolledTo = position()
    // A scroll after an earlier call of `scrollTo` is the newer position.
    beforeReset = null
  }
  const scrollTo = window.scrollTo
  window.scrollTo = function scrollToKeepingTheLastPosition(this: Window, ...args: unknown[]) {
    beforeReset = position()
    return (scrollTo as (...args: unknown[]) => void).apply(this, args)
  } as typeof window.scrollTo
  window.addEventListener('scroll', track, { passive: true })
  const stop = router.subscribe('onRendered', () => {
    stop()
    window.scrollTo = scrollTo
    window.removeEventListener('scroll', track)
    const keep = beforeReset ?? scrolledTo
    if (keep && (keep.top > 0 || keep.left > 0)) window.scrollTo({ ...keep, behavior: 'instant' })
  })
}
