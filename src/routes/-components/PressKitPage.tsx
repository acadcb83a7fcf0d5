import { Link } from '@tanstack/react-router'
import { mediaFaqs } from '../../content/faqs'
import { config } from '../../config'
import { picture } from '../../content/pictures'
import {
  LOGO_HEIGHT,
  LOGO_WIDTH,
  MEDIA_INQUIRY_SUBJECT,
  MEDIA_REPLY_HOURS,
  brandLogoFiles,
  coverageOpportunities,
  FEATURED_YEAR,
  featuredIn,
  formatPressDate,
  mediaQuotes,
  pressPhotos,
  pressReleases,
  quickFacts,
} from '../../content/press'
import { business } from '../../content/site'
import { pressKitTestimonials } from '../../content/press-kit-testimonials'
import { Accordion } from '../../components/Accordion'
import { ExternalLink } from '../../components/ExternalLink'
import { MailIcon } from '../../components/icons'
import { PageHero } from '../../components/PageHero'
import { Picture } from '../../components/Picture'
import { StarRating } from '../../components/StarRating'
import { button } from '../../styles/button'
import { card, cardGrid, cardTitle, container, lead, prose, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as pageStyles from './pages.css'
import * as styles from './PressKitPage.css'

const mediaMailto = `mailto:${config.email}?subject=${encodeURIComponent(MEDIA_INQUIRY_SUBJECT)}`
const [emailLocal, emailDomain] = config.email.split('@')

/** /press-kit (SPEC §2 "Press kit"). */
export function PressKitPage() {
  return (
    <>
      <PageHero image="hero-press-kit" title="Press Kit" subtitle="Everything a journalist needs to write about New York’s cat history tours.">
        <a href="#media-contact" className={button({ size: 'lg' })}>Contact our media team</a>
        <a href="#press-resources" className={button({ tone: 'light', size: 'lg' })}>Photos &amp; logos</a>
      </PageHero>

      <section id="press-resources" className={section} aria-labelledby="resources-title">
        <div className={container}>
          <h2 id="resources-title" className={sectionTitle}>Press resources</h2>
          <div className={styles.resources}>
            <article className={card} aria-labelledby="photos-title">
              <h3 id="photos-title" className={cardTitle}>High-resolution tour photos</h3>
              <p className={pageStyles.muted}>Four pictures from our tours, {picture(pressPhotos[0].name).width} × {picture(pressPhotos[0].name).height} pixels (WebP), free for editorial use.</p>
              <ul className={styles.photos}>
                {pressPhotos.map((photo) => (
                  <li key={photo.name}>
                    <a href={picture(photo.name).src} download={`cat-history-tours-${photo.name}.webp`} className={styles.photoLink}>
                      <Picture name={photo.name} sizes="(min-width: 1024px) 180px, 45vw" className={styles.photo} alt="" />
                      <span>
                        <span className="sr-only">Download the photo </span>
                        {photo.title}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </article>

            <article className={card} aria-labelledby="logos-title">
              <h3 id="logos-title" className={cardTitle}>Official logos (PNG)</h3>
              <ul className={styles.downloads}>
                {brandLogoFiles.map((logo) => (
                  <li key={logo.file} className={styles.download}>
                    <Picture src={`/${logo.file}`} width={logo.width} height={logo.height} alt="" className={styles.logoPreview} />
                    <span className={styles.downloadText}>
                      <a href={`/${logo.file}`} download className={styles.downloadLink}>
                        {logo.label}
                        <span className={styles.fileInfo}> PNG, {logo.width} × {logo.height}</span>
                      </a>
                      <span className={pageStyles.muted}>{logo.note}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </article>

            <article className={card} aria-labelledby="releases-title">
              <h3 id="releases-title" className={cardTitle}>Press releases</h3>
              <ol className={styles.releases}>
                {pressReleases.map((release) => (
                  <li key={release.title}>
                    <time dateTime={release.date} className={styles.date}>{formatPressDate(release.date)}</time>
                    <span className={styles.releaseTitle}>{release.title}</span>
                  </li>
                ))}
              </ol>
            </article>
          </div>

          <div className={styles.folder}>
            <p className={styles.folderText}>
              The full press kit folder holds every photo, logo and press release, with the press releases in full.
            </p>
            <ExternalLink href={config.pressKitFolderUrl} className={button({ tone: 'secondary' })} what="The press kit folder" noReferrer>
              Open the press kit folder
            </ExternalLink>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="facts-title">
        <div className={container}>
          <h2 id="facts-title" className={sectionTitle}>Quick facts</h2>
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

      <section className={section} aria-label="About us and media contact">
        <div className={`${container} ${pageStyles.split}`}>
          <div className={prose}>
            <h2 className={sectionTitle}>About Cat History Tours NYC</h2>
            <p className={lead}>
              Cat History Tours NYC tells the history of New York through the cats who lived it: the mousers of the post
              offices, the ship cats of the Brooklyn waterfront and the Borough Hall cat who raised the alarm in 1904.
            </p>
            <p>
              Founded in {business.foundedText}, the company runs small-group walking tours of about {business.durationLabel} in
              Brooklyn Heights, the Financial District and the Lower East Side, plus private tours for groups. Its{' '}
              {business.licensedGuides} licensed guides research every stop in city archives and newspapers of the time. Tours are
              historical storytelling, not cat-spotting, cost ${business.pricePerPerson} per person and are rated {business.rating}{' '}
              out of 5 from {business.reviewCount} reviews.
            </p>
          </div>
          <aside id="media-contact" className={`${card} ${styles.contact}`} aria-labelledby="media-contact-title">
            <h2 id="media-contact-title" className={cardTitle}>Media contact</h2>
            <p className={pageStyles.muted}>For interviews, tour places, photos and fact-checking, write to our media team.</p>
            <a href={mediaMailto} className={styles.mail}>
              <MailIcon aria-hidden="true" />
              {/* On a phone the address breaks after the @ rather than inside the domain. */}
              <span>{emailLocal}@<wbr />{emailDomain}</span>
            </a>
            <p className={styles.reply}>We reply to media requests within {MEDIA_REPLY_HOURS} hours.</p>
          </aside>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="coverage-title">
        <div className={container}>
          <h2 id="coverage-title" className={sectionTitle}>What the press says</h2>
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

      <section className={section} aria-labelledby="featured-title">
        <div className={container}>
          <h2 id="featured-title" className={sectionTitle}>Featured In</h2>
          <p className={lead}>The outlets that wrote about our tours in {FEATURED_YEAR}.</p>
          <ul className={styles.featured}>
            {featuredIn.map((article) => (
              <li key={article.publication} className={styles.featuredItem}>
                <Picture src={article.image} width={LOGO_WIDTH} height={LOGO_HEIGHT} alt="" fallback="logo" className={styles.featuredLogo} />
                <span className={styles.featuredName}>{article.publication}</span>
                <span className={pageStyles.muted}>
                  <time dateTime={article.date}>{formatPressDate(article.date)}</time>: {article.title}
                </span>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/in-the-news" className={pageStyles.readMore}>See all our press coverage</Link>
          </p>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="opportunities-title">
        <div className={container}>
          <h2 id="opportunities-title" className={sectionTitle}>Coverage opportunities</h2>
          <ul className={`${cardGrid} ${styles.plainList}`}>
            {coverageOpportunities.map((opportunity) => (
              <li key={opportunity.title} className={card}>
                <h3 className={cardTitle}>{opportunity.title}</h3>
                <p className={pageStyles.muted}>{opportunity.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="media-faq-title">
        <div className={container}>
          <h2 id="media-faq-title" className={sectionTitle}>Media FAQ</h2>
          <Accordion items={mediaFaqs} mode="single" faqPagePath="/press-kit" />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="testimonials-title">
        <div className={container}>
          <h2 id="testimonials-title" className={sectionTitle}>What our guests say</h2>
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
    </>
  )
}
