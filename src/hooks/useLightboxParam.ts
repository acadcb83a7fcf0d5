import { useRef } from 'react'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useKeepScrollOnParam } from './useKeepScrollOnParam'

export interface LightboxParam {
  openId: number | undefined
  onOpen: (id: number) => void
  onMove: (id: number) => void
  onClose: () => void
}

/**
 * Keeps a gallery's open picture in the search param `key` (docs/decisions/0008). Opening pushes a history entry
 * (Back closes, the link can be shared). Stepping replaces it. Closing goes back to the entry we pushed, or
 * replaces the address when the page was opened from a shared link. The page never scrolls meanwhile.
 * `value` is the page's validated param (its route's validateSearch turns junk into undefined).
 */
export function useLightboxParam(key: string, value: number | undefined): LightboxParam {
  const router = useRouter()
  const { pathname, searchStr } = useLocation()
  const pushed = useRef(false)
  useKeepScrollOnParam(key)

  const go = (id: number | undefined, replace: boolean) => {
    const params = new URLSearchParams(searchStr)
    if (id === undefined) params.delete(key)
    else params.set(key, String(id))
    const query = params.toString()
    void router.navigate({ href: query ? `${pathname}?${query}` : pathname, replace, resetScroll: false })
  }

  return {
    // One prerendered page serves every value: the grid opens the lightbox only once hydrated (GalleryGrid).
    openId: value,
    onOpen: (id) => {
      pushed.current = true
      go(id, false)
    },
    onMove: (id) => go(id, true),
    onClose: () => {
      if (!pushed.current) return go(undefined, true)
      pushed.current = false
      router.history.back()
    },
  }
}
