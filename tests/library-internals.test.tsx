// @vitest-environment jsdom
/**
 * Contracts with the libraries' undocumented behaviour the site still relies on (decision 0019). Each test runs the
 * library itself and fails with a message naming the internal, so an upgrade that removes or changes one is caught
 * here, not by guests.
 */
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { lazyRouteComponent, RouterProvider } from '@tanstack/react-router'
import { PrecacheController } from 'workbox-precaching'
import { afterEach, describe, expect, it } from 'vitest'
import { documentHydrated } from './support/document-hydrated'
import { routerReloadKey } from '../src/boot/chunk-reload'
import { createTinyClientRouter } from './support/tiny-router'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A page with text, a link and a host of raw HTML (as a blog post's body was), for React to hydrate. */
function Page() {
  return (
    <main>
      <h1>Cats</h1>
      <p>
        Text with a link to <a href="/tours">the tours</a>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the host of raw HTML is what the contract is about (React marks it with __reactProps$) */}
      <div dangerouslySetInnerHTML={{ __html: '<p>Markdown <em>post</em></p>' }} />
    </main>
  )
}

describe("React's __reactFiber$ / __reactProps$ element keys (tests/support/document-hydrated.ts, scripts/bench/page-load.mjs)", () => {
  it('marks every element it hydrates, and the host of raw HTML with its props', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    expect(documentHydrated(container), 'server HTML must not count as hydrated').toBe(false)
    await act(async () => {
      hydrateRoot(container, <Page />)
    })
    expect(
      documentHydrated(container),
      'React no longer marks hydrated elements with "__reactFiber$…" keys, or the dangerouslySetInnerHTML host with "__reactProps$…": ' +
        'documentHydrated (tests/support/document-hydrated.ts, which the end-to-end tests run in the page) and the bench (scripts/bench/page-load.mjs) need another way to see hydration',
    ).toBe(true)
    container.remove()
  })
})

describe("TanStack Router's reload key of lazyRouteComponent (src/boot/chunk-reload.ts)", () => {
  const missing = new TypeError('Failed to fetch dynamically imported module: https://site.example/assets/about-1.js')
  const message =
    'TanStack Router\'s lazyRouteComponent no longer remembers its reload for a missing module under "tanstack_router_reload:<message>" ' +
    'in sessionStorage: routerReloadKey (src/boot/chunk-reload.ts) must follow it, or a stale deploy reloads twice'
  afterEach(() => sessionStorage.clear())

  async function failedComponent() {
    const Lazy = lazyRouteComponent(() => Promise.reject(missing))
    await Lazy.preload?.()
    return () => (Lazy as unknown as (props: object) => unknown)({})
  }

  it('marks the key itself when it reloads', async () => {
    const render = await failedComponent()
    // It reloads (jsdom only reports that navigation is not implemented) and suspends for good.
    expect(render).toThrow()
    expect(sessionStorage.getItem(routerReloadKey(missing)), message).toBe('1')
  })

  it('does not reload again once the key is marked, and shows the error instead', async () => {
    sessionStorage.setItem(routerReloadKey(missing), '1')
    const render = await failedComponent()
    let thrown: unknown
    try {
      render()
    } catch (error) {
      thrown = error
    }
    expect(thrown, message).toBe(missing)
  })
})

describe("lazyRouteComponent's preload imports again after a failure (src/boot/keep-server-page.ts, pageCodeLoads)", () => {
  it('calls the importer again on a second preload after the first failed, and the component then renders', async () => {
    let calls = 0
    const Lazy = lazyRouteComponent(() => {
      calls += 1
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://site.example/a.js'))
        : Promise.resolve({ default: () => <p>Loaded</p> })
    })
    await Lazy.preload?.()
    await Lazy.preload?.()
    const message =
      "TanStack Router's lazyRouteComponent no longer imports again when preload is called after a failed import: " +
      'the retry of pageCodeLoads (src/boot/keep-server-page.ts) would repeat the first failure instead of loading the page'
    expect(calls, message).toBe(2)
    // The second import succeeded: the component renders without suspending (preload is gone once it loaded).
    expect(renderToString(<Lazy />), message).toContain('Loaded')
  })
})

describe("Workbox's precache cache key from handleAll's params.cacheKey (src/sw/precache.ts, DevicePrecacheController.install)", () => {
  it("stores each request under the cache key the install passes, as Workbox's own install does", async () => {
    const controller = new PrecacheController()
    controller.precache([{ url: '/assets/app.js', revision: 'abc' }])
    const [[url, cacheKey]] = [...controller.getURLsToCacheKeys()] as [[string, string]]
    const keyed = controller.strategy.plugins.filter((plugin) => plugin.cacheKeyWillBeUsed)
    const used = await Promise.all(
      keyed.map(async (plugin) => {
        const request = await plugin.cacheKeyWillBeUsed!({
          request: new Request(url),
          params: { cacheKey },
          mode: 'write',
        } as never)
        return typeof request === 'string' ? request : request.url
      }),
    )
    expect(
      used,
      "PrecacheController's strategy no longer maps a request to the cache key given as params.cacheKey: " +
        "DevicePrecacheController.install (src/sw/precache.ts) copies Workbox's install and must follow it",
    ).toEqual([cacheKey])
  })
})

describe("TanStack Router's reset of the window after a render (src/boot/keep-scroll-through-hydration.ts)", () => {
  it('is made with the global scrollTo, to the top', async () => {
    const calls: unknown[] = []
    const previous = window.scrollTo
    window.scrollTo = ((...args: unknown[]) => void calls.push(args[0])) as typeof window.scrollTo
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    try {
      const router = createTinyClientRouter()
      await act(async () => {
        root.render(<RouterProvider router={router} />)
        await router.load()
      })
      expect(
        calls,
        "TanStack Router no longer resets the window with the global scrollTo({ top: 0, left: 0 }) after it renders: keepScrollThroughHydration (src/boot/keep-scroll-through-hydration.ts) reads the guest's position from that call and must follow the router's new way, or a guest who scrolls in the last moment before hydration is sent to the top",
      ).toContainEqual(expect.objectContaining({ top: 0, left: 0 }))
    } finally {
      act(() => root.unmount())
      host.remove()
      window.scrollTo = previous
    }
  })
})
