import { useEffect, useState } from 'react'
import { useOnline } from './useOnline'

/**
 * Loads a module the page can do without (the booking bar, the undelivered-messages panel) once `wanted`, and
 * returns it when it is there. A failed load (offline before the worker has cached the site, a dropped
 * connection) leaves the page as it is and is tried again when the browser is back online: unlike React.lazy,
 * whose failure would reach the error screen and whose promise stays rejected.
 */
export function useOptionalModule<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState<T>()
  const online = useOnline()
  useEffect(() => {
    if (!wanted || module !== undefined || !online) return
    let alive = true
    load()
      .then((loaded) => alive && setModule(() => loaded))
      .catch((error: unknown) => console.warn('An optional part of the page could not load; it will be tried again online.', error))
    return () => {
      alive = false
    }
    // `load` is a module-level import() call, the same on every render; the effect re-runs when the connection
    // comes back.
  }, [wanted, module, online, load])
  return module
}
