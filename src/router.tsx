import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { ErrorScreen } from './components/ErrorScreen'
import { LazyNotFoundPage } from './components/lazy-not-found'
import { dehydrateNotFoundPage, hydrateNotFoundPage, type NotFoundPageData } from './lib/not-found-page'
import { parseSearch, stringifySearch } from './lib/search-params'

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
    defaultNotFoundComponent: LazyNotFoundPage,
    // Any unknown path, or a known pattern with an unknown value, renders the one root-level not-found page,
    // so the single prerendered 404.html hydrates wherever a static host serves it.
    notFoundMode: 'root',
    // Hosts and the worker find files by exact name, so a full load of /Tours is the not-found page everywhere; the
    // app matches the same way, or a link followed inside it would show the tours under an address that reloads to 404.
    caseSensitive: true,
    // A query's values are read as the text hosts read (lib/search-params.ts), so `?post=1e0` is the blog's list on
    // the server and in the app alike.
    parseSearch,
    stringifySearch,
    // The not-found document says that it is one, for the page the app starts on it (lib/not-found-page.ts).
    dehydrate: (): NotFoundPageData => dehydrateNotFoundPage(router),
    hydrate: hydrateNotFoundPage,
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
