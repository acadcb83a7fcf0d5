import { Link } from '@tanstack/react-router'
import { business } from '../../content/site'
import { tours, tourItemId, type Tour } from '../../content/tours'
import { PageHero } from '../../components/PageHero'
import { ReserveButton } from '../../features/booking/ReserveButton'
import { button } from '../../styles/button.css'
import { card, cardTitle, container, lead, linkList, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as styles from './pages.css'

export function TourPage({ tour }: { tour: Tour }) {
  const others = tours.filter((other) => other.slug !== tour.slug)
  const isPrivate = tour.slug === 'private-tours'
  return (
    <>
      <PageHero eyebrow={isPrivate ? 'Private tours' : `${tour.name} · ${tour.schedule ?? ''}`} title={tour.title} subtitle={tour.description} size="medium">
        <a href="#book-now" className={button({ size: 'lg' })}>Check Availability &amp; Book</a>
      </PageHero>

      <section className={section} aria-labelledby="about-tour-title">
        <div className={`${container} ${styles.split}`}>
          <div>
            {!isPrivate && (
              <dl className={styles.factsBar}>
                <div className={styles.fact}><dt className={styles.factLabel}>Duration</dt><dd className={styles.factValue}>{business.durationLabel}</dd></div>
                <div className={styles.fact}><dt className={styles.factLabel}>Distance</dt><dd className={styles.factValue}>{business.distanceLabel}</dd></div>
                <div className={styles.fact}><dt className={styles.factLabel}>Group size</dt><dd className={styles.factValue}>Max {tour.groupMax}</dd></div>
                <div className={styles.fact}><dt className={styles.factLabel}>Reviews</dt><dd className={styles.factValue}>{business.fiveStarShare} 5-star</dd></div>
              </dl>
            )}
            <h2 id="about-tour-title" className={sectionTitle}>About this tour</h2>
            <p className={lead}>{tour.description}</p>
          </div>
          {!isPrivate && (
            <aside className={card} aria-label="Price">
              <p className={styles.factValue}>${business.pricePerPerson} per person</p>
              <p className={styles.muted}>Average NYC walking tour: ${business.competitorAveragePrice}</p>
              <a href="#book-now" className={button()}>Check Available Dates</a>
            </aside>
          )}
        </div>
      </section>

      {tour.stops.length > 0 && (
        <section className={sectionAlt} aria-labelledby="stops-title">
          <div className={container}>
            <h2 id="stops-title" className={sectionTitle}>What You'll Discover</h2>
            <ol className={styles.stops}>
              {tour.stops.map((stop) => (
                <li key={stop.title} className={styles.stop}>
                  <div>
                    <h3 className={styles.stopTitle}>{stop.title}</h3>
                    <p className={styles.muted}>{stop.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

      <section id="book-now" className={section} aria-labelledby="book-title">
        <div className={container}>
          <div className={styles.callout}>
            <h2 id="book-title" className={styles.calloutTitle}>{isPrivate ? 'Plan your private tour' : 'Book this tour'}</h2>
            <p className={styles.calloutText}>
              {isPrivate
                ? 'Tell us your date, group size and favourite neighbourhood; we reply within 48 hours.'
                : `Pick a date on the booking calendar. Groups are limited to ${tour.groupMax} guests.`}
            </p>
            {isPrivate ? (
              <Link to="/contact" className={button({ size: 'lg' })}>Contact Us to Book</Link>
            ) : (
              <ReserveButton itemId={tourItemId(tour)} variants={{ size: 'lg' }} />
            )}
            <Link to="/contact" className={styles.calloutLink}>Need help booking?</Link>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="other-tours-title">
        <div className={container}>
          <h2 id="other-tours-title" className={sectionTitle}>Other tours</h2>
          <ul className={linkList}>
            {others.map((other) => (
              <li key={other.slug}>
                <Link to="/tours/$slug" params={{ slug: other.slug }} className={cardTitle}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
