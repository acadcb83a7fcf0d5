import { createFileRoute } from '@tanstack/react-router'
import { config } from '../config'
import { staticPages } from '../content/pages'
import { business } from '../content/site'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { card, cardTitle, container, section } from '../styles/layout.css'
import * as styles from './-components/pages.css'

export const Route = createFileRoute('/press-kit')({
  head: () => seo(staticPages[6]),
  component: PressKitPage,
})

function PressKitPage() {
  return (
    <>
      <PageHero image="hero-press-kit" title="Press Kit" subtitle="Everything a journalist needs to write about New York’s cat history tours." />
      <section className={section} aria-labelledby="facts-title">
        <div className={`${container} ${styles.split}`}>
          <div>
            <h2 id="facts-title" className={cardTitle}>Quick facts</h2>
            <dl className={styles.factsBar}>
              <div className={styles.fact}><dt className={styles.factLabel}>Founded</dt><dd className={styles.factValue}>{business.foundedText}</dd></div>
              <div className={styles.fact}><dt className={styles.factLabel}>Guides</dt><dd className={styles.factValue}>{business.licensedGuides} licensed</dd></div>
              <div className={styles.fact}><dt className={styles.factLabel}>Rating</dt><dd className={styles.factValue}>{business.rating} / 5</dd></div>
              <div className={styles.fact}><dt className={styles.factLabel}>Price</dt><dd className={styles.factValue}>${business.pricePerPerson}</dd></div>
            </dl>
          </div>
          <aside className={card} aria-labelledby="media-contact-title">
            <h2 id="media-contact-title" className={cardTitle}>Media contact</h2>
            <p>
              <a href={`mailto:${config.email}?subject=${encodeURIComponent('Media inquiry: Cat History Tours NYC')}`}>{config.email}</a>
            </p>
            <p className={styles.muted}>We reply to media requests within 24 hours.</p>
          </aside>
        </div>
      </section>
    </>
  )
}
