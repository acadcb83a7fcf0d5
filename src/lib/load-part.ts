import { notePartLoaded, notePartLost, recoverableImport } from './recoverable-import'

/** After a failed load, the first wait before trying again; each later wait doubles, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 5_000
export const RETRY_MAX_MS = 60_000

/**
 * Loads a module the page can do without (the booking bar, the status pills, the outbox's delivery, the worker's
 * registration), trying again until it is there, and resolves with it; never rejects. A failed load (a dropped
 * connection, offline before the worker has the site) leaves the page as it is and does not reload it
 * (./recoverable-import.ts). It is tried again when the connection goes or comes back (offline, a worker's precache
 * may answer); when a worker takes control of the page (its precache has the module, even offline); and after a wait
 * that doubles each time, since a phone's signal often drops without the browser noticing (no `offline` event, so no
 * `online` one after it). `signal` stops the tries (a component that no longer wants the module).
 *
 * A failed module is fetched again by Chromium, and by WebKit as long as nothing preloaded it, which is why the build
 * preloads none of these modules (scripts/late-parts.ts). Firefox ESR 153 keeps the failure for the document's life:
 * there the part comes with the next page, which then loads as a new document (src/boot/fresh-document-for-lost-parts.ts;
 * measured, decision 0022).
 */
export function loadPart<T>(load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve) => {
    let failures = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
    const stopWaiting = () => {
      clearTimeout(timer)
      window.removeEventListener('online', attempt)
      window.removeEventListener('offline', attempt)
      worker?.removeEventListener('controllerchange', attempt)
    }
    function attempt() {
      stopWaiting()
      if (signal?.aborted) return
      recoverableImport(load).then(
        (module) => {
          notePartLoaded(load)
          if (!signal?.aborted) resolve(module)
        },
        (error: unknown) => {
          console.warn('An optional part of the page could not load; it will be tried again.', error)
          notePartLost(load)
          if (signal?.aborted) return
          failures += 1
          timer = setTimeout(attempt, Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS))
          window.addEventListener('online', attempt)
          window.addEventListener('offline', attempt)
          worker?.addEventListener('controllerchange', attempt)
        },
      )
    }
    signal?.addEventListener('abort', stopWaiting, { once: true })
    attempt()
  })
}
