import { showToast } from '../../components/toast/toast-store'

/** Booking happens on the provider's site: offline, say so instead of opening a tab that cannot load. */
export function showOfflineNotice(): void {
  showToast({
    title: 'You’re offline',
    description:
      'Booking opens on our booking provider’s site and needs an internet connection. Please try again when you’re back online.',
  })
}

export const OFFLINE_BOOKING_TEXT =
  'You’re offline. The booking calendar needs an internet connection; everything else on this site works offline.'
