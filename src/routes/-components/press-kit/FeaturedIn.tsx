import { Link } from '@tanstack/react-router'
import { FEATURED_YEAR, featuredIn, formatPressDate, LOGO_HEIGHT, LOGO_WIDTH } from '../../../content/press'
import { Picture } from '../../../components/Picture'
import { container, lead, section, sectionTitle } from '../../../styles/layout.css'
import * as pageStyles from '../pages.css'
import * as styles from '../PressKitPage.css'

/** Press kit: the outlets that covered the tours this year, with a link to all coverage. */
export function FeaturedIn() {
  return (
    <section className={section} aria-labelledby="featured-title">
      <div className={container}>
        <h2 id="featured-title" className={sectionTitle}>
          Featured In
        </h2>
        <p className={lead}>The outlets that wrote about our tours in {FEATURED_YEAR}.</p>
        <ul className={styles.featured}>
          {featuredIn.map((article) => (
            <li key={article.publication} className={styles.featuredItem}>
              <Picture
                src={article.image}
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
                alt=""
                fallback="logo"
                className={styles.featuredLogo}
              />
              <span className={styles.featuredName}>{article.publication}</span>
              <span className={pageStyles.muted}>
                <time dateTime={article.date}>{formatPressDate(article.date)}</time>: {article.title}
              </span>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/in-the-news" className={pageStyles.readMore}>
            See all our press coverage
          </Link>
        </p>
      </div>
    </section>
  )
}
