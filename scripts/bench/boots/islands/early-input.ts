/**
 * The page's early input script (scripts/early-input.ts, unchanged) keeps every tap on a button "until React
 * listens", and every unhandled form submission "until the page has hydrated": one flag each for the whole document.
 * With islands React listens island by island, so both flags become answers about the event being dispatched (the
 * DOM's `window.event`): true when its target is inside an island that has hydrated. When an island hydrates, the
 * taps and submissions kept inside it are handed to it as the app's Shell does for the whole page
 * (src/lib/early-input.ts): what the script showed for a disclosure or a toggle is undone and the tap replayed, in
 * one task, then its forms submitted again.
 */
import { EARLY_INPUT, type EarlyInput } from '../../../../src/lib/early-input'

export interface EarlyInputHandover {
  /** The island in `container` has hydrated: its kept input goes to it, and from now on its taps go to React. */
  hydrated(container: Element): void
  /** Every island has hydrated: taps anywhere go through (as the app's flags say once its shell has hydrated). */
  allHydrated(): void
}

export function takeOverEarlyInput(): EarlyInputHandover {
  const early = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT]
  const live: Element[] = []
  let all = false
  const reachesReact = () => {
    if (all) return true
    // The event being dispatched (the script reads the flags from its click and submit listeners).
    const target = (window as { event?: Event }).event?.target
    return target instanceof Node && live.some((container) => container.contains(target))
  }
  if (early) {
    for (const flag of ['listening', 'hydrated'] as const) {
      Object.defineProperty(early, flag, {
        configurable: true,
        enumerable: true,
        get: reachesReact,
        set: () => undefined,
      })
    }
  }
  return {
    hydrated(container) {
      live.push(container)
      if (!early) return
      const inside = (node: Element) => container.contains(node)
      const taps = early.taps.filter(inside)
      early.taps = early.taps.filter((node) => !inside(node))
      // The script opened or closed a disclosure, or pressed a toggle, at the tap: undone, latest first.
      for (const control of [...taps].reverse()) undoShown(control)
      for (const control of taps) if (control.isConnected && control instanceof HTMLElement) control.click()
      const forms = early.submits.filter(inside)
      early.submits = early.submits.filter((form) => !inside(form))
      for (const form of forms) if (form.isConnected) early.resubmit?.(form)
    },
    allHydrated() {
      all = true
    },
  }
}

/** Reverses what the early input script showed for a kept tap on `control` (the script's own undo, per control). */
function undoShown(control: Element): void {
  const expanded = control.getAttribute('aria-expanded')
  const panel = document.getElementById(control.getAttribute('aria-controls') ?? '')
  if (panel && expanded !== null) {
    panel.hidden = !panel.hidden
    control.setAttribute('aria-expanded', String(expanded !== 'true'))
  }
  const pressed = control.getAttribute('aria-pressed')
  if (pressed !== null) control.setAttribute('aria-pressed', String(pressed !== 'true'))
}
