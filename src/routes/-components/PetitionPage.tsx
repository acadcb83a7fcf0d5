import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { PageHero } from '../../components/PageHero'
import { button } from '../../styles/button.css'
import { container, lead, prose, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as styles from './pages.css'
import { ExternalLink } from '../../components/ExternalLink'

export function PetitionPage() {
  const name = config.petitionCat.name
  return (
    <>
      <PageHero image="hero-petition" eyebrow="Petition" title={`Honour ${name}, the Borough Hall Cat`} subtitle="Ask Brooklyn to remember its bravest cat with a plaque at Borough Hall." size="medium">
        <a href="#sign" className={button({ size: 'lg' })}>Sign the Petition</a>
      </PageHero>
      <section className={section} aria-labelledby="story-title">
        <div className={`${container} ${prose}`}>
          <h2 id="story-title" className={sectionTitle}>{name}’s story</h2>
          <p className={lead}>
            Born about 1876, {name} lived at Brooklyn Borough Hall for nearly thirty years. He lost his sight about 1903, yet
            when fire broke out at Borough Hall on 22 May 1904 his cries raised the alarm. He died later in 1904.
          </p>
          <p>
            We ask the Borough President and the City Council to honour {name} with a plaque at Borough Hall.{' '}
            <Link to="/blog" search={{ post: 1 }}>Read the full story on our blog</Link>.
          </p>
        </div>
      </section>
      <section id="sign" className={sectionAlt} aria-labelledby="sign-title">
        <div className={container}>
          <div className={styles.callout}>
            <h2 id="sign-title" className={styles.calloutTitle}>Add your name</h2>
            <p className={styles.calloutText}>The petition is hosted by an online form service and opens in a new window.</p>
            <ExternalLink href={config.petitionFormUrl} className={button({ size: 'lg' })} what="The petition form">
              Sign the Petition
            </ExternalLink>
            <a href={`mailto:${config.email}?subject=${encodeURIComponent(`${name} petition`)}`} className={styles.calloutLink}>
              Questions? {config.email}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
