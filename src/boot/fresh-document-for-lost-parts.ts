import type { AnyRouter } from '@tanstack/react-router'
import { partsLost } from '../lib/recoverable-import'

/**
 * Firefox keeps a module that failed to load as failed for the document's life: the app's `import()` of it fails
 * again at once, without a request (measured: Firefox ESR 153). Chromium fetches it again, and so does WebKit as long
 * as no `<link rel=modulepreload>` asked for it, which is why the build preloads no late part (scripts/late-parts.ts,
 * decision 0022). A part the page can do without (the booking bar, the status pills, the worker's registration) lost
 * that way to a dropped signal would stay away for the rest of the visit, since the site's links change pages without
 * loading a new document. So while one is missing, the next page the guest opens loads as a new document, which
 * fetches every module afresh: at a moment the guest chose, unlike a reload of the page they are reading
 * (lib/recoverable-import.ts). Not while the browser knows it is offline and no worker controls the page to answer:
 * its own error page would take the page's place.
 */
export function openNextPageAfreshWhilePartsLost(router: AnyRouter): void {
  router.subscribe('onBeforeNavigate', ({ pathChanged, toLocation }) => {
    if (!pathChanged || !partsLost()) return
    if (!navigator.onLine && !navigator.serviceWorker?.controller) return
    // The router has already put the address in the history: the new document takes that entry's place.
    window.location.replace(toLocation.href)
  })
}
