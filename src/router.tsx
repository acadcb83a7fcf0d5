import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { ErrorScreen } from './components/ErrorScreen'
import { LazyNotFoundPage } from './components/lazy-not-found'

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
    defaultNotFoundComponent: LazyNotFoundPage,
    // Any unknown path, or a known pattern with an unknown value, renders the one root-level not-found page,
    // so the single prerendered 404.html hydrates wherever a static host serves it.
    notFoundMode: 'root',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
