import { Link } from '@tanstack/react-router'
import { business, privateTourPricing as pricing } from '../../content/site'
import { privateTourFaqs } from '../../content/faqs'
import { tourPath } from '../../content/pages'
import { tours, type Tour } from '../../content/tours'
import { JsonLd } from '../../components/JsonLd'
import { tourJsonLd } from '../../lib/content-structured-data'
import { PageHero } from '../../components/PageHero'
import { PriceCalculator } from '../../features/booking/PriceCalculator'
import { formatDollars } from '../../features/booking/private-tour-price'
import { button } from '../../styles/button'
import { card, cardTitle, container, lead, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as pageStyles from './pages.css'
import * as styles from './PrivateToursPage.css'
import { CardListSection } from './CardListSection'
import { FaqSection } from './FaqSection'
import { TourLinkList } from './TourLinkList'

const eventTypes = [
  {
    title: 'Corporate team building',
    text: 'A walk, a story and a shared laugh: an outing your whole team will talk about.',
  },
  {
    title: 'Birthday celebrations',
    text: 'Surprise the cat lover in your life with a tour planned around the guest of honour.',
  },
  {
    title: 'Cat enthusiast groups',
    text: 'Clubs, rescues and meetups: bring your group (and your cats) for a deep dive into feline history.',
  },
] as const

/** /tours/private-tours (SPEC §2 "Private tours"). */
export function PrivateToursPage({ tour }: { tour: Tour }) {
  const publicTours = tours.filter((other) => other.slug !== tour.slug)
  return (
    <>
      <PageHero image={tour.image} eyebrow="Private tours" title={tour.title} subtitle={tour.description} size="medium">
        <Link to="/contact" className={button({ size: 'lg' })}>
          Contact Us to Book
        </Link>
        <a href="#price-calculator" className={button({ tone: 'light', size: 'lg' })}>
          Estimate your price
        </a>
      </PageHero>
      <JsonLd data={tourJsonLd(tour, tourPath(tour.slug))} />

      <section className={section} aria-labelledby="private-overview-title">
        <div className={container}>
          <h2 id="private-overview-title" className={sectionTitle}>
            Your group, your date, your story
          </h2>
          <p className={lead}>
            Since {business.foundedText} our {business.licensedGuides} licensed guides have led cat lovers through New
            York’s history. A private tour is the same storytelling walk, about {business.durationLabel} and{' '}
            {business.distanceRange}, for your group alone, in Brooklyn Heights, the Financial District or the Lower
            East Side.
          </p>
        </div>
      </section>

      <section className={sectionAlt} aria-label="Details and scheduling">
        <div className={`${container} ${styles.cards}`}>
          <article className={card} aria-labelledby="private-pricing-title">
            <h2 id="private-pricing-title" className={cardTitle}>
              Details &amp; pricing
            </h2>
            <ul className={styles.list}>
              <li>
                {formatDollars(pricing.basePrice)} for up to {pricing.includedGuests} guests
              </li>
              <li>{formatDollars(pricing.perExtraGuest)} for each additional guest</li>
              <li>
                Groups of {pricing.minGuests} to {pricing.maxGuests} guests
              </li>
              <li>About {business.durationLabel} with a licensed guide</li>
              <li>Tours are in English only</li>
            </ul>
          </article>
          <article className={card} aria-labelledby="private-scheduling-title">
            <h2 id="private-scheduling-title" className={cardTitle}>
              Scheduling
            </h2>
            <ul className={styles.list}>
              <li>Recommended lead time: 2 to 3 weeks for a weekday, 4 to 6 weeks for a weekend</li>
              <li>Weekday private tours need at least 2 weeks notice</li>
              <li>We reply to every request within {pricing.replyWithinHours} hours</li>
            </ul>
            <Link to="/contact" className={button({ tone: 'secondary' })}>
              Request a date
            </Link>
          </article>
        </div>
      </section>

      <section id="price-calculator" className={section} aria-labelledby="calculator-title">
        <div className={`${container} ${styles.calculatorWrap}`}>
          <div>
            <h2 id="calculator-title" className={sectionTitle}>
              Price calculator
            </h2>
            <p className={lead}>Enter your group size to see the total for your private tour.</p>
          </div>
          <div className={card}>
            <PriceCalculator />
          </div>
        </div>
      </section>

      <CardListSection titleId="events-title" title="Perfect for" items={eventTypes} tone="alt" />

      <FaqSection
        titleId="private-faq-title"
        title="Private tour questions"
        items={privateTourFaqs}
        faqPagePath={tourPath(tour.slug)}
      />

      <section className={sectionAlt} aria-labelledby="private-cta-title">
        <div className={container}>
          <div className={pageStyles.callout}>
            <h2 id="private-cta-title" className={pageStyles.calloutTitle}>
              Plan your private tour
            </h2>
            <p className={pageStyles.calloutText}>
              Tell us your date, group size and favourite neighbourhood; we reply within {pricing.replyWithinHours}{' '}
              hours.
            </p>
            <Link to="/contact" className={button({ size: 'lg' })}>
              Contact Us to Book
            </Link>
          </div>
          <h2 className={`${sectionTitle} ${styles.othersTitle}`}>Our public tours</h2>
          <TourLinkList tours={publicTours} />
        </div>
      </section>
    </>
  )
}
