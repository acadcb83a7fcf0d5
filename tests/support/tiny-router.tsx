/**
 * A router of one page, with the document shell the app's root route renders, for contract tests of TanStack Router's
 * server render (tests/render-clock.test.tsx, tests/router-state-missing.test.tsx); and one without the shell, in
 * memory, for its client render (tests/library-internals.test.tsx).
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  HeadContent,
  notFound,
  Outlet,
  Scripts,
  type RouterHistory,
} from '@tanstack/react-router'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import {
  dehydrateNotFoundPage,
  drawsNotFoundPage,
  hydrateNotFoundPage,
  type NotFoundPageData,
} from '../../src/lib/not-found-page'

/** The document the app's root route renders, in small: the head, the page, the router's scripts. */
function TinyDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  )
}

/** `withLoader`: the page has a loader, as the tour pages have (its match is stamped when it settles). */
export function createTinyRouter({ withLoader = false } = {}) {
  const rootRoute = createRootRoute({
    component: TinyDocument,
  })
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    ...(withLoader ? { loader: () => ({ slug: 'tour' }) } : {}),
    component: () => <p>page</p>,
  })
  return createRouter({ routeTree: rootRoute.addChildren([page]) })
}

/** The tiny router's page as the server renders it. */
export async function renderTinyPage(options: { withLoader?: boolean } = {}): Promise<string> {
  const handler = createRequestHandler({
    request: new Request('https://site.invalid/'),
    createRouter: () => createTinyRouter(options),
  })
  return (await handler(defaultRenderHandler)).text()
}

/** A client-side router of one page, in memory, rendered into an element rather than a document. */
export function createTinyClientRouter() {
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>page</p> })
  return createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
}

/**
 * A router shaped as the site's around its not-found page: the root draws it (notFoundMode 'root'), and a tour route
 * refuses any slug (its loader throws notFound()).
 */
export function createNotFoundRouter(history?: RouterHistory) {
  const rootRoute = createRootRoute({
    // As the app's root route does (src/routes/__root.tsx).
    beforeLoad: ({ matches, location }) =>
      drawsNotFoundPage(matches, location.pathname) ? { notFoundPage: true as const } : undefined,
    component: TinyDocument,
    notFoundComponent: () => <p>not found</p>,
  })
  const tour = createRoute({
    getParentRoute: () => rootRoute,
    path: '/tours/$slug',
    loader: () => {
      throw notFound()
    },
    component: () => <p>tour</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([tour]),
    notFoundMode: 'root',
    dehydrate: (): NotFoundPageData => dehydrateNotFoundPage(router),
    hydrate: hydrateNotFoundPage,
    ...(history ? { history } : {}),
  })
  return router
}

/** The not-found router's document for `path`, as the server renders it. */
export async function renderNotFoundDocument(path: string): Promise<string> {
  const handler = createRequestHandler({
    request: new Request(`https://site.invalid${path}`),
    createRouter: () => createNotFoundRouter(),
  })
  return (await handler(defaultRenderHandler)).text()
}
