import { createFileRoute, Link } from '@tanstack/react-router'
import { config } from '../config'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { ContactForm } from '../features/contact/ContactForm'
import { button } from '../styles/button.css'
import { card, cardGrid, cardTitle, container, linkList, section, sectionAlt } from '../styles/layout.css'
import * as styles from './-components/pages.css'

export const Route = createFileRoute('/contact')({
  head: () => seo(staticPages[5]),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageHero image="hero-contact" title="How can we help?" subtitle="Questions about a tour, a private booking, a gift card or the press? We usually reply within a day." />
      <section className={sectionAlt} aria-label="Contact form">
        <div className={`${container} ${styles.formColumn}`}>
          <ContactForm />
        </div>
      </section>
      <section className={section} aria-label="Ways to reach us">
        <div className={`${container} ${cardGrid}`}>
          <article className={card}>
            <h2 className={cardTitle}>Write to us</h2>
            <p>
              E-mail <a href={`mailto:${config.email}`}>{config.email}</a> or find us on Instagram at{' '}
              <a href={config.socialProfileUrl} target="_blank" rel="noopener">{config.socialHandle}</a>.
            </p>
          </article>
          <article className={card}>
            <h2 className={cardTitle}>Useful Resources</h2>
            <ul className={linkList}>
              <li><Link to="/blog">Cat history stories</Link></li>
              <li><Link to="/tours">All tours</Link></li>
              <li><Link to="/in-the-news">In the news</Link></li>
            </ul>
          </article>
          <article className={card}>
            <h2 className={cardTitle}>Quick Actions</h2>
            <Link to="/booking" className={button()}>Book Your Tour</Link>
          </article>
        </div>
      </section>
    </>
  )
}
