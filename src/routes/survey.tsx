import { createFileRoute } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { SurveyForm } from '../features/survey/SurveyForm'
import { container, sectionAlt } from '../styles/layout.css'
import * as styles from './-components/pages.css'

export const Route = createFileRoute('/survey')({
  head: () => seo(staticPages['/survey']),
  component: SurveyPage,
})

function SurveyPage() {
  return (
    <>
      <PageHero
        title="Tour Feedback Survey"
        subtitle="Thank you for walking with us! Your feedback helps us make every tour better."
      />
      <section className={sectionAlt} aria-label="Feedback">
        <div className={`${container} ${styles.formColumn}`}>
          <SurveyForm />
        </div>
      </section>
    </>
  )
}
