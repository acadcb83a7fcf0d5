import { createFileRoute } from '@tanstack/react-router'
import { bookingEmbedUrl, config } from '../config'
import { staticPages } from '../content/pages'
import { validateBookingSearch } from '../lib/search-params'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { BookingCalendar } from '../features/booking/BookingCalendar'
import { useBookingScript } from '../features/booking/booking-script'
import { button } from '../styles/button'
import { container, lead, section, sectionTitle } from '../styles/layout.css'

export const Route = createFileRoute('/booking')({
  validateSearch: validateBookingSearch,
  head: () => seo(staticPages['/booking']),
  component: BookingPage,
})

function BookingPage() {
  // One prerendered page serves every ?itemId=: the calendar, which shows the item, appears only once hydrated.
  // (Gating the item here would re-render the whole page synchronously after hydration: one long task.)
  const { itemId } = Route.useSearch()
  useBookingScript()
  return (
    <>
      <PageHero
        image="hero-booking"
        title="Book Your Cat History Tour"
        subtitle="See the next 30 days of tours and reserve your spot."
      >
        <a href="#calendar" className={button({ size: 'lg' })}>
          View Calendar
        </a>
      </PageHero>
      <section id="calendar" tabIndex={-1} className={section} aria-labelledby="calendar-title">
        <div className={container}>
          <h2 id="calendar-title" className={sectionTitle}>
            Available tours
          </h2>
          <p className={lead}>Choose a date on our booking provider’s calendar; payment is handled securely by them.</p>
          <BookingCalendar
            itemId={itemId}
            title="Booking calendar: available cat history tours in the next 30 days"
            fallbackUrl={bookingEmbedUrl(itemId)}
          />
          <p>
            Prefer e-mail? Write to{' '}
            <a href={`mailto:${config.email}?subject=${encodeURIComponent('Booking help')}`}>{config.email}</a>.
          </p>
        </div>
      </section>
    </>
  )
}
