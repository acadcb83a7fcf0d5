import { HelpButton } from '../../components/HelpButton'

/** The floating "help booking" button of the tour pages: it takes the guest to the booking section. */
export function BookingHelpButton({ sectionId = 'book-now' }: { sectionId?: string }) {
  return <HelpButton sectionId={sectionId} label="Help with booking: go to the booking section" text="Help booking" />
}
