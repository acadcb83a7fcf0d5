import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { petitionFormUrl } from '../../service-settings'
import { petitionReasons, petitionTimeline } from '../../content/petition'
import { ExternalLink } from '../../components/ExternalLink'
import { PageHero } from '../../components/PageHero'
import { SectionLink } from '../../components/SectionLink'
import { button } from '../../styles/button'
import { card, cardTitle, container, lead, prose, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as pageStyles from './pages.css'
import * as styles from './PetitionPage.css'

const SIGN_SECTION_ID = 'sign-petition'

/** /petition-{name} (SPEC §2 Petition): the story, the plaque request, four reasons and the signing section. */
export function PetitionPage() {
  const name = config.petitionCat.name
  const [emailLocal, emailDomain] = config.email.split('@')
  return (
    <>
      <PageHero
        image="hero-petition"
        eyebrow="Petition"
        title={`Honour ${name}, the Borough Hall Cat`}
        subtitle="Ask Brooklyn to remember its bravest cat with a plaque at Borough Hall."
        size="medium"
      >
        <SectionLink sectionId={SIGN_SECTION_ID} className={button({ size: 'lg' })}>
          Sign the Petition
        </SectionLink>
      </PageHero>

      <section className={section} aria-labelledby="story-title">
        <div className={`${container} ${prose}`}>
          <h2 id="story-title" className={sectionTitle}>
            {name}’s story
          </h2>
          <p className={lead}>
            For nearly thirty years a cat named {name} lived at Brooklyn Borough Hall. Blind in his last years, he still
            saved the building he called home.
          </p>
          <ol className={styles.timeline} aria-label={`${name}’s life`}>
            {petitionTimeline.map((milestone) => (
              <li key={milestone.when} className={styles.milestone}>
                <time dateTime={milestone.dateTime} className={styles.milestoneWhen}>
                  {milestone.when}
                </time>
                <p className={styles.milestoneWhat}>{milestone.what}</p>
              </li>
            ))}
          </ol>
          <p className={styles.request}>
            <strong>Our request:</strong> we ask Brooklyn’s officials, the Borough President and the City Council, to
            honour {name} with a plaque at Borough Hall.
          </p>
          <p>
            <Link to="/blog" search={{ post: 1 }}>
              Read {name}’s full story on our blog
            </Link>
          </p>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="reasons-title">
        <div className={container}>
          <h2 id="reasons-title" className={sectionTitle}>
            Why {name} deserves a plaque
          </h2>
          <ul className={styles.reasons}>
            {petitionReasons.map((reason, index) => (
              <li key={reason.title} className={card}>
                <span className={styles.reasonNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={cardTitle}>{reason.title}</h3>
                <p className={styles.reasonText}>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id={SIGN_SECTION_ID} className={section} aria-labelledby="sign-title">
        <div className={container}>
          <div className={pageStyles.callout}>
            <h2 id="sign-title" className={pageStyles.calloutTitle}>
              Add your name
            </h2>
            <p className={pageStyles.calloutText}>
              Every signature tells Borough Hall that Brooklyn remembers {name}. The petition is hosted by an online
              form service and opens in a new window.
            </p>
            <ExternalLink href={petitionFormUrl} className={button({ size: 'lg' })} what="The petition form">
              Sign the Petition
            </ExternalLink>
            <p className={`${pageStyles.calloutText} ${styles.mailLine}`}>
              Questions about the petition?{' '}
              <a
                href={`mailto:${config.email}?subject=${encodeURIComponent(`${name} petition`)}`}
                className={pageStyles.calloutLink}
              >
                {/* A line break allowed after the @ keeps the domain whole on a narrow screen. */}
                {emailLocal}@<wbr />
                {emailDomain}
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  )
}
