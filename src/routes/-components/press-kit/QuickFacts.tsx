import { quickFacts } from '../../../content/press'
import { container, sectionAlt, sectionTitle } from '../../../styles/layout.css'
import * as pageStyles from '../pages.css'
import * as styles from '../PressKitPage.css'

/** Press kit: the quick facts, from the business constants. */
export function QuickFacts() {
  return (
    <section className={sectionAlt} aria-labelledby="facts-title">
      <div className={container}>
        <h2 id="facts-title" className={sectionTitle}>
          Quick facts
        </h2>
        <dl className={styles.facts}>
          {quickFacts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={pageStyles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
