/// <reference lib="webworker" />
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { resolveDocument } from '../content/documents'
import { NETWORK_ONLY_NAVIGATIONS } from './network-only'
import { precache } from './precache'

/**
 * Every navigation is answered from the precache with the document of that very URL (query included):
 * /blog?post=2 gets the post's page, legacy paths redirect, unknown paths get the not-found page with 404.
 * The network is used only when a page is missing from the precache, and for the host's functions (./network-only.ts),
 * which this route leaves alone.
 */
export function registerNavigation(): void {
  registerRoute(
    new NavigationRoute(
      async ({ url, request }) => {
        const answer = resolveDocument(url.pathname, url.search)
        if (answer.kind === 'redirect') return Response.redirect(new URL(answer.location, url.origin).href, 301)
        const cached = await precache.matchPrecache(answer.url)
        if (!cached) return fetch(request)
        if (answer.status === 200) return cached
        const file = await siteFile(url, request)
        if (file) return file
        return new Response(cached.body, { status: 404, statusText: 'Not Found', headers: cached.headers })
      },
      { denylist: [...NETWORK_ONLY_NAVIGATIONS] },
    ),
  )
}

/** A path whose last part names a file other than a page (`/robots.txt`, `/downloads/logo.png`). */
const FILE_PATH = /\/[^/]*\.(?!html?$)[a-z0-9]+$/i

/**
 * A file of the site opened as a page: a press-kit logo opened in a new tab, a link to /robots.txt or the sitemap.
 * It is a navigation too, and the site's files are not pages, so without this a returning guest got the not-found
 * page for a file that is there. From the precache when it is kept there, else from the network; null when neither
 * has it (the guest then gets the not-found page, online or off).
 */
async function siteFile(url: URL, request: Request): Promise<Response | null> {
  if (!FILE_PATH.test(url.pathname)) return null
  const kept = await precache.matchPrecache(url.pathname)
  if (kept) return kept
  try {
    const response = await fetch(request)
    return response.ok ? response : null
  } catch {
    return null
  }
}
