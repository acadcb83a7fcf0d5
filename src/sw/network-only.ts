/**
 * Navigations the worker never answers: the host's functions (/api/*, the content editor's sign-in popup, and GitHub
 * sending it back with a code), and the owner's editor itself (/admin and /admin/…, which is no page of the guests'
 * app and not precached: decision 0025). Answered from the precache they would get the not-found page, and the
 * sign-in could never finish; left alone, they go to the network as if there were no worker. Workbox matches these
 * against the path and query (NavigationRoute's denylist). The same prefixes as the host's FUNCTIONS_PREFIX and
 * EDITOR_PREFIX (scripts/host-headers.ts; the worker imports no build code), which
 * tests/network-only-navigations.test.ts checks.
 */
export const NETWORK_ONLY_NAVIGATIONS: readonly RegExp[] = [/^\/api\//, /^\/admin(?:\/|$)/]
