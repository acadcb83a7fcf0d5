import { useEffect, useState } from 'react'
import { useOnline } from './useOnline'
import { whenAppHydratedAndIdle } from '../lib/app-hydrated'

/**
 * Loads a module the page can do without (the booking bar, the undelivered-messages panel) once `wanted`, and
 * returns it when it is there. Offline it is tried too: once the worker has the site, every module is in its
 * precache (the connection pill must load offline above all). A failed load (offline before the worker has cached
 * the site, a dropped connection) leaves the page as it is and is tried again when the connection comes back:
 * unlike React.lazy, whose failure would reach the error screen and whose promise stays rejected.
 */
export function useOptionalModule<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState<T>()
  const online = useOnline()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `online` is listed so that a load not yet done is tried again when the connection goes or comes back
  useEffect(() => {
    if (!wanted || module !== undefined) return
    let alive = true
    load()
      .then((loaded) => alive && setModule(() => loaded))
      .catch((error: unknown) =>
        console.warn('An optional part of the page could not load; it will be tried again online.', error),
      )
    return () => {
      alive = false
    }
    // `load` is a module-level import() call, the same on every render; the effect re-runs (a load not yet done is
    // tried again) when the connection goes or comes back.
  }, [wanted, module, online, load])
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
