import { useSyncExternalStore } from 'react'
import { localDay } from '../lib/local-day'

declare const __BUILD_DATE__: string

const noSubscription = () => () => {}

/**
 * Today's date as an ISO day (YYYY-MM-DD). The prerendered HTML and hydration use the build date, then the
 * client re-renders with the visitor's date: date-dependent text never causes a hydration mismatch.
 */
export function useToday(): Date {
  const day = useSyncExternalStore(
    noSubscription,
    () => localDay(new Date()),
    () => __BUILD_DATE__.slice(0, 10),
  )
  return new Date(`${day}T12:00:00`)
}
