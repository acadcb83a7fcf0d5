import { Link } from '@tanstack/react-router'
import { business } from '../../content/site'
import { tourItemId, type Tour } from '../../content/tours'
import { ReserveButton } from '../../features/booking/ReserveButton'
import { button } from '../../styles/button.css'
import { card, cardTitle } from '../../styles/layout.css'
import * as styles from './pages.css'

export function TourCard({ tour }: { tour: Tour }) {
  const isPrivate = tour.slug === 'private-tours'
  return (
    <article className={card}>
      {tour.featured && <span className={styles.badge}>Most Popular</span>}
      <h3 className={cardTitle}>
        <Link to="/tours/$slug" params={{ slug: tour.slug }}>{tour.title}</Link>
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
          <Link to="/contact" className={button({ size: 'sm' })}>Contact Us to Book</Link>
        ) : (
          <ReserveButton itemId={tourItemId(tour)} variants={{ size: 'sm' }} />
        )}
      </div>
    </article>
  )
}
