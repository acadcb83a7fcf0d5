import { getRouteApi, Link } from '@tanstack/react-router'
import { config, giftCardsUrl } from '../../config'
import { homeFeatures, homeGallery, homeTexts } from '../../content/home'
import { groupSizeRangeText } from '../../content/group-sizes'
import { business, seasonBannerText } from '../../content/site'
import { homeReview as featuredReview } from '../../content/featured-reviews'
import { tourNames as tours } from '../../content/tour-names'
import { ExternalLink } from '../../components/ExternalLink'
import { FeatureGrid } from '../../components/FeatureGrid'
import { GalleryGrid } from '../../components/GalleryGrid'
import { GiftIcon } from '../../components/page-icons'
import { PageHero } from '../../components/PageHero'
import { PressStrip } from '../../components/PressStrip'
import { NewsletterForm } from '../../features/newsletter/NewsletterForm'
import { useLightboxParam } from '../../hooks/useLightboxParam'
import { button } from '../../styles/button'
import { card, cardGrid, cardTitle, container, lead, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as styles from './HomePage.css'
import * as pageStyles from './pages.css'

const route = getRouteApi('/')

/** / (SPEC §2 Home), in the spec's order. */
export function HomePage() {
  const scheduled = tours.filter((tour) => tour.schedule)
  const lightbox = useLightboxParam('photo', route.useSearch().photo)
  const { hero, intro, giftCard, benefits, book } = homeTexts
  return (
    <>
      <PageHero
        image="hero-home"
        size="large"
        overlay="medium"
        imageStyle="darken"
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
      >
        <Link to="/booking" className={button({ size: 'lg' })}>
          Book Your Tour
        </Link>
        <Link to="/tours" className={button({ tone: 'light', size: 'lg' })}>
          Explore Tours
        </Link>
      </PageHero>

      <PressStrip />

      <section className={section} aria-label="Guest review">
        <figure className={`${container} ${styles.testimonial}`}>
          <p className={styles.stars} aria-hidden="true">
            ★★★★★
          </p>
          <blockquote className={styles.quote}>
            <p>“{featuredReview.quote}”</p>
          </blockquote>
          <figcaption className={styles.cite}>
            {featuredReview.author}, {featuredReview.role} · {featuredReview.source}
          </figcaption>
        </figure>
      </section>

      <aside className={styles.seasonBanner} aria-label="Season">
        <p className={styles.seasonText}>
          <span>{seasonBannerText}</span>
          <Link to="/booking" className={styles.seasonLink}>
            See dates
          </Link>
        </p>
      </aside>

      <section className={section} aria-labelledby="intro-title">
        <div className={container}>
          <h2 id="intro-title" className={sectionTitle}>
            {intro.title}
          </h2>
          <p className={lead}>{intro.text}</p>
        </div>
      </section>

      <section className={sectionAlt} aria-label="Newsletter">
        <div className={container}>
          <NewsletterForm />
        </div>
      </section>

      <section className={section} aria-labelledby="gift-title">
        <div className={container}>
          <div className={styles.promo}>
            <span className={styles.promoIcon}>
              <GiftIcon width={32} height={32} />
            </span>
            <div>
              <h2 id="gift-title" className={cardTitle}>
                {giftCard.title}
              </h2>
              <p className={pageStyles.muted}>{giftCard.text}</p>
            </div>
            <ExternalLink href={giftCardsUrl} what="The gift card shop" className={button()}>
              {giftCard.button}
            </ExternalLink>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="features-title">
        <div className={container}>
          <h2 id="features-title" className={sectionTitle}>
            {homeTexts.featuresTitle}
          </h2>
          <FeatureGrid features={homeFeatures} columns={4} />
        </div>
      </section>

      <section className={section} aria-labelledby="benefits-title">
        <div className={`${container} ${pageStyles.split}`}>
          <div>
            <h2 id="benefits-title" className={sectionTitle}>
              {benefits.title}
            </h2>
            <ul className={styles.benefits}>
              {benefits.items.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
          <div className={styles.ratingCard}>
            <p className={styles.ratingValue}>{business.rating}</p>
            <p className={styles.stars} aria-hidden="true">
              ★★★★★
            </p>
            <p>Average rating from {business.reviewCount} reviews</p>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="availability-title">
        <div className={container}>
          <h2 id="availability-title" className={sectionTitle}>
            {homeTexts.availabilityTitle}
          </h2>
          <div className={cardGrid}>
            {scheduled.map((tour) => (
              <article key={tour.slug} className={card}>
                <h3 className={cardTitle}>{tour.name}</h3>
                <p className={pageStyles.muted}>{tour.schedule}</p>
                <Link to="/tours/$slug" params={{ slug: tour.slug }}>
                  View Details<span className="sr-only"> of the {tour.name} tour</span>
                </Link>
              </article>
            ))}
          </div>
          <p className={styles.after}>
            <Link to="/booking" className={button({ tone: 'secondary' })}>
              See every available date
            </Link>
          </p>
        </div>
      </section>

      <section className={section} aria-labelledby="book-title">
        <div className={`${container} ${styles.book}`}>
          <div className={styles.bookCover} aria-hidden="true">
            <span className={styles.bookCoverTitle}>{book.title}</span>
            <span className={styles.bookCoverRule} />
            <span className={styles.bookCoverSub}>{book.coverLine}</span>
          </div>
          <div className={styles.bookText}>
            <p className={pageStyles.muted}>{book.subtitle}</p>
            <h2 id="book-title" className={sectionTitle}>
              {book.title}
            </h2>
            <p>{book.text}</p>
            <a
              className={button({ tone: 'secondary' })}
              href={`mailto:${config.email}?subject=${encodeURIComponent(book.orderSubject)}`}
            >
              {book.button}
            </a>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="home-gallery-title">
        <div className={container}>
          <h2 id="home-gallery-title" className={sectionTitle}>
            {homeTexts.galleryTitle}
          </h2>
          <GalleryGrid images={homeGallery} label={homeTexts.galleryTitle} columns={4} {...lightbox} />
          <p className={styles.after}>
            <Link to="/gallery" className={button({ tone: 'secondary' })}>
              See the whole gallery
            </Link>
          </p>
        </div>
      </section>

      <section className={section} aria-labelledby="closing-title">
        <div className={container}>
          <div className={pageStyles.callout}>
            <h2 id="closing-title" className={pageStyles.calloutTitle}>
              Book Your Tour – Only ${business.pricePerPerson}!
            </h2>
            <p className={pageStyles.calloutText}>
              {`Small groups of at most ${groupSizeRangeText()} guests. The average NYC walking tour costs $`}
              {business.competitorAveragePrice}.
            </p>
            <Link to="/booking" className={button({ size: 'lg' })}>
              Book Now
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
