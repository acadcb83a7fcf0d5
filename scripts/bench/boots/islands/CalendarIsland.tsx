/**
 * The booking calendar as an island. The pages that show it (a tour page, /booking) also load the provider's embed
 * script when the browser is idle (useBookingScript, called by the page component). Islands never run page
 * components, so the calendar's island runs that hook: the same script, at the same moment, on the same pages.
 */
import type { ComponentProps } from 'react'
import { BookingCalendar } from '../../../../src/features/booking/BookingCalendar'
import { useBookingScript } from '../../../../src/features/booking/booking-script'

export function CalendarIsland(props: ComponentProps<typeof BookingCalendar>) {
  useBookingScript()
  return <BookingCalendar {...props} />
}
