import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { footerQuickLinks } from '../../content/navigation'
import { business } from '../../content/site'
import { useToday } from '../../hooks/useToday'
import { button } from '../../styles/button'
import { container } from '../../styles/layout.css'
import { CameraIcon, MailIcon } from '../../components/icons'
import { Late } from '../../components/Late'
import * as styles from './Shell.css'
import { ExternalLink } from '../../components/ExternalLink'

/** The install control depends on the browser's offer, which the page's bootstrap keeps for it until it loads. */
const loadInstallApp = () => import('./InstallApp')

export function Footer() {
  const year = useToday().getFullYear()
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.footerGrid}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.footerHeading}>
              {config.siteName}
            </h2>
            <p>{business.description}</p>
            <p>
              <a className={styles.footerLink} href={`mailto:${config.email}`}>
                {config.email}
              </a>
            </p>
            <div className={styles.social}>
              <ExternalLink
                className={styles.socialLink}
                href={config.socialProfileUrl}
                what="Our Instagram profile"
                aria-label={`Instagram ${config.socialHandle} (opens in a new tab)`}
              >
                <CameraIcon />
              </ExternalLink>
              <a className={styles.socialLink} href={`mailto:${config.email}`} aria-label={`E-mail ${config.email}`}>
                <MailIcon />
              </a>
            </div>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={styles.footerHeading}>
              Quick Links
            </h2>
            <ul className={styles.footerList}>
              {footerQuickLinks.map((link) => (
                <li key={link.label}>
                  {'href' in link ? (
                    <ExternalLink className={styles.footerLink} href={link.href} what="The gift card shop">
                      {link.label}
                    </ExternalLink>
                  ) : (
                    <Link className={styles.footerLink} to={link.to}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.footerHeading}>
              Contact
            </h2>
            <p>{business.tourDaysText}</p>
            <p>
              Questions?{' '}
              <a className={styles.footerLink} href={`mailto:${config.email}`}>
                {config.email}
              </a>
            </p>
            <div className={styles.installRow}>
              <Link to="/booking" className={button({ size: 'sm' })}>
                Book a Tour
              </Link>
              <Late load={loadInstallApp}>{(install) => <install.InstallApp />}</Late>
            </div>
          </section>
        </div>
        <div className={styles.bottomLine}>
          <p>
            © {year} {config.siteName}. All rights reserved.
          </p>
          <p className={styles.bottomLinks}>
            <Link className={styles.footerLink} to="/sitemap">
              Sitemap
            </Link>
            <Link className={styles.footerLink} to="/press-kit">
              Press Kit
            </Link>
          </p>
        </div>
      </div>
    </footer>
  )
}
