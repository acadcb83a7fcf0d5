import { Link } from '@tanstack/react-router'
import type { Tour } from '../../content/tours'
import { cardTitle, linkList } from '../../styles/layout.css'

/** Links to other tour pages (the tour pages' "Other tours" and the private page's public tours). */
export function TourLinkList({ tours }: { tours: readonly Tour[] }) {
  return (
    <ul className={linkList}>
      {tours.map((tour) => (
        <li key={tour.slug}>
          <Link to="/tours/$slug" params={{ slug: tour.slug }} className={cardTitle}>
            {tour.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
