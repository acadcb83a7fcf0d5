/// <reference lib="webworker" />
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { resolveDocument } from '../content/documents'
import { precache } from './precache'

/**
 * Every navigation is answered from the precache with the document of that very URL (query included):
 * /blog?post=2 gets the post's page, legacy paths redirect, unknown paths get the not-found page with 404.
 * The network is used only when a page is missing from the precache.
 */
export function registerNavigation(): void {
  registerRoute(
    new NavigationRoute(async ({ url, request }) => {
      const answer = resolveDocument(url.pathname, url.search)
      if (answer.kind === 'redirect') return Response.redirect(new URL(answer.location, url.origin).href, 301)
      const cached = await precache.matchPrecache(answer.url)
      if (!cached) return fetch(request)
      if (answer.status === 200) return cached
      return new Response(cached.body, { status: 404, statusText: 'Not Found', headers: cached.headers })
    }),
  )
}
