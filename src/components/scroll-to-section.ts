/** Moving the guest to a section of the current page: the help buttons and in-page links share this. */
import { showToast } from './toast/toast-store'

export const SECTION_NOT_FOUND = {
  title: 'Section Not Found',
  description: "We couldn't find that section. Please try another link.",
} as const

/** How long a section stays highlighted after a help button led to it (SPEC §9 "highlight pulse 2 s"). */
export const HIGHLIGHT_MS = 2000
/** Set on the section while it is highlighted; HelpButton.css.ts draws the pulse. */
export const HIGHLIGHT_ATTRIBUTE = 'data-highlighted'

const highlightTimers = new WeakMap<HTMLElement, number>()

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function highlight(target: HTMLElement): void {
  window.clearTimeout(highlightTimers.get(target))
  target.removeAttribute(HIGHLIGHT_ATTRIBUTE)
  // Reading layout between removing and adding restarts the animation on a second click.
  void target.offsetWidth
  target.setAttribute(HIGHLIGHT_ATTRIBUTE, '')
  highlightTimers.set(
    target,
    window.setTimeout(() => target.removeAttribute(HIGHLIGHT_ATTRIBUTE), HIGHLIGHT_MS),
  )
}

/**
 * Scrolls to a section of the page (smoothly unless the guest prefers reduced motion), moves focus there and
 * optionally highlights it; says so when the section is missing (SPEC §8 "Help button whose section is missing").
 */
export function scrollToSection(id: string, options: { highlight?: boolean } = {}): boolean {
  const target = document.getElementById(id)
  if (!target) {
    showToast(SECTION_NOT_FOUND)
    return false
  }
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  if (options.highlight) highlight(target)
  return true
}
