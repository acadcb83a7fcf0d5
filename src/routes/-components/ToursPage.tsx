import { Link } from '@tanstack/react-router'
import { business } from '../../content/site'
import { tours } from '../../content/tours'
import { PageHero } from '../../components/PageHero'
import { button } from '../../styles/button.css'
import { cardGrid, container, lead, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import { TourCard } from './TourCard'
import * as styles from './pages.css'

export function ToursPage() {
  return (
    <>
      <PageHero
        image="hero-tours"
        eyebrow="Cat history walking tours"
        title="Our Tours"
        subtitle={`Three neighbourhoods, one private option, ${business.licensedGuides} licensed guides. Every tour is about ${business.durationLabel} and ${business.distanceRange}.`}
      />
      <section className={section} aria-label="Why guests choose us">
        <div className={container}>
          <dl className={styles.factsBar}>
            <div className={styles.fact}><dt className={styles.factLabel}>Rating</dt><dd className={styles.factValue}>{business.rating} / 5</dd></div>
            <div className={styles.fact}><dt className={styles.factLabel}>Reviews</dt><dd className={styles.factValue}>{business.reviewCount}</dd></div>
            <div className={styles.fact}><dt className={styles.factLabel}>Five-star</dt><dd className={styles.factValue}>{business.fiveStarShare}</dd></div>
            <div className={styles.fact}><dt className={styles.factLabel}>Price</dt><dd className={styles.factValue}>${business.pricePerPerson}</dd></div>
          </dl>
          <p className={lead}>
            Tours are about history, not cat-spotting: our guides tell the true stories of New York’s working cats where
            they happened. Guests may bring their own cat in a harness or carrier.
          </p>
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="tour-list-title">
        <div className={container}>
          <h2 id="tour-list-title" className={sectionTitle}>Choose your tour</h2>
          <div className={cardGrid}>
            {tours.map((tour) => (
              <TourCard key={tour.slug} tour={tour} />
            ))}
          </div>
        </div>
      </section>
      <section className={section} aria-labelledby="tours-cta-title">
        <div className={container}>
          <div className={styles.callout}>
            <h2 id="tours-cta-title" className={styles.calloutTitle}>Ready to walk with us?</h2>
            <p className={styles.calloutText}>See the next 30 days of tours and reserve your spot in a minute.</p>
            <Link to="/booking" className={button({ size: 'lg' })}>Check Available Dates</Link>
          </div>
        </div>
      </section>
    </>
  )
}
