import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from '../../src/lib/search-params'
import { routeTree } from '../../src/routeTree.gen'

/** A router over the generated route tree, for matching paths the way the app does (no rendering). */
export function createTestRouter() {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    notFoundMode: 'root',
    parseSearch,
    stringifySearch,
  })
}

/** The deepest route a path and raw query string match, with the search that route's component receives. */
export function leafMatch(router: ReturnType<typeof createTestRouter>, pathname: string, query = '') {
  const matches = router.matchRoutes(pathname, router.options.parseSearch(query))
  const leaf = matches[matches.length - 1]
  return {
    routeId: leaf?.routeId as string | undefined,
    params: (leaf?.params ?? {}) as Record<string, string>,
    search: (leaf?.search ?? {}) as Record<string, unknown>,
  }
}
