/// <reference lib="webworker" />
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { pictureDisplays } from 'virtual:picture-displays'
import { DEVICE_DISPLAY, getPreference } from '../db/preferences'
import type { WorkerToPage } from '../lib/worker-messages'
import {
  isDeviceDisplay,
  offlineSubstitutes,
  selectableUrls,
  urlsForDevice,
  type Candidate,
  type DeviceDisplay,
} from '../lib/picture-selection'

declare const self: ServiceWorkerGlobalScope

/** Requests in flight at once while installing: the connections a browser opens to one HTTP/1.1 host. */
export const PRECACHE_CONCURRENCY = 6

const absolute = (url: string) => new URL(url, self.location.href).href

/** Every picture variant a page can ask for, and the variants of the same srcset (the same crop and format), by width. */
const pictureVariants = new Map<string, readonly Candidate[]>()
for (const display of pictureDisplays) {
  for (const source of [...display.sources, display.img]) {
    const siblings = source.candidates
      .map(([url, width]) => [absolute(url), width] as const)
      .sort((a, b) => a[1] - b[1])
    for (const [url] of siblings) pictureVariants.set(url, siblings)
  }
}
const selectable = new Set([...selectableUrls(pictureDisplays)].map(absolute))
/** What the worker answers with offline in place of a variant it did not keep, nearest first. */
const substitutes = new Map(
  [...offlineSubstitutes(pictureDisplays)].map(([url, list]) => [absolute(url), list.map(absolute)] as const),
)

/** The device the page last described (src/pwa/device-display.ts); null when none did or storage cannot be read. */
async function deviceDisplay(): Promise<DeviceDisplay | null> {
  const stored = await getPreference(DEVICE_DISPLAY).catch(() => null)
  return isDeviceDisplay(stored) ? stored : null
}

/**
 * Workbox's precache controller, with the install of issue 19 and decision 0012 through its public API only:
 * - the precache list keeps every page, post, chunk and picture variant, but an install downloads the pictures only
 *   at the variants this device displays (picture-selection.ts); any other variant is cached the first time a page
 *   asks for it (answerPicture). With no device described, every variant is downloaded, as before;
 * - a small pool of files at a time instead of one after another. Workbox went to one at a time because an unbounded
 *   Promise.all exhausted Chrome's resources on large sites (workbox issue 2528); a pool of six keeps that bound and
 *   stops each of the ~420 files from paying a full round trip in turn (95 s on a Fast 4G first visit).
 * Each file is fetched and stored as Workbox's own install does it: same request options (a revisioned entry
 * bypasses the HTTP cache, as Workbox's addToCacheList decides), same strategy, same plugins; one already in the
 * cache from an earlier version is not fetched again.
 */
class DevicePrecacheController extends PrecacheController {
  /** URLs (absolute) of the entries with a revision: fetched with `cache: 'reload'`. */
  readonly revisioned = new Set<string>()
  /** Called with the number of files this install fetches, before it starts. */
  onInstallPlanned: (total: number) => void = () => undefined

  override install(event: ExtendableEvent): Promise<{ updatedURLs: string[]; notUpdatedURLs: string[] }> {
    const installed = (async () => {
      const device = await deviceDisplay()
      const shown = device ? new Set([...urlsForDevice(pictureDisplays, device)].map(absolute)) : null
      const jobs = [...this.getURLsToCacheKeys()].filter(([url]) => !shown || !selectable.has(url) || shown.has(url))
      this.onInstallPlanned(jobs.length)
      let next = 0
      const worker = async () => {
        while (next < jobs.length) {
          const [url, cacheKey] = jobs[next++]!
          const request = new Request(url, {
            integrity: this.getIntegrityForCacheKey(cacheKey),
            cache: this.revisioned.has(url) ? 'reload' : 'default',
            credentials: 'same-origin',
          })
          await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }))
        }
      }
      await Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, worker))
      return { updatedURLs: [], notUpdatedURLs: [] }
    })()
    event.waitUntil(installed)
    return installed
  }
}

/** The one precache of the worker; navigation answers from it too (./navigation.ts). */
export const precache = new DevicePrecacheController()

/** The smallest cached variant of the same srcset larger than `url`. */
function largerSibling(cache: Cache, url: string): Promise<Response | undefined> {
  const siblings = pictureVariants.get(url) ?? []
  const width = siblings.find(([candidate]) => candidate === url)?.[1] ?? 0
  return firstCached(
    cache,
    siblings.filter(([, w]) => w > width).map(([candidate]) => candidate),
  )
}

/** The first of `urls` the precache holds. */
async function firstCached(cache: Cache, urls: readonly string[]): Promise<Response | undefined> {
  for (const candidate of urls) {
    const key = precache.getCacheKeyForURL(candidate)
    const cached = key ? await cache.match(key) : undefined
    if (cached) return cached
  }
  return undefined
}

/**
 * A picture variant: from the precache when this install kept it; else a larger variant of the same picture it kept
 * (a browser may pick a smaller one than the selection did, and never needs to wait for the network for it); else
 * from the network, kept in the precache under its own key from then on; with no network, the nearest variant of
 * the same picture kept, in another crop or format if need be (offlineSubstitutes), so a page offline shows every
 * picture.
 */
async function answerPicture(request: Request, url: string): Promise<Response> {
  const cache = await self.caches.open(precache.strategy.cacheName)
  const key = precache.getCacheKeyForURL(url)
  const exact = key ? await cache.match(key) : undefined
  if (exact) return exact
  const larger = await largerSibling(cache, url)
  if (larger) return larger
  try {
    const response = await fetch(request)
    if (response.ok && key) await cache.put(key, response.clone()).catch(() => undefined)
    return response
  } catch (error) {
    const nearest = await firstCached(cache, substitutes.get(url) ?? [])
    if (nearest) return nearest
    throw error
  }
}

/**
 * Precaches every page, post view, chunk, stylesheet, icon and this device's picture variants listed at build
 * time, serves them cache-first, removes caches of older Workbox versions, and reports install progress to open pages.
 */
export function registerPrecache(entries: ReadonlyArray<PrecacheEntry | string>): void {
  let total = entries.length
  let done = 0
  for (const entry of entries)
    if (typeof entry !== 'string' && entry.revision) precache.revisioned.add(absolute(entry.url))
  precache.onInstallPlanned = (planned) => {
    total = planned
  }
  precache.strategy.plugins.push({
    cacheDidUpdate: async () => {
      done += 1
      await broadcast({ type: 'PRECACHE_PROGRESS', done: Math.min(done, total), total })
    },
  })
  precache.precache(entries as Array<PrecacheEntry | string>)
  // Before the precache's own route: it would fetch a variant this install did not keep without keeping it.
  registerRoute(
    ({ request, url }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      pictureVariants.has(url.href) &&
      precache.getCacheKeyForURL(url.href) !== undefined,
    ({ request, url }) => answerPicture(request, url.href),
  )
  registerRoute(new PrecacheRoute(precache, { cleanURLs: false, ignoreURLParametersMatching: [/.*/] }))
  cleanupOutdatedCaches()
}

async function broadcast(message: WorkerToPage): Promise<void> {
  const clients = await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })
  for (const client of clients) client.postMessage(message)
}
