import { useEffect, useState } from 'react'
import { whenAppHydratedAndIdle } from '../boot/app-hydrated'
import { loadPart } from '../lib/load-part'

/**
 * Loads a module the page can do without (the booking bar, the undelivered-messages panel) once `wanted`, and
 * returns it when it is there. Offline it is tried too: once the worker has the site, every module is in its
 * precache (the connection pill must load offline above all). A failed load is tried again until it is there and
 * leaves the page as it is (lib/load-part.ts), unlike React.lazy, whose failure would reach the error screen and
 * whose promise stays rejected.
 */
export function useOptionalModule<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState<T>()
  const loaded = module !== undefined
  useEffect(() => {
    if (!wanted || loaded) return
    const stop = new AbortController()
    void loadPart(load, stop.signal).then((part) => setModule(() => part))
    return () => stop.abort()
    // `load` is a module-level import() call, the same on every render.
  }, [wanted, loaded, load])
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
