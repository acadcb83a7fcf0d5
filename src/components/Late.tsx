import type { ReactNode } from 'react'
import { useLateModule } from '../hooks/useOptionalModule'

/**
 * What `children` makes of a module loaded once the page has hydrated and the browser is idle (useLateModule), and
 * nothing before: for the parts of the shell a page starts without (the booking bar, the status pills, the install
 * control).
 */
export function Late<T>({ load, children }: { load: () => Promise<T>; children: (module: T) => ReactNode }) {
  const module = useLateModule(load)
  return module === undefined ? null : children(module)
}
