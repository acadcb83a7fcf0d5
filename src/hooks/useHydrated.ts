import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while the server renders and while the client hydrates, true afterwards. Content that depends on the
 * query string of a shared prerendered page (such as /booking?itemId=) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}
