import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while the server renders and while the client hydrates, true afterwards. Content that depends on the
 * query string of a shared prerendered page (such as /booking?itemId=) waits for it, so hydration matches. React
 * re-renders the component synchronously once hydrated: use it in small components (decision 0012).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * useHydrated for a component whose output depends on it only when `matters` (say, when the address carries
 * filters the prerendered page does not show). Otherwise it is true at once, also while hydrating, and React has
 * nothing to re-render afterwards: the re-render that useHydrated causes after hydration is synchronous, one long
 * task when the component is large.
 */
export function useHydratedWhere(matters: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => !matters,
  )
}
