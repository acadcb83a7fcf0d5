import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { LOGO_HEIGHT, LOGO_WIDTH, pressLogos, type PressLogo } from '../content/press-outlets'
import { container } from '../styles/layout.css'
import { ExternalLink } from './ExternalLink'
import { Picture } from './Picture'
import * as styles from './PressStrip.css'

interface PressStripProps {
  /** Defaults to the 11 logos of src/content/press.ts. */
  logos?: readonly PressLogo[]
}

/**
 * SPEC §2 Home "As featured on": a band of press logos, each opening its article in a new tab, and a link to
 * /in-the-news. A logo that fails to load falls back to its WebP copy, then a placeholder (Picture 'logo').
 */
export function PressStrip({ logos = pressLogos }: PressStripProps) {
  const headingId = useId()
  return (
    <section className={styles.strip} aria-labelledby={headingId}>
      <div className={container}>
        <h2 id={headingId} className={styles.heading}>
          As featured on
        </h2>
        <ul className={styles.logos}>
          {logos.map((logo) => (
            <li key={logo.link}>
              <ExternalLink
                href={logo.link}
                className={styles.logoLink}
                what="This article"
                noReferrer
                offlineHint={false}
              >
                <Picture
                  src={logo.image}
                  width={logo.width ?? LOGO_WIDTH}
                  height={logo.height ?? LOGO_HEIGHT}
                  alt={logo.alt}
                  fallback="logo"
                  className={styles.logo}
                />
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to="/in-the-news">Read all our press coverage</Link>
        </p>
      </div>
    </section>
  )
}
