/**
 * The gallery grid as an island. On the page, the open picture lives in the address (`?photo=`) through the router
 * (src/hooks/useLightboxParam.ts): opening pushes a history entry, stepping replaces it, closing goes back (or
 * replaces, for a shared link). Islands have no router rendering the page, so this wrapper does the same with the
 * History API directly and shares the open id with every grid of the page; the grid itself (and its lazy lightbox) is
 * the app's own, with the props the server gave it. The id is validated as the route does (validatePhotoSearch).
 */
import { useSyncExternalStore } from 'react'
import { GalleryGrid, type GalleryGridProps } from '../../../../src/components/GalleryGrid'
import { validatePhotoSearch } from '../../../../src/lib/gallery'

const KEY = 'photo'
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

const openPhoto = () => validatePhotoSearch({ [KEY]: new URLSearchParams(location.search).get(KEY) ?? undefined }).photo

function go(id: number | undefined, replace: boolean): void {
  const url = new URL(location.href)
  if (id === undefined) url.searchParams.delete(KEY)
  else url.searchParams.set(KEY, String(id))
  if (replace) history.replaceState(history.state, '', url)
  else history.pushState(null, '', url)
  for (const listener of listeners) listener()
}

/** Whether this page pushed the entry the lightbox shows (then closing goes back to the page's own entry). */
let pushed = false

export function GalleryIsland(props: Omit<GalleryGridProps, 'openId' | 'onOpen' | 'onMove' | 'onClose'>) {
  const openId = useSyncExternalStore(subscribe, openPhoto, () => undefined)
  return (
    <GalleryGrid
      {...props}
      openId={openId}
      onOpen={(id) => {
        pushed = true
        go(id, false)
      }}
      onMove={(id) => go(id, true)}
      onClose={() => {
        if (!pushed) return go(undefined, true)
        pushed = false
        history.back()
      }}
    />
  )
}
