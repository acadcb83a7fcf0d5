/**
 * The server's HTML is the product: readable, with working links, before any script runs. React hydrating the
 * whole document throws that HTML away when it cannot hydrate, and a guest would see a white page (issue 18: seen
 * when a header policy's script hash no longer matched the inline router state, as a CDN that rewrites inline
 * scripts or a stale edge copy of the headers does). So the app takes over a page only when it can, and otherwise
 * leaves the server's page on screen and says why in the console:
 * - a chunk the page's routes need cannot be loaded;
 * - anything throws while the page hydrates: the page as it was served is put back. That includes a router state
 *   the page carries inline whose script was blocked or removed: the router's `RouterClient` then fails to hydrate.
 * A crash after hydration is the error screen's to show (routes/__root.tsx).
 */
import { rootRouteId, type AnyRoute, type AnyRouter } from '@tanstack/react-router'
import { reloadOnceForFailedChunk } from './chunk-reload'
import { preloadPageCode } from './page-code'

/** How the console says the app left a page as the server sent it (e2e tests wait on it too). */
export const SERVED_PAGE_KEPT = 'The page stays as the server sent it, without the app:'

type Preloadable = { preload?: () => Promise<unknown> }
type RenderedComponent = 'component' | 'notFoundComponent'

/**
 * Loads the code of every route the address matches before hydration starts, so that hydration never meets a
 * chunk that fails (the route's error screen would replace its server HTML). Its files are asked for together first
 * (./page-code.ts). Route components are
 * `lazyRouteComponent`s (autoCodeSplitting), whose public `preload` keeps a failure to itself (it is thrown when the
 * component renders), so a failure is read from Vite's `vite:preloadError` event, which every dynamic import of
 * the build reports (the same event src/boot/chunk-reload.ts reloads on). The not-found page's code is loaded only where
 * no route but the root matches the address (the root's notFoundComponent draws that page): every other page would
 * otherwise load it before it is interactive.
 *
 * A failure is tried again once, a moment later, before the page is given up. Offline, Chrome has been seen (once,
 * in CI) to abort five of a chunk's imports the moment it asked the worker for them, and to get three of the same
 * files from the worker 40 ms later for another import; without a second try a guest offline on /survey kept a
 * form that could neither send nor queue. Online, src/boot/chunk-reload.ts reloads the page first, and a retry
 * only follows when that reload was already spent. A second import() of the same chunk fetches what failed again
 * in Chromium, which no longer keeps a failed module in a document's module map (measured; the route components'
 * `preload` forgets a failure too, react-router's lazyRouteComponent). Firefox 153 keeps it, so offline, where no
 * reload came first, a page the worker controls is then reloaded once from the worker: a new document loads every
 * module afresh.
 */
export async function pageCodeLoads(router: AnyRouter): Promise<boolean> {
  let failure = await routeCodeFailure(router)
  if (failure !== null) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
    failure = await routeCodeFailure(router)
  }
  if (failure === null) return true
  // Online, src/boot/chunk-reload.ts has reloaded already; offline, a worker that controls the page answers a reload.
  if (!navigator.onLine && navigator.serviceWorker?.controller && reloadOnceForFailedChunk(failure)) return false
  console.error(SERVED_PAGE_KEPT, 'the code of this page could not be loaded.', failure)
  return false
}

/** How long a failed route import waits before its one retry: long enough for a passing hiccup, short for a guest. */
export const RETRY_AFTER_MS = 150

/** Loads the code of the routes matching the address; the first failure, or null when all of it loaded. */
async function routeCodeFailure(router: AnyRouter): Promise<unknown> {
  let failure: unknown = null
  const onFailure = (event: Event) => {
    failure ??= (event as Event & { payload?: unknown }).payload ?? event
  }
  window.addEventListener('vite:preloadError', onFailure)
  try {
    preloadPageCode()
    const matches = router.matchRoutes(router.latestLocation)
    const rendered: RenderedComponent[] = matches.every((match) => match.routeId === rootRouteId)
      ? ['component', 'notFoundComponent']
      : ['component']
    await Promise.all(
      matches.flatMap((match) => {
        const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId]
        const options = (route?.options ?? {}) as Partial<Record<RenderedComponent, Preloadable>>
        return rendered.map((name) => options[name]?.preload?.())
      }),
    )
  } catch (error) {
    failure ??= error
  } finally {
    window.removeEventListener('vite:preloadError', onFailure)
  }
  return failure
}

/**
 * Keeps a copy of the served document until the app reports it has hydrated; `restore` puts it back in place of
 * whatever React made of the page. The copy's scripts do not run again (a cloned script keeps its "already
 * started" flag), and its links are plain links: each loads its page from the server or the worker.
 */
export function servedPageCopy(): { restore(error: unknown): boolean; release(): void } {
  // Copied into an inert document, which has no browsing context: a copy made in the page's own document starts
  // every <img> and <source> of it selecting and requesting its picture again, 5-10 times the cost (a long task of
  // 10-65 ms on a phone, measured at 4x on /gallery and /), on every page load for a copy that is almost never used.
  let copy: Node | null = document.implementation.createHTMLDocument('').importNode(document.documentElement, true)
  return {
    /** Puts the served page back, when the app has not hydrated yet; false (nothing done) after that. */
    restore(error) {
      if (!copy) return false
      console.error(SERVED_PAGE_KEPT, 'it failed while the app was taking it over.', error)
      document.replaceChild(document.adoptNode(copy), document.documentElement)
      copy = null
      return true
    },
    release() {
      copy = null
    },
  }
}
