import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { contactFaqs } from '../../content/faqs'
import { contactReview as guestQuote } from '../../content/featured-reviews'
import { Accordion } from '../../components/Accordion'
import { ExternalLink } from '../../components/ExternalLink'
import { HelpButton } from '../../components/HelpButton'
import { CameraIcon, MailIcon } from '../../components/icons'
import { PageHero } from '../../components/PageHero'
import { SectionLink } from '../../components/SectionLink'
import { ContactForm } from '../../features/contact/ContactForm'
import { button } from '../../styles/button'
import { card, cardTitle, container, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as styles from './ContactPage.css'

const FAQ_SECTION_ID = 'faq-section'

const resources = [
  { to: '/blog', title: 'Blog & Cat Stories', text: 'The true stories behind our tours.' },
  { to: '/tours', title: 'Our Tours', text: 'Routes, meeting points, group sizes and prices.' },
  { to: '/in-the-news', title: 'In the News', text: 'What the press has said about us.' },
] as const

// One guest's words beside the form: a review about the storytelling, not about a single tour.

/** /contact (SPEC §2 Contact): the form with its resources, quick actions, reach-out block, quote and FAQ. */
export function ContactPage() {
  return (
    <>
      <PageHero
        image="hero-contact"
        title="How can we help?"
        subtitle="Questions about a tour, a private booking, a gift card or the press? Send us a message."
      />

      <section className={sectionAlt} aria-label="Contact form">
        <div className={`${container} ${styles.formLayout}`}>
          <ContactForm />
          <div className={styles.sidebar}>
            <article className={card} aria-labelledby="quick-actions-title">
              <h2 id="quick-actions-title" className={cardTitle}>
                Quick Actions
              </h2>
              <div className={styles.actionList}>
                <Link to="/booking" className={button()}>
                  Book Your Tour
                </Link>
                <SectionLink sectionId={FAQ_SECTION_ID} className={button({ tone: 'secondary' })}>
                  Read the FAQ
                </SectionLink>
              </div>
            </article>
            <article className={card} aria-labelledby="reach-out-title">
              <h2 id="reach-out-title" className={cardTitle}>
                Reach out directly
              </h2>
              <p className={styles.contactLine}>
                <MailIcon aria-hidden="true" />
                <span>
                  Support: <a href={`mailto:${config.email}`}>{config.email}</a>
                </span>
              </p>
              <p className={styles.contactLine}>
                <CameraIcon aria-hidden="true" />
                <span>
                  Instagram:{' '}
                  <ExternalLink href={config.socialProfileUrl} what="Our Instagram profile">
                    {config.socialHandle}
                  </ExternalLink>
                </span>
              </p>
            </article>
          </div>
        </div>
      </section>

      <section className={section} aria-label="Resources and guest review">
        <div className={`${container} ${styles.resources}`}>
          <article className={card} aria-labelledby="resources-title">
            <h2 id="resources-title" className={cardTitle}>
              Useful Resources
            </h2>
            <ul className={styles.resourceList}>
              {resources.map((resource) => (
                <li key={resource.to}>
                  <Link to={resource.to} className={styles.resourceLink}>
                    {resource.title}
                  </Link>
                  <p className={styles.resourceText}>{resource.text}</p>
                </li>
              ))}
            </ul>
          </article>
          <figure className={styles.quote} aria-label="A guest's review">
            <blockquote className={styles.quoteText}>{guestQuote.quote}</blockquote>
            <figcaption className={styles.quoteCaption}>
              <strong>{guestQuote.author}</strong>
              <span>
                {guestQuote.role} · {guestQuote.source}
              </span>
            </figcaption>
          </figure>
        </div>
      </section>

      <section id={FAQ_SECTION_ID} className={sectionAlt} aria-labelledby="faq-title">
        <div className={`${container} ${styles.faq}`}>
          <h2 id="faq-title" className={sectionTitle}>
            Frequently asked questions
          </h2>
          <Accordion items={contactFaqs} mode="multiple" defaultOpen={[0]} faqPagePath="/contact" />
        </div>
      </section>

      <HelpButton
        sectionId={FAQ_SECTION_ID}
        highlight
        label="Help: go to the frequently asked questions"
        text="Need help?"
      />
    </>
  )
}
