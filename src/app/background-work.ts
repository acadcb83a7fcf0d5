/**
 * The worker, workbox-window and the outbox load once the page has loaded, every part of it has hydrated and the
 * main thread is idle: never competing with the first paint or with hydration. The page's bootstrap script starts
 * the entry after the first paint, which is often after the load event already. Started by the entry, src/main.tsx.
 */
import { analytics } from '../config'
import { loadPlausibleScript } from '../features/analytics/provider-script'
import { whenAppHydratedAndIdle } from '../boot/app-hydrated'
import { loadPart } from '../lib/load-part'

let started = false

function startBackgroundWork(): void {
  if (started) return
  started = true
  // Their code is tried again until it loads, without reloading the page: a signal that drops as it loads on a first
  // visit would otherwise reload the page into that dropped signal (lib/load-part.ts).
  loadPart(() => import('../outbox/page/sync'))
    .then(({ startOutboxSync }) => startOutboxSync())
    .catch((error: unknown) => console.warn('The outbox could not start', error))
  loadPart(() => import('./shell/service-worker'))
    .then(({ startServiceWorker }) => startServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error))
  // The analytics provider's script, when one is configured: the page never waits for it (events sent before it
  // has loaded wait in its queue). Unset, this line and the loader are dropped from the bundles.
  if (analytics) loadPlausibleScript(analytics.scriptUrl, analytics.domain)
}

export function startBackgroundWorkWhenReady(): void {
  const afterLoad = () => whenAppHydratedAndIdle(startBackgroundWork)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  // A document without the shell (an error screen) never reports its parts: start anyway, later.
  setTimeout(startBackgroundWork, 10_000)
}
