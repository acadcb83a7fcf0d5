import { pressKitTestimonials } from '../../../content/press-kit-testimonials'
import { StarRating } from '../../../components/StarRating'
import { card, cardGrid, container, sectionAlt, sectionTitle } from '../../../styles/layout.css'
import * as pageStyles from '../pages.css'
import * as styles from '../PressKitPage.css'

/** Press kit: guests' words with their star ratings. */
export function GuestTestimonials() {
  return (
    <section className={sectionAlt} aria-labelledby="testimonials-title">
      <div className={container}>
        <h2 id="testimonials-title" className={sectionTitle}>
          What our guests say
        </h2>
        <div className={cardGrid}>
          {pressKitTestimonials.map((testimonial) => (
            <figure key={testimonial.author} className={`${card} ${styles.quoteCard}`}>
              <StarRating rating={testimonial.rating} />
              <blockquote className={styles.quote}>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className={styles.quoteCaption}>
                <span className={styles.quoteSource}>{testimonial.author}</span>
                <span className={pageStyles.muted}>{testimonial.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}
