import { Link } from '@tanstack/react-router'
import { bookingCalendarUrl } from '../../config'
import { business } from '../../content/site'
import { tourFaqs } from '../../content/faqs'
import { tourPath } from '../../content/pages'
import { tours, tourItemId, type Tour } from '../../content/tours'
import { tourStops } from '../../content/tour-stops'
import { JsonLd } from '../../components/JsonLd'
import { tourJsonLd } from '../../lib/content-structured-data'
import { Accordion } from '../../components/Accordion'
import { Carousel } from '../../components/Carousel'
import { PageHero } from '../../components/PageHero'
import { BookingCalendar } from '../../features/booking/BookingCalendar'
import { BookingHelpButton } from '../../features/booking/BookingHelpButton'
import { useBookingScript } from '../../features/booking/booking-script'
import { button } from '../../styles/button'
import { card, container, lead, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as styles from './pages.css'
import * as tourStyles from './TourPage.css'
import { TourLinkList } from './TourLinkList'

/** A public tour page (SPEC §2 "Tour pages"): Brooklyn Heights, Financial District, Lower East Side. */
export function TourPage({ tour }: { tour: Tour }) {
  useBookingScript()
  const others = tours.filter((other) => other.slug !== tour.slug)
  const itemId = tourItemId(tour)
  const stops = tourStops[tour.slug]
  return (
    <>
      <PageHero
        image={tour.image}
        eyebrow={`${tour.name} · ${tour.schedule ?? ''}`}
        title={tour.title}
        subtitle={tour.description}
        size="medium"
      >
        <a href="#book-now" className={button({ size: 'lg' })}>
          Check Availability &amp; Book
        </a>
      </PageHero>
      <JsonLd data={tourJsonLd(tour, tourPath(tour.slug))} />

      <section className={section} aria-labelledby="about-tour-title">
        <div className={`${container} ${styles.split}`}>
          <div>
            <dl className={styles.factsBar}>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>Duration</dt>
                <dd className={styles.factValue}>{business.durationLabel}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>Distance</dt>
                <dd className={styles.factValue}>{business.distanceLabel}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>Group size</dt>
                <dd className={styles.factValue}>Max {tour.groupMax}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>Reviews</dt>
                <dd className={styles.factValue}>{business.fiveStarShare} 5-star</dd>
              </div>
            </dl>
            <h2 id="about-tour-title" className={`${sectionTitle} ${tourStyles.aboutTitle}`}>
              About this tour
            </h2>
            <p className={lead}>{tour.description}</p>
          </div>
          <aside className={card} aria-label="Price">
            <p className={styles.factValue}>${business.pricePerPerson} per person</p>
            <p className={styles.muted}>Average NYC walking tour: ${business.competitorAveragePrice}</p>
            <a href="#book-now" className={button()}>
              Check Available Dates
            </a>
          </aside>
        </div>
      </section>

      {stops.length > 0 && (
        <section className={sectionAlt} aria-labelledby="stops-title">
          <div className={container}>
            <h2 id="stops-title" className={sectionTitle}>
              What You'll Discover
            </h2>
            <ol className={styles.stops}>
              {stops.map((stop) => (
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

      <section className={section} aria-labelledby="reviews-title">
        <div className={container}>
          <h2 id="reviews-title" className={sectionTitle}>
            What our guests say
          </h2>
          <Carousel googleReviews label="Guest reviews" />
        </div>
      </section>

      <section id="book-now" tabIndex={-1} className={sectionAlt} aria-labelledby="book-title">
        <div className={`${container} ${tourStyles.bookingStack}`}>
          <div>
            <h2 id="book-title" className={sectionTitle}>
              Book this tour
            </h2>
            <p className={lead}>Pick a date on the calendar below. Groups are limited to {tour.groupMax} guests.</p>
          </div>
          <BookingCalendar
            itemId={itemId}
            title={`Booking calendar for the ${tour.title}`}
            fallbackUrl={bookingCalendarUrl(itemId)}
          />
          <p>
            <Link to="/contact" className={tourStyles.helpLink}>
              Need help booking?
            </Link>
          </p>
        </div>
      </section>

      <section className={section} aria-labelledby="faq-title">
        <div className={container}>
          <h2 id="faq-title" className={sectionTitle}>
            Frequently asked questions
          </h2>
          <Accordion items={tourFaqs(tour.slug)} mode="multiple" faqPagePath={tourPath(tour.slug)} />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="other-tours-title">
        <div className={container}>
          <h2 id="other-tours-title" className={sectionTitle}>
            Other tours
          </h2>
          <TourLinkList tours={others} />
        </div>
      </section>

      <BookingHelpButton />
    </>
  )
}
