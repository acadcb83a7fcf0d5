/**
 * The precache: what the built worker lists (files and bytes, by kind), how long a first visit takes to be
 * ready offline on a throttled link, and how fast a navigation answered by the worker is beside the same
 * navigation online from the local server.
 */
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MOBILE } from './browser.mjs'

/** The manifest vite-plugin-pwa injected into dist/sw.js (the same reading as tests/precache-manifest.test.ts). */
export async function precacheEntries(dist) {
  const worker = await readFile(join(dist, 'sw.js'), 'utf8')
  const match = /\[\{"revision":.*?\}\]/s.exec(worker)
  if (!match) throw new Error(`No precache manifest found in ${join(dist, 'sw.js')}`)
  return JSON.parse(match[0])
}

export function kindOf(file) {
  if (file.endsWith('.html')) return 'html'
  if (file.endsWith('.js')) return 'js'
  if (file.endsWith('.css')) return 'css'
  if (/\.(webp|avif|png|jpe?g|svg|gif)$/.test(file)) return 'images'
  return 'other'
}

/** Files and bytes of the precache of a build (`dist`, with its server entry in `ssrDir`), in total and by kind. */
export async function precacheOfBuild(dist, ssrDir) {
  const { hostRoutes } = await import(`${pathToFileURL(join(ssrDir, 'entry-server.js')).href}?t=${Date.now()}`)
  const entries = await precacheEntries(dist)
  const byKind = {}
  let bytes = 0
  for (const entry of entries) {
    const url = new URL(entry.url, 'http://host.invalid/')
    // Documents are precached at their page URL (/about, /blog?post=2); the host's own table maps them to files.
    const answer = entry.url.startsWith('/') ? hostRoutes.resolveDocument(url.pathname, url.search) : null
    const file = answer?.kind === 'page' ? answer.file : decodeURIComponent(url.pathname.slice(1))
    const size = (await stat(join(dist, file))).size
    const kind = kindOf(file)
    byKind[kind] ??= { files: 0, bytes: 0 }
    byKind[kind].files += 1
    byKind[kind].bytes += size
    bytes += size
  }
  return { files: entries.length, bytes, byKind }
}

/** In the page: resolves with performance.now() once the first worker is activated (its precache complete). */
export async function whenActivated() {
  const registration = await navigator.serviceWorker.ready
  const worker = registration.active
  if (worker && worker.state !== 'activated') {
    await new Promise((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    )
  }
  return performance.now()
}

/** In the page: what the worker's precache holds (entries and bytes); `everyCache`: what every cache holds. */
export async function precacheContents(everyCache = false) {
  let files = 0
  let bytes = 0
  for (const name of await caches.keys()) {
    if (!everyCache && !name.includes('precache')) continue
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const response = await cache.match(request)
      files += 1
      bytes += response ? (await response.arrayBuffer()).byteLength : 0
    }
  }
  return { files, bytes }
}

/**
 * A first visit to `baseUrl` (behind the throttling proxy): milliseconds from navigation start to the first
 * worker activated, i.e. every precached file fetched and stored. `withContents` also reads the cache back.
 */
export async function timeToReadyOffline(browser, baseUrl, withContents = false) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' })
    const readyMs = await page.evaluate(whenActivated)
    return { readyMs, contents: withContents ? await page.evaluate(precacheContents) : null }
  } finally {
    await context.close()
  }
}

/** In the page: when the navigation's content was first painted, and when its document had fully arrived. */
async function paintTiming() {
  const fcp = await new Promise((resolve) => {
    const found = performance.getEntriesByName('first-contentful-paint')[0]
    if (found) return resolve(found.startTime)
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      resolve(list.getEntries()[0].startTime)
    }).observe({ type: 'paint', buffered: true })
  })
  const navigation = performance.getEntriesByType('navigation')[0]
  return { fcp, documentMs: navigation.responseEnd, fromWorker: navigation.workerStart > 0 }
}

/**
 * The navigation to `path` after a first visit to the home page: online with no worker (the local server, the
 * HTTP cache warm from the first visit), and offline answered by the worker. Times count from navigation start.
 */
export async function navigationTimes(browser, baseUrl, path) {
  const online = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' })
  const offline = await browser.newContext({ ...MOBILE, serviceWorkers: 'allow' })
  try {
    const onlinePage = await online.newPage()
    await onlinePage.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await onlinePage.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
    const onlineTiming = await onlinePage.evaluate(paintTiming)

    const offlinePage = await offline.newPage()
    await offlinePage.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await offlinePage.evaluate(whenActivated)
    await offline.setOffline(true)
    await offlinePage.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
    const offlineTiming = await offlinePage.evaluate(paintTiming)
    if (!offlineTiming.fromWorker) throw new Error(`The offline navigation to ${path} was not answered by the worker`)
    return { online: onlineTiming, offline: offlineTiming }
  } finally {
    await online.close()
    await offline.close()
  }
}
