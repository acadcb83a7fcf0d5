/// <reference lib="webworker" />
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import type { WorkerToPage } from './messages'

declare const self: ServiceWorkerGlobalScope

/**
 * Precaches every page, post view, chunk, stylesheet, icon and image variant listed at build time, serves
 * them cache-first, removes caches of older Workbox versions, and reports install progress to open pages.
 */
export function registerPrecache(entries: ReadonlyArray<PrecacheEntry | string>): void {
  const total = entries.length
  let done = 0
  addPlugins([
    {
      cacheDidUpdate: async () => {
        done += 1
        await broadcast({ type: 'PRECACHE_PROGRESS', done: Math.min(done, total), total })
      },
    },
  ])
  precacheAndRoute(entries as Array<PrecacheEntry | string>, { cleanURLs: false, ignoreURLParametersMatching: [/.*/] })
  cleanupOutdatedCaches()
}

async function broadcast(message: WorkerToPage): Promise<void> {
  const clients = await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })
  for (const client of clients) client.postMessage(message)
}
