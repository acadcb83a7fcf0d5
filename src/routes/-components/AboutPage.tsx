import { business } from '../../content/site'
import { missionFeatures } from '../../content/features'
import { team, teamPortraitAlt } from '../../content/team'
import { FeatureGrid } from '../../components/FeatureGrid'
import { PawPrintIcon } from '../../components/page-icons'
import { PageHero } from '../../components/PageHero'
import { Picture } from '../../components/Picture'
import { ReserveButton } from '../../features/booking/ReserveButton'
import { container, lead, prose, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as styles from './AboutPage.css'

/** /about (SPEC §2 About): story, the four team members, the mission with three features, Reserve link. */
export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`Founded ${business.foundedText}`}
        title="About Us"
        subtitle="Cat lovers, historians and licensed New York City guides."
        image="hero-about"
      />

      <section className={section} aria-labelledby="story-title">
        <div className={`${container} ${prose}`}>
          <h2 id="story-title" className={sectionTitle}>
            Our story
          </h2>
          <p className={lead}>
            We started walking in {business.foundedText} with one question: what did the cats of old New York see? The
            answers took us through city archives, newspaper morgues and borough records, and onto the streets where the
            stories happened.
          </p>
          <p>
            Today {business.licensedGuides} licensed guides lead small groups through Brooklyn Heights, the Financial
            District and the Lower East Side. Our tours are historical storytelling, not cat-spotting, and they are told
            in English.
          </p>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="team-title">
        <div className={container}>
          <h2 id="team-title" className={sectionTitle}>
            Meet the team
          </h2>
          <p className={lead}>
            Four people, four cats. Each of us is pictured here by the cat who keeps us company at home.
          </p>
          <ul className={styles.teamGrid}>
            {team.map((member) => (
              <li key={member.name}>
                <article className={styles.member} aria-labelledby={`team-${member.image}`}>
                  <figure className={styles.portrait}>
                    <Picture
                      name={member.image}
                      alt={teamPortraitAlt(member)}
                      sizes="(min-width: 1024px) 260px, (min-width: 768px) 45vw, 90vw"
                      className={styles.portraitImage}
                    />
                    <figcaption className={styles.portraitCaption}>
                      <PawPrintIcon width={18} height={18} />
                      <span>
                        Cat: <strong>{member.catName}</strong>
                      </span>
                    </figcaption>
                  </figure>
                  <h3 id={`team-${member.image}`} className={styles.memberName}>
                    {member.name}
                  </h3>
                  <p className={styles.memberRole}>{member.role}</p>
                  <p className={styles.memberBio}>{member.bio}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="mission-title">
        <div className={container}>
          <h2 id="mission-title" className={sectionTitle}>
            Our mission
          </h2>
          <p className={lead}>
            To share the overlooked history of New York through the animals who lived it, and to leave every guest
            seeing the city a little differently.
          </p>
          <div className={styles.features}>
            <FeatureGrid features={missionFeatures} columns={3} />
          </div>
          <ReserveButton variants={{ size: 'lg' }} />
        </div>
      </section>
    </>
  )
}
