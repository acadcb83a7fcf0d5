/**
 * The first-tap journeys' witness (e2e/first-tap.spec.ts in Chromium, e2e-engines/first-tap.spec.ts in Firefox and
 * WebKit): what a control or panel shows, sampled once per frame from the moment it is started, keeping each change.
 * A tap honoured once gives exactly [before, after]; a panel opened by the page and again by the app would show
 * [closed, open, closed, open].
 */

export interface SampledState {
  /** The element, by CSS selector (the `index`th match, default the first). */
  selector: string
  /** What to read: a dialog's `open`, or an attribute. */
  read: 'open' | 'aria-expanded' | 'data-frame-state'
  index?: number
}

/** Starts sampling into window.__states. Self-contained: sent to the page as text (an init script or an evaluate). */
export function sampleStates({ selector, read, index = 0 }: SampledState): void {
  const states: string[] = []
  const sample = () => {
    const element = document.querySelectorAll(selector)[index]
    if (element) {
      const state = read === 'open' ? String((element as HTMLDialogElement).open) : String(element.getAttribute(read))
      if (states.at(-1) !== state) states.push(state)
    }
  }
  Object.assign(window, { __states: states, __sampleState: sample })
  const everyFrame = () => {
    sample()
    requestAnimationFrame(everyFrame)
  }
  // At once: started after the page has painted (as in the engines' journeys), the state before the tap is kept.
  everyFrame()
}

/**
 * The states sampled so far, and the state now: a change the test has just seen (a panel closed a moment ago) may
 * not have met a frame yet. Self-contained.
 */
export function sampledStates(): string[] {
  const page = window as unknown as { __states: string[]; __sampleState: () => void }
  page.__sampleState()
  return page.__states
}
