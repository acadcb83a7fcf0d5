/** What the page knows about the service worker and installability, read with useSyncExternalStore. */
export interface PwaState {
  /** Precache progress of the first install, 0–100, or null when no install is under way. */
  progress: number | null
  /** The worker holds the whole site: shown once as "Ready to use offline". */
  offlineReady: boolean
  /** A new version is installed and waiting. */
  updateWaiting: boolean
  /** The browser offered to install the app (beforeinstallprompt). */
  canInstall: boolean
}

const initial: PwaState = { progress: null, offlineReady: false, updateWaiting: false, canInstall: false }
let state = initial
const listeners = new Set<() => void>()

export function updatePwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getPwaState = (): PwaState => state
export const getServerPwaState = (): PwaState => initial
