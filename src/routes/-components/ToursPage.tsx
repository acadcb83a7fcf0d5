import { lazy } from 'react'
import { Link } from '@tanstack/react-router'
import { business } from '../../content/site'
import { toursPageFaqs } from '../../content/faqs'
import { groupSizeRangeText } from '../../content/group-sizes'
import { tourList } from '../../content/tours'
import { Accordion } from '../../components/Accordion'
import { PageHero } from '../../components/PageHero'
import { WhenVisible } from '../../components/WhenVisible'
import { TOURS_FALLBACK_DELAY_MS, useBookingScript } from '../../features/booking/booking-script'
import { button } from '../../styles/button'
import { container, lead, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as pageStyles from './pages.css'
import * as styles from './ToursPage.css'
import { TourSearch } from './TourSearch'

// Below the fold: its code and content arrive only when the guest scrolls near it.
const TourExpectations = lazy(() => import('./TourExpectations'))

/** /tours (SPEC §2 Tours). */
export function ToursPage() {
  useBookingScript(TOURS_FALLBACK_DELAY_MS)
  return (
    <>
      <PageHero
        image="hero-tours"
        eyebrow="Cat history walking tours"
        title="Our Tours"
        subtitle={`Three neighbourhoods, one private option, ${business.licensedGuides} licensed guides. Every tour is about ${business.durationLabel} and ${business.distanceRange}.`}
      >
        <a href="#tour-list-title" className={button({ size: 'lg' })}>
          Find your tour
        </a>
        <Link to="/booking" className={button({ tone: 'light', size: 'lg' })}>
          Check Available Dates
        </Link>
      </PageHero>

      <section aria-label="Why guests choose us" className={pageStyles.trustSection}>
        <ul className={`${container} ${styles.trustBar}`}>
          <li className={styles.trustItem}>
            <span className={styles.trustMark} aria-hidden="true">
              ★
            </span>{' '}
            {business.rating} from {business.reviewCount} reviews
          </li>
          <li className={styles.trustItem}>
            <span className={styles.trustMark} aria-hidden="true">
              ★
            </span>{' '}
            {business.fiveStarShare} five-star reviews
          </li>
          <li className={styles.trustItem}>{business.licensedGuides} licensed guides</li>
          <li className={styles.trustItem}>Small groups of {groupSizeRangeText('–')}</li>
          <li className={styles.trustItem}>${business.pricePerPerson} per person</li>
        </ul>
      </section>

      <section className={section} aria-labelledby="tours-intro-title">
        <div className={container}>
          <h2 id="tours-intro-title" className={sectionTitle}>
            Walk where New York’s cats made history
          </h2>
          <p className={lead}>
            Since {business.foundedText} our guides have walked guests through Brooklyn Heights, the Financial District
            and the Lower East Side, telling the stories of the postal cats, ferry cats, tavern cats and one Borough
            Hall hero who shaped the city. Each public tour costs ${business.pricePerPerson} per person; private tours
            are planned around your group.
          </p>
          <p className={styles.note}>
            <strong>Please note:</strong> our tours are about history, not cat-spotting. You may meet a bodega cat on
            the way, but the stars of the walk are the cats in the stories. Your own cat is welcome in a harness or
            carrier.
          </p>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="tour-list-title">
        <div className={container}>
          <h2 id="tour-list-title" className={sectionTitle}>
            Choose your tour
          </h2>
          <TourSearch tours={tourList} />
        </div>
      </section>

      <section className={section} aria-labelledby="expectations-title">
        <div className={container}>
          <h2 id="expectations-title" className={sectionTitle}>
            What to expect
          </h2>
          <WhenVisible
            minHeight="24rem"
            placeholder={<p className={styles.expectationsPlaceholder}>Loading what to expect…</p>}
          >
            <TourExpectations />
          </WhenVisible>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="tours-faq-title">
        <div className={container}>
          <h2 id="tours-faq-title" className={sectionTitle}>
            Frequently asked questions
          </h2>
          <div className={styles.faq}>
            <Accordion items={toursPageFaqs} mode="single" faqPagePath="/tours" />
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="tours-cta-title">
        <div className={container}>
          <div className={pageStyles.callout}>
            <h2 id="tours-cta-title" className={pageStyles.calloutTitle}>
              Ready to walk with us?
            </h2>
            <p className={pageStyles.calloutText}>See the next 30 days of tours and reserve your spot in a minute.</p>
            <Link to="/booking" className={button({ size: 'lg' })}>
              Check Available Dates
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
