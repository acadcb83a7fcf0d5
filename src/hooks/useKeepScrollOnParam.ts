import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * The router scrolls to the top after every history move, Back and Forward included (SPEC §2 "scrolls to the
 * top on every route change"). A move that changes only `param` on the same page (a lightbox opening, stepping
 * or closing) is not a route change: the page stays where it was.
 */
export function useKeepScrollOnParam(param: string): void {
  const router = useRouter()
  useEffect(() => {
    let kept: { x: number; y: number } | undefined
    const offBeforeLoad = router.subscribe('onBeforeLoad', ({ fromLocation, toLocation }) => {
      const from = fromLocation?.search as Record<string, unknown> | undefined
      const to = toLocation.search as Record<string, unknown>
      const onlyParam =
        from !== undefined &&
        fromLocation?.pathname === toLocation.pathname &&
        from[param] !== to[param] &&
        sameExcept(from, to, param)
      kept = onlyParam ? { x: window.scrollX, y: window.scrollY } : undefined
    })
    // Subscribed after the router's own handler, so this runs after its scroll to the top, in the same task.
    const offRendered = router.subscribe('onRendered', () => {
      if (kept) window.scrollTo({ left: kept.x, top: kept.y, behavior: 'instant' })
      kept = undefined
    })
    return () => {
      offBeforeLoad()
      offRendered()
    }
  }, [router, param])
}

/** Whether two parsed queries agree on every key but `param`. */
function sameExcept(a: Record<string, unknown>, b: Record<string, unknown>, param: string): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  keys.delete(param)
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]))
}
