/**
 * The router the islands share on the client, only put in context so Link, useLocation and useNavigate work inside
 * islands (TanStack's public RouterContextProvider); it is never loaded and never renders a page. Its route tree is a
 * bare root: a Link builds its href from `to`, `params` and `search` alone, so the app's route tree (each route's
 * search validation and head, and what they import) is not needed to render the same links the server rendered with
 * it (a hydration mismatch would show as a recoverable error). Two changes to navigation, both through public API:
 *
 * - every navigation is a whole-page load (`navigate` with `reloadDocument`), answered by the server or the service
 *   worker: nothing on the client could render another page;
 * - no preloading (`defaultPreload: false`): a preload would fetch a route's page code, which islands never load.
 *
 * Its location is read from the address when it is created (the page's own URL), so links' active state and
 * useLocation agree with the server's render.
 */
import { createRootRoute, createRouter, type AnyRouter } from '@tanstack/react-router'

export function createIslandRouter(): AnyRouter {
  const router = createRouter({ routeTree: createRootRoute(), defaultPreload: false }) as unknown as AnyRouter
  const navigate = router.navigate
  router.navigate = ((options: Parameters<typeof navigate>[0]) =>
    navigate({ ...options, reloadDocument: true })) as typeof navigate
  return router
}
