import { scrollToSection } from '../lib/scroll-to-section'
import * as styles from './HelpButton.css'

interface HelpButtonProps {
  /** The id of the section the button leads to. */
  sectionId: string
  /** Accessible name: where the button goes. */
  label: string
  /** Visible text beside the "?" mark (hidden below the mobile breakpoint). */
  text: string
  /** Pulse the section for 2 s once it is reached. */
  highlight?: boolean
}

/** A floating "?" button in the bottom-left corner that takes the guest to the section that answers them. */
export function HelpButton({ sectionId, label, text, highlight = false }: HelpButtonProps) {
  return (
    <button type="button" className={styles.help} onClick={() => scrollToSection(sectionId, { highlight })} aria-label={label}>
      <span aria-hidden="true" className={styles.mark}>?</span>
      <span className={styles.text}>{text}</span>
    </button>
  )
}
