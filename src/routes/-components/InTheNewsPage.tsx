import { Link } from '@tanstack/react-router'
import { LOGO_HEIGHT, LOGO_WIDTH, formatPressDate, pressArticles } from '../../content/press'
import { ExternalLink } from '../../components/ExternalLink'
import { PageHero } from '../../components/PageHero'
import { Picture } from '../../components/Picture'
import { button } from '../../styles/button'
import { card, container, lead, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as pageStyles from './pages.css'
import * as styles from './InTheNewsPage.css'

/** /in-the-news (SPEC §2 "In the news"): the press articles, newest first, each opening in a new tab. */
export function InTheNewsPage() {
  return (
    <>
      <PageHero
        image="hero-in-the-news"
        title="In the News"
        subtitle="What writers and reporters have said about our cat history tours."
      />

      <section className={section} aria-labelledby="articles-title">
        <div className={container}>
          <h2 id="articles-title" className={sectionTitle}>
            Press coverage
          </h2>
          <p className={lead}>
            Newspapers, magazines and travel writers on our walks through New York’s feline history.
          </p>
          <ol className={styles.articles}>
            {pressArticles.map((article) => (
              <li key={article.link}>
                <article className={`${card} ${styles.article}`}>
                  <div className={styles.source}>
                    {/* The publication's name follows as text, so the logo adds nothing for a screen reader. */}
                    <Picture
                      src={article.image}
                      width={LOGO_WIDTH}
                      height={LOGO_HEIGHT}
                      alt=""
                      fallback="logo"
                      className={styles.logo}
                    />
                    <p className={styles.meta}>
                      <span className={styles.publication}>{article.publication}</span>
                      <time dateTime={article.date}>{formatPressDate(article.date)}</time>
                    </p>
                  </div>
                  <h3 className={styles.title}>{article.title}</h3>
                  <p className={pageStyles.muted}>{article.description}</p>
                  {article.quote && (
                    <blockquote className={styles.quote}>
                      <p>“{article.quote}”</p>
                    </blockquote>
                  )}
                  <ExternalLink href={article.link} className={pageStyles.readMore} what="This article" noReferrer>
                    Read on {article.publication}
                  </ExternalLink>
                </article>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="writing-title">
        <div className={container}>
          <div className={pageStyles.callout}>
            <h2 id="writing-title" className={pageStyles.calloutTitle}>
              Writing a story?
            </h2>
            <p className={pageStyles.calloutText}>
              Our press kit has photos, logos, quick facts and press releases. For interviews or a place on a tour, get
              in touch.
            </p>
            <div className={styles.actions}>
              <Link to="/press-kit" className={button({ size: 'lg' })}>
                Visit our press kit
              </Link>
              <Link to="/contact" className={button({ tone: 'light', size: 'lg' })}>
                Contact us
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
