import { Link } from '@tanstack/react-router'
import { button } from '../styles/button'
import { PageHero } from './PageHero'

/** SPEC §2 error screen: shown when a page crashes; Try Again reloads the page. */
export function ErrorScreen({ error }: { error?: unknown }) {
  if (error) console.error('Page crashed', error)
  return (
    <PageHero
      size="medium"
      title="Something went wrong"
      subtitle="We're sorry, but there was an error loading this page. Our team has been notified of the issue."
    >
      <button type="button" className={button({ tone: 'light' })} onClick={() => window.location.reload()}>
        Try Again
      </button>
      <Link to="/" className={button()}>
        Return to Home Page
      </Link>
    </PageHero>
  )
}
