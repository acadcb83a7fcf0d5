import { createFileRoute } from '@tanstack/react-router'
import { config } from '../config'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { container, lead, section } from '../styles/layout.css'

export const Route = createFileRoute('/survey')({
  head: () => seo(staticPages[10]),
  component: SurveyPage,
})

function SurveyPage() {
  return (
    <>
      <PageHero title="Tour Feedback Survey" subtitle="Thank you for walking with us! Your feedback helps us make every tour better." />
      <section className={section} aria-label="Feedback">
        <div className={container}>
          <p className={lead}>
            Tell us how your tour went: what you enjoyed, what we could do better, and how your guide did. Write to{' '}
            <a href={`mailto:${config.email}?subject=${encodeURIComponent('Tour feedback')}`}>{config.email}</a>.
          </p>
        </div>
      </section>
    </>
  )
}
