import { rootRouteId } from '@tanstack/react-router'

/**
 * Whether the router draws the global not-found page for `pathname` (notFoundMode 'root'): no route but the root
 * matches it, or the deepest route that matches covers only the start of it (`/about/x` matches `/about`). A route
 * that matches the whole address and refuses its value (an unknown tour) says so itself, with `notFound()`.
 * Read by the root route's `beforeLoad` (src/routes/__root.tsx), whose context its head reads.
 */
export function drawsNotFoundPage(
  matches: ReadonlyArray<{ routeId: unknown; pathname: string }>,
  pathname: string,
): boolean {
  const deepest = matches.at(-1)
  if (!deepest || deepest.routeId === rootRouteId) return true
  return withoutTrailingSlash(deepest.pathname) !== withoutTrailingSlash(pathname)
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * The served not-found document, once the app starts on it. The host serves the one prerendered not-found document
 * for every unknown address; at one a route matches whole (/tours/nope), the app starts with that route pending and
 * no error yet, and the root's context is not in the document. So the server says it in the router's own dehydrated
 * data (the router's public `dehydrate` and `hydrate` options, src/router.tsx), and the page remembers where.
 */
export type NotFoundPageData = { notFoundPage?: true }

/** The router's `dehydrate` option: marks the document of the not-found page. */
export function dehydrateNotFoundPage(router: {
  state: { matches: ReadonlyArray<{ routeId: unknown; pathname: string }>; location: { pathname: string } }
}): NotFoundPageData {
  return drawsNotFoundPage(router.state.matches, router.state.location.pathname) ? { notFoundPage: true } : {}
}

let servedAt: string | null = null

/** The router's `hydrate` option: the address at which the served document is the not-found page, if it is. */
export function hydrateNotFoundPage(data: unknown): void {
  const marked = typeof data === 'object' && data !== null && (data as NotFoundPageData).notFoundPage === true
  servedAt = marked ? window.location.pathname : null
}

/** Whether the page at `pathname` is the served not-found document the app started on. */
export function servedNotFoundPageAt(pathname: string | undefined): boolean {
  return (
    servedAt !== null && pathname !== undefined && withoutTrailingSlash(pathname) === withoutTrailingSlash(servedAt)
  )
}
