import { useSyncExternalStore } from 'react'
import { getPwaState, getServerPwaState, subscribePwa, type PwaState } from '../pwa/pwa-store'

export function usePwa(): PwaState {
  return useSyncExternalStore(subscribePwa, getPwaState, getServerPwaState)
}
