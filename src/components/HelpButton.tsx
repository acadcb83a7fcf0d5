import type { MouseEvent } from 'react'
import { scrollToSection } from './scroll-to-section'
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

/**
 * A floating "?" in the bottom-left corner that takes the guest to the section that answers them. A link to that
 * section, so it works from the first paint (decision 0013); once hydrated it scrolls smoothly and highlights it.
 */
export function HelpButton({ sectionId, label, text, highlight = false }: HelpButtonProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    scrollToSection(sectionId, { highlight })
  }
  return (
    <a href={`#${sectionId}`} className={styles.help} onClick={go} aria-label={label}>
      <span aria-hidden="true" className={styles.mark}>
        ?
      </span>
      <span className={styles.text}>{text}</span>
    </a>
  )
}
