import { mediaQuotes } from '../../../content/press'
import { card, cardGrid, container, sectionAlt, sectionTitle } from '../../../styles/layout.css'
import * as pageStyles from '../pages.css'
import * as styles from '../PressKitPage.css'

/** Press kit: what journalists wrote about the tours. */
export function PressQuotes() {
  return (
    <section className={sectionAlt} aria-labelledby="coverage-title">
      <div className={container}>
        <h2 id="coverage-title" className={sectionTitle}>
          What the press says
        </h2>
        <div className={cardGrid}>
          {mediaQuotes.map((quote) => (
            <figure key={quote.publication} className={`${card} ${styles.quoteCard}`}>
              <blockquote className={styles.quote}>
                <p>“{quote.quote}”</p>
              </blockquote>
              <figcaption className={styles.quoteCaption}>
                <span className={styles.quoteSource}>{quote.source}</span>
                <cite className={styles.publication}>{quote.publication}</cite>
                <span className={pageStyles.muted}>{quote.context}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}
