import { tourExpectations } from '../../content/expectations'
import { card, cardTitle } from '../../styles/layout.css'
import * as styles from './ToursPage.css'

/** The lazily loaded "What to expect" cards of the tours page (its own chunk, see ToursPage). */
export default function TourExpectations() {
  return (
    <ul className={styles.expectations} aria-label="What to expect">
      {tourExpectations.map((item) => (
        <li key={item.title} className={card}>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={styles.muted}>{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
