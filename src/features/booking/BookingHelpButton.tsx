import { showToast } from '../toast/toast-store'
import * as styles from './BookingHelpButton.css'

export const SECTION_NOT_FOUND = {
  title: 'Section Not Found',
  description: "We couldn't find that section. Please try another link.",
} as const

/** Scrolls to a section of the page, or says it is missing (SPEC §8 "Help button whose section is missing"). */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) {
    showToast(SECTION_NOT_FOUND)
    return false
  }
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}

/** The floating "help booking" button of the tour pages: it takes the guest to the booking section. */
export function BookingHelpButton({ sectionId = 'book-now' }: { sectionId?: string }) {
  return (
    <button type="button" className={styles.help} onClick={() => scrollToSection(sectionId)} aria-label="Help with booking: go to the booking section">
      <span aria-hidden="true" className={styles.mark}>?</span>
      <span className={styles.text}>Help booking</span>
    </button>
  )
}
