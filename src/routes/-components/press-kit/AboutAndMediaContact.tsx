import { config } from '../../../config'
import { MEDIA_INQUIRY_SUBJECT, MEDIA_REPLY_HOURS } from '../../../content/press'
import { business } from '../../../content/site'
import { MailIcon } from '../../../components/icons'
import { card, cardTitle, container, lead, prose, section, sectionTitle } from '../../../styles/layout.css'
import * as pageStyles from '../pages.css'
import * as styles from '../PressKitPage.css'

const mediaMailto = `mailto:${config.email}?subject=${encodeURIComponent(MEDIA_INQUIRY_SUBJECT)}`
const [emailLocal, emailDomain] = config.email.split('@')

/** Press kit: the company in two paragraphs, beside the media contact (the hero links to #media-contact). */
export function AboutAndMediaContact() {
  return (
    <section className={section} aria-label="About us and media contact">
      <div className={`${container} ${pageStyles.split}`}>
        <div className={prose}>
          <h2 className={sectionTitle}>{`About ${config.siteName}`}</h2>
          <p className={lead}>
            {`${config.siteName} tells the history of New York through the cats who lived it: the mousers of the post offices, the ship cats of the Brooklyn waterfront and the Borough Hall cat who raised the alarm in 1904.`}
          </p>
          <p>
            Founded in {business.foundedText}, the company runs small-group walking tours of about{' '}
            {business.durationLabel} in Brooklyn Heights, the Financial District and the Lower East Side, plus private
            tours for groups. Its {business.licensedGuides} licensed guides research every stop in city archives and
            newspapers of the time. Tours are historical storytelling, not cat-spotting, cost ${business.pricePerPerson}{' '}
            per person and are rated {business.rating} out of 5 from {business.reviewCount} reviews.
          </p>
        </div>
        <aside id="media-contact" className={`${card} ${styles.contact}`} aria-labelledby="media-contact-title">
          <h2 id="media-contact-title" className={cardTitle}>
            Media contact
          </h2>
          <p className={pageStyles.muted}>
            For interviews, tour places, photos and fact-checking, write to our media team.
          </p>
          <a href={mediaMailto} className={styles.mail}>
            <MailIcon aria-hidden="true" />
            {/* On a phone the address breaks after the @ rather than inside the domain. */}
            <span>
              {emailLocal}@<wbr />
              {emailDomain}
            </span>
          </a>
          <p className={styles.reply}>We reply to media requests within {MEDIA_REPLY_HOURS} hours.</p>
        </aside>
      </div>
    </section>
  )
}
