import { useEffect, useState } from 'react'
import { useOnline } from './useOnline'
import { whenAppHydratedAndIdle } from '../lib/app-hydrated'
import { notePartLoaded, notePartLost, recoverableImport } from '../lib/recoverable-import'

/** After a failed load, the first wait before trying again; each later wait doubles, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 5_000
export const RETRY_MAX_MS = 60_000

/**
 * Loads a module the page can do without (the booking bar, the undelivered-messages panel) once `wanted`, and
 * returns it when it is there. Offline it is tried too: once the worker has the site, every module is in its
 * precache (the connection pill must load offline above all). A failed load (offline before the worker has cached
 * the site, a dropped connection) leaves the page as it is, unlike React.lazy, whose failure would reach the error
 * screen and whose promise stays rejected, and does not reload the page (lib/recoverable-import.ts). It is tried
 * again when the connection comes back; when a worker takes control of the page (its precache has the module, even
 * offline); and after a wait that doubles each time, since a phone's signal often drops without the browser
 * noticing (no `offline` event, so no `online` one after it).
 * Chromium fetches a failed module again (whatwg/html#10327). Firefox ESR 153 keeps the failure for the document's
 * life, and WebKitGTK 2.50.6 keeps it when the chunk was also preloaded (Vite's <link rel=modulepreload>, as for
 * every chunk here), so there each try fails at once, without a request, and the part comes with the next page,
 * which then loads as a new document (pwa/fresh-document-for-lost-parts.ts; measured, decision 0022).
 */
export function useOptionalModule<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState<T>()
  const [failures, setFailures] = useState(0)
  const [retry, setRetry] = useState(0)
  const online = useOnline()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `online` and `retry` are listed so that a load not yet done is tried again when the connection goes or comes back, or when it is time to try again
  useEffect(() => {
    if (!wanted || module !== undefined) return
    let alive = true
    recoverableImport(load)
      .then((loaded) => {
        notePartLoaded(load)
        if (alive) setModule(() => loaded)
      })
      .catch((error: unknown) => {
        console.warn('An optional part of the page could not load; it will be tried again.', error)
        notePartLost(load)
        if (alive) setFailures((count) => count + 1)
      })
    return () => {
      alive = false
    }
    // `load` is a module-level import() call, the same on every render.
  }, [wanted, module, online, retry, load])

  useEffect(() => {
    if (failures === 0 || module !== undefined) return
    const again = () => setRetry((count) => count + 1)
    const timer = window.setTimeout(again, Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS))
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
    worker?.addEventListener('controllerchange', again)
    return () => {
      window.clearTimeout(timer)
      worker?.removeEventListener('controllerchange', again)
    }
  }, [failures, module])
  return module
}

/**
 * A module the page needs only after it has hydrated (the booking bar, the outbox's status): loaded once every part
 * of the page has hydrated and the browser is idle, so its code is not part of the page's start.
 */
export function useLateModule<T>(load: () => Promise<T>): T | undefined {
  const [wanted, setWanted] = useState(false)
  useEffect(() => whenAppHydratedAndIdle(() => setWanted(true)), [])
  return useOptionalModule(load, wanted)
}
