import { useEffect, useRef, type RefObject } from 'react'

interface ResetAfterDone {
  /** True while the form shows its outcome panel. */
  done: boolean
  /** How long the panel stays (SPEC §9: contact 3 s, survey 3000 ms). */
  delayMs: number
  panelRef: RefObject<HTMLElement | null>
  headingRef: RefObject<HTMLElement | null>
  /** Empties the form and returns it to idle. */
  onReset: () => void
}

/**
 * The outcome panel of a sent form: it takes focus, and after the delay the form resets and reappears. Focus
 * returns to the form's heading only if it is still on the panel that goes away.
 */
export function useResetAfterDone({ done, delayMs, panelRef, headingRef, onReset }: ResetAfterDone): void {
  const reset = useRef(onReset)
  reset.current = onReset
  useEffect(() => {
    if (!done) return
    panelRef.current?.focus()
    const timer = window.setTimeout(() => {
      const keepFocus = document.activeElement === panelRef.current
      reset.current()
      if (keepFocus) headingRef.current?.focus()
    }, delayMs)
    return () => window.clearTimeout(timer)
  }, [done, delayMs, panelRef, headingRef])
}
