import { createFileRoute } from '@tanstack/react-router'
import { bookingEmbedUrl, config } from '../config'
import { staticPages } from '../content/pages'
import { validateBookingSearch } from '../lib/search-params'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { useHydrated } from '../hooks/useHydrated'
import { useOnline } from '../hooks/useOnline'
import { OFFLINE_BOOKING_TEXT } from '../features/booking/offline-notice'
import * as styles from './-components/pages.css'
import { button } from '../styles/button.css'
import { container, lead, section } from '../styles/layout.css'
import { ExternalLink } from '../components/ExternalLink'

export const Route = createFileRoute('/booking')({
  validateSearch: validateBookingSearch,
  head: () => seo(staticPages[7]),
  component: BookingPage,
})

function BookingPage() {
  const { itemId } = Route.useSearch()
  // One prerendered page serves every ?itemId=, so the item is applied once hydrated.
  const hydrated = useHydrated()
  const online = useOnline()
  return (
    <>
      <PageHero title="Book Your Cat History Tour" subtitle="See the next 30 days of tours and reserve your spot.">
        <a href="#calendar" className={button({ size: 'lg' })}>View Calendar</a>
      </PageHero>
      <section id="calendar" className={section} aria-labelledby="calendar-title">
        <div className={container}>
          <h2 id="calendar-title">Available tours</h2>
          <p className={lead}>
            Choose a date on our booking provider’s calendar; payment is handled securely by them.
          </p>
          {!online && (
            <p className={styles.offlineNote} role="status">
              {OFFLINE_BOOKING_TEXT}
            </p>
          )}
          <p>
            <ExternalLink href={bookingEmbedUrl(hydrated ? itemId : undefined)} className={button()} what="The booking calendar">
              Open the booking calendar
            </ExternalLink>
          </p>
          <p>
            Prefer e-mail? Write to <a href={`mailto:${config.email}?subject=${encodeURIComponent('Booking help')}`}>{config.email}</a>.
          </p>
        </div>
      </section>
    </>
  )
}
