import * as styles from './button.css'

export interface ButtonVariants {
  tone?: keyof typeof styles.tone
  size?: keyof typeof styles.size
}

/**
 * The classes of a button (primary and medium unless asked): the same call as the vanilla-extract recipe it
 * replaced, without the recipes runtime that every page loaded for this one lookup (decision 0012).
 */
export function button({ tone = 'primary', size = 'md' }: ButtonVariants = {}): string {
  return `${styles.base} ${styles.tone[tone]} ${styles.size[size]}`
}
