// @vitest-environment jsdom
/**
 * The global not-found page knows itself (src/lib/not-found-page.ts, the root route's beforeLoad and head): its title
 * and robots rule are the not-found page's wherever it is drawn, also once the app has started from the served
 * not-found document at an address a route matches. Through the router's public API only: the root's beforeLoad
 * context, and the router's `dehydrate` and `hydrate` options, which carry a mark from the server's document to the page.
 */
import { createMemoryHistory, isNotFound, rootRouteId } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { prerenderTargets } from '../src/entry-server'
import { drawsNotFoundPage, servedNotFoundPageAt } from '../src/lib/not-found-page'
import { createTestRouter } from './support/router'
import { createNotFoundRouter, renderNotFoundDocument } from './support/tiny-router'

const router = createTestRouter()
const drawnFor = (href: string) => {
  const [pathname = '', query = ''] = href.split('?')
  return drawsNotFoundPage(router.matchRoutes(pathname, router.options.parseSearch(query)), pathname)
}

describe('drawsNotFoundPage over the app routes', () => {
  it('is false for every page and post the build writes', () => {
    const pages = prerenderTargets.filter((target) => target.status === 200)
    expect(pages.length).toBeGreaterThan(15)
    expect(pages.filter((target) => drawnFor(target.url)).map((target) => target.url)).toEqual([])
  })

  it('is true where no route matches the whole address', () => {
    for (const href of ['/no-such-page', '/ABOUT', '/Tours', '/about/x', '/tours/brooklyn-heights/map', '/blog/x'])
      expect(drawnFor(href), href).toBe(true)
  })

  it("leaves an address a route matches whole to that route's loader (an unknown tour throws notFound())", () => {
    expect(drawnFor('/tours/nope')).toBe(false)
    expect(drawnFor('/tours/')).toBe(false)
  })
})

describe('the served not-found document', () => {
  it('tells the page the app starts on it, at an address a route matches', async () => {
    // As the site does: the build renders the not-found document once (at an address no route matches), and the host
    // serves it for any unknown address, /tours/nope included, where the tour route matches and refuses.
    const html = await renderNotFoundDocument('/no-such-page')
    const served = new JSDOM(html, { runScripts: 'dangerously', url: 'https://site.invalid/tours/nope' })
    const state = (served.window as unknown as { $_TSR?: unknown }).$_TSR
    const previous = Object.getOwnPropertyDescriptor(window, '$_TSR')
    Object.assign(window, { $_TSR: state })
    try {
      // The page's own address, which the served document does not know.
      window.history.replaceState(null, '', '/tours/nope')
      const client = createNotFoundRouter(createMemoryHistory({ initialEntries: ['/tours/nope'] }))
      await hydrate(client)
      expect(
        servedNotFoundPageAt('/tours/nope'),
        "the served not-found document no longer tells the page that started on it: the root's head (src/routes/__root.tsx) would show the site's title at /tours/nope",
      ).toBe(true)
      expect(servedNotFoundPageAt('/tours/brooklyn-heights')).toBe(false)
      // Only the root is the document's: the router starts the tour route afresh.
      expect(client.state.matches.find((match) => match.routeId === rootRouteId)?.status).toBe('success')
      // What the other check sees there: the tour route matches, and no match carries the notFound() error yet.
      expect(client.state.matches.map((match) => match.routeId)).toContain('/tours/$slug')
      expect(client.state.matches.some((match) => isNotFound(match.error))).toBe(false)
    } finally {
      window.history.replaceState(null, '', '/')
      if (previous) Object.defineProperty(window, '$_TSR', previous)
      else delete (window as { $_TSR?: unknown }).$_TSR
      served.window.close()
    }
  })
})
