import { Link } from '@tanstack/react-router'
import { business } from '../../content/site'
import { tourItemId, type Tour } from '../../content/tours'
import { Picture } from '../../components/Picture'
import { ReserveButton } from '../../features/booking/ReserveButton'
import { button } from '../../styles/button'
import { card, cardTitle } from '../../styles/layout.css'
import * as styles from './pages.css'

/** A tour card (SPEC §2 Tours): image linking to the page, Most Popular badge, teaser, View Details, booking button. */
export function TourCard({ tour }: { tour: Tour }) {
  const isPrivate = tour.slug === 'private-tours'
  return (
    <article className={`${card} ${styles.tourCard}`}>
      {/* The title link names the page; the picture repeats it for pointer users only. */}
      <Link
        to="/tours/$slug"
        params={{ slug: tour.slug }}
        className={styles.tourCardMedia}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Picture
          name={tour.image}
          alt=""
          sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
          fallback="placeholder"
        />
      </Link>
      {tour.featured && <span className={styles.badge}>Most Popular</span>}
      <h3 className={cardTitle}>
        <Link to="/tours/$slug" params={{ slug: tour.slug }}>
          {tour.title}
        </Link>
      </h3>
      {tour.teaser && <p className={styles.muted}>{tour.teaser}</p>}
      {tour.schedule && <p className={styles.priceNote}>{tour.schedule}</p>}
      {!isPrivate && (
        <p className={styles.priceNote}>
          ${business.pricePerPerson} (avg. NYC walking tours: ${business.competitorAveragePrice})
        </p>
      )}
      <div className={styles.cardFooter}>
        <Link to="/tours/$slug" params={{ slug: tour.slug }} className={button({ tone: 'secondary', size: 'sm' })}>
          View Details<span className="sr-only"> of the {tour.name} tour</span>
        </Link>
        {isPrivate ? (
          <Link to="/contact" className={button({ size: 'sm' })}>
            Contact Us to Book
          </Link>
        ) : (
          <ReserveButton itemId={tourItemId(tour)} variants={{ size: 'sm' }} />
        )}
      </div>
    </article>
  )
}
