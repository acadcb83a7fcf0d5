import { business } from '../../content/site'
import { PageHero } from '../../components/PageHero'
import { ReserveButton } from '../../features/booking/ReserveButton'
import { container, lead, prose, section, sectionAlt, sectionTitle } from '../../styles/layout.css'

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow={`Founded ${business.foundedText}`} title="About Us" subtitle="Cat lovers, historians and licensed New York City guides." image="hero-about" />
      <section className={section} aria-labelledby="story-title">
        <div className={`${container} ${prose}`}>
          <h2 id="story-title" className={sectionTitle}>Our story</h2>
          <p className={lead}>
            We started walking in {business.foundedText} with one question: what did the cats of old New York see? The
            answers took us through city archives, newspaper morgues and borough records, and onto the streets where the
            stories happened.
          </p>
          <p>
            Today {business.licensedGuides} licensed guides lead small groups through Brooklyn Heights, the Financial District
            and the Lower East Side. Our tours are historical storytelling, not cat-spotting, and they are told in English.
          </p>
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="mission-title">
        <div className={`${container} ${prose}`}>
          <h2 id="mission-title" className={sectionTitle}>Our mission</h2>
          <p>To share the overlooked history of New York through the animals who lived it, and to leave every guest seeing the city a little differently.</p>
          <ReserveButton />
        </div>
      </section>
    </>
  )
}
