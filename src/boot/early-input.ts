/**
 * Input a guest gives before the app has hydrated (decision 0013). The page's first inline script (the head's
 * `keepEarlyInput`, src/boot/early-input-script.ts) keeps every tap on a button until React listens, and every form
 * submission React has not handled; this module hands them back once the app can honour them.
 *
 * - Taps are replayed once the shell has hydrated, in a task of their own (`Shell`'s effect, src/app/shell/Shell.tsx:
 *   inside React's commit React would not hydrate the part a tap lands on). React then hydrates the part
 *   that holds the button at once, synchronously, and runs its handler (its own replay of discrete events on
 *   dehydrated boundaries).
 * - A disclosure (a button with `aria-expanded` and `aria-controls`) was already opened or closed by the inline
 *   script, so the guest saw it respond at once; that change is undone in the same task as the tap is replayed, so
 *   React's state and the screen agree and the panel is toggled exactly once.
 * - A form submission React did not handle (a form not yet hydrated) is never sent by the browser as a plain GET
 *   with the guest's text in the address: it waits here, and is submitted again once the page has hydrated.
 */
export const EARLY_INPUT = '__earlyInput'

/**
 * A click-to-load frame the early input script can start by itself: the play button names the frame (`data-plays`),
 * the frame carries its address in `data-src` and has no `src` until played, and the facade around them shows its
 * state in `data-frame-state` (`idle`, `loading`, `playing`, …), which its CSS follows. The script sets `src` and
 * the state; the app, hydrating, reads them back (src/components/VideoFacade.tsx).
 */
export const FRAME_PLAYS_ATTR = 'data-plays'
export const FRAME_SRC_ATTR = 'data-src'
export const FRAME_STATE_ATTR = 'data-frame-state'

export interface EarlyInput {
  /** True from the moment React listens: the inline script stops keeping taps. */
  listening: boolean
  /** True once the shell has hydrated: a submission React did not take is tried again shortly instead of held. */
  hydrated: boolean
  /** Taps kept, in order. */
  taps: Element[]
  /** Forms whose submission waits, in order. */
  submits: HTMLFormElement[]
  /** Reverts what the inline script showed for the kept taps (disclosures opened or closed). */
  undo: Array<() => void>
  /** Set by the bootstrap: starts the app at once when a tap is kept before it has started. */
  wake?: () => void
  /** Set by the inline script: submits a kept form again (with the guard that keeps it from going out natively). */
  resubmit?: (form: HTMLFormElement) => void
}

function earlyInput(): EarlyInput | undefined {
  return (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT]
}

/**
 * Call once the shell has hydrated, in a task of its own (src/app/shell/Shell.tsx): React now listens and can
 * hydrate the part a tap lands on, so kept taps go to it, each exactly once.
 */
export function replayEarlyTaps(): void {
  const early = earlyInput()
  if (!early) return
  early.listening = true
  const undo = early.undo.splice(0)
  for (let index = undo.length - 1; index >= 0; index--) undo[index]!()
  for (const target of early.taps.splice(0)) {
    if (target.isConnected && target instanceof HTMLElement) target.click()
  }
}

/** Call once the shell has hydrated: forms submitted before then are submitted now (again later while their part hydrates). */
export function replayEarlySubmits(): void {
  const early = earlyInput()
  if (!early) return
  early.hydrated = true
  for (const form of early.submits.splice(0)) {
    if (form.isConnected) early.resubmit?.(form)
  }
}
