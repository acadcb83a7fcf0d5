import type { ReactNode } from 'react'
import * as styles from './PageHero.css'

interface PageHeroProps {
  title: ReactNode
  eyebrow?: ReactNode
  subtitle?: ReactNode
  children?: ReactNode
  size?: 'full' | 'large' | 'medium' | 'small'
}

/** The dark hero every page opens with (the transparent header sits on it). */
export function PageHero({ title, eyebrow, subtitle, children, size = 'small' }: PageHeroProps) {
  return (
    <section className={styles.hero[size]}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  )
}
