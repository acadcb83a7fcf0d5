import { useEffect } from 'react'
import { partHydrated, type ShellPart } from '../boot/app-hydrated'

/**
 * Tells the boot that `part` has hydrated (src/boot/app-hydrated.ts). An effect runs once the Suspense boundary
 * around it has hydrated (or, on the client, rendered), so this sits inside the boundary it speaks for.
 */
export function ReportHydrated({ part }: { part: ShellPart }) {
  useEffect(() => partHydrated(part), [part])
  return null
}
