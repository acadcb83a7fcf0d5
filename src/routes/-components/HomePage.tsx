import { Link } from '@tanstack/react-router'
import { business } from '../../content/site'
import { tourList as tours } from '../../content/tours'
import { PageHero } from '../../components/PageHero'
import { NewsletterForm } from '../../features/newsletter/NewsletterForm'
import { button } from '../../styles/button.css'
import { cardGrid, container, lead, section, sectionAlt, sectionTitle, card, cardTitle } from '../../styles/layout.css'
import { TourCard } from './TourCard'
import * as styles from './pages.css'

export function HomePage() {
  const scheduled = tours.filter((tour) => tour.schedule)
  return (
    <>
      <PageHero
        image="hero-home"
        size="large"
        eyebrow={`Rated ${business.rating} from ${business.reviewCount} reviews`}
        title="Discover New York City’s Cat History"
        subtitle="Two-hour walking tours through the stories of the working cats, heroes and neighbourhood legends who shaped the city."
      >
        <Link to="/booking" className={button({ size: 'lg' })}>Book Your Tour</Link>
        <Link to="/tours" className={button({ tone: 'light', size: 'lg' })}>Explore Tours</Link>
      </PageHero>

      <section className={section} aria-labelledby="intro-title">
        <div className={container}>
          <h2 id="intro-title" className={sectionTitle}>History told through its cats</h2>
          <p className={lead}>
            Our licensed guides lead small groups through Brooklyn Heights, the Financial District and the Lower East Side,
            telling the true stories of the cats who guarded the mail, rode the ferries and raised the alarm. Tours are
            about history, not cat-spotting, and your own cat is welcome in a harness or carrier.
          </p>
        </div>
      </section>

      <section className={section} aria-label="Newsletter">
        <div className={container}>
          <NewsletterForm />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="tours-title">
        <div className={container}>
          <h2 id="tours-title" className={sectionTitle}>Our tours</h2>
          <div className={cardGrid}>
            {tours.map((tour) => (
              <TourCard key={tour.slug} tour={tour} />
            ))}
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="availability-title">
        <div className={container}>
          <h2 id="availability-title" className={sectionTitle}>When we walk</h2>
          <div className={cardGrid}>
            {scheduled.map((tour) => (
              <article key={tour.slug} className={card}>
                <h3 className={cardTitle}>{tour.name}</h3>
                <p className={styles.muted}>{tour.schedule}</p>
                <Link to="/tours/$slug" params={{ slug: tour.slug }}>
                  View Details<span className="sr-only"> of the {tour.name} tour</span>
                </Link>
              </article>
            ))}
          </div>
          <p>
            <Link to="/booking">See every available date</Link>
          </p>
        </div>
      </section>

      <section className={section} aria-labelledby="closing-title">
        <div className={container}>
          <div className={styles.callout}>
            <h2 id="closing-title" className={styles.calloutTitle}>Book Your Tour – Only ${business.pricePerPerson}!</h2>
            <p className={styles.calloutText}>
              Small groups of at most 12 to 15 guests. The average NYC walking tour costs ${business.competitorAveragePrice}.
            </p>
            <Link to="/booking" className={button({ size: 'lg' })}>Book Now</Link>
          </div>
        </div>
      </section>
    </>
  )
}
