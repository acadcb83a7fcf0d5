/**
 * What floats over the page steps aside while the guest is in a form (src/styles/floating.css.ts `IN_A_FORM`): while the focus is
 * in it, or while it carries the mark set here.
 *
 * Safari, and Firefox on a Mac by the platform's convention, focus no button or checkbox that is pressed: the press
 * takes the focus off the field to nothing, `form:focus-within` stops matching under the finger, and the sticky bar
 * slides in. It would take a slow press's release on Send, or sit over Send after a tap on the consent box.
 *
 * So a press that starts in a form holding the focus marks that form, and the mark stays while the guest goes on
 * pressing in it with the focus nowhere. It goes when a press starts anywhere else, or the focus lands outside the form,
 * or the form leaves the page (replaced by its outcome), since the mark is the form's own attribute.
 *
 * Nothing is set or cleared in the middle of a press or between two presses in the form. So nothing blinks, and the
 * bar never slides back in under the next tap: a first version that ended the mark at each click brought the bar back
 * after every tap on the consent box (decision 0013). A press on a form the guest is not in, such as a scroll starting
 * on it, marks nothing.
 */
import { FORM_IN_USE_ATTR } from '../../styles/floating.css'

/** Watches presses and focus for the document's life; returns the function that stops and clears every mark. */
export function markFormsInUse(root: Document = document): () => void {
  const unmarkAllBut = (kept: Element | null) => {
    for (const form of root.querySelectorAll(`form[${FORM_IN_USE_ATTR}]`)) {
      if (form !== kept) form.removeAttribute(FORM_IN_USE_ATTR)
    }
  }
  const pressed = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null
    const inUse = form && (form.hasAttribute(FORM_IN_USE_ATTR) || form.contains(root.activeElement)) ? form : null
    unmarkAllBut(inUse)
    inUse?.setAttribute(FORM_IN_USE_ATTR, '')
  }
  // Focus moving within the marked form keeps it; anywhere else (a tab to a header link, another form) ends it.
  const focused = (event: Event) => {
    unmarkAllBut(event.target instanceof Element ? event.target.closest(`form[${FORM_IN_USE_ATTR}]`) : null)
  }
  const options = { capture: true, passive: true }
  root.addEventListener('pointerdown', pressed, options)
  root.addEventListener('focusin', focused, options)
  return () => {
    root.removeEventListener('pointerdown', pressed, options)
    root.removeEventListener('focusin', focused, options)
    unmarkAllBut(null)
  }
}
