/**
 * What floats over the page steps aside while the focus is in a form (Shell.css.ts `IN_A_FORM`). Safari focuses no
 * button that is pressed: pressing Send takes the focus off the field to nothing, so without this the sticky bar would
 * slide in under a slow press and take its release, and the tap would do nothing. A press that starts in the form that
 * holds the focus marks the page until it has become a click (or was given up), and the floating things stay aside
 * for that long. Only such a press: one on a form without the focus (a scroll starting there) changes nothing, so
 * nothing blinks.
 */
export const PRESS_IN_FORM_ATTR = 'data-press-in-form'

/** Watches presses for the document's life; returns the function that stops. */
export function keepFloatersAsideThroughPresses(root: Document = document): () => void {
  const body = root.body
  // A release with no click (the pointer moved off the button) ends the press once the click would have come.
  let late: ReturnType<typeof setTimeout> | undefined
  const end = () => {
    clearTimeout(late)
    body.removeAttribute(PRESS_IN_FORM_ATTR)
  }
  const start = (event: PointerEvent) => {
    // A new press is not ended by the last one's late end.
    clearTimeout(late)
    const form = event.target instanceof Element ? event.target.closest('form') : null
    if (form?.contains(root.activeElement)) body.setAttribute(PRESS_IN_FORM_ATTR, '')
    else body.removeAttribute(PRESS_IN_FORM_ATTR)
  }
  const released = () => {
    clearTimeout(late)
    late = setTimeout(end, 1000)
  }
  // The click's target is fixed before its listeners run, so ending the press here cannot move it.
  const options = { capture: true, passive: true }
  root.addEventListener('pointerdown', start, options)
  root.addEventListener('pointerup', released, options)
  root.addEventListener('pointercancel', end, options)
  root.addEventListener('click', end, options)
  return () => {
    end()
    root.removeEventListener('pointerdown', start, options)
    root.removeEventListener('pointerup', released, options)
    root.removeEventListener('pointercancel', end, options)
    root.removeEventListener('click', end, options)
  }
}
