/**
 * The islands variant's client entry (in place of src/main.tsx; the page's bootstrap script starts it after the first
 * paint, as it starts the app). It hydrates only the interactive parts of the page: every `[data-island]` wrapper the
 * server rendered, each as a React root of its own (hydrateRoot on the wrapper, inside a transition as the app's own
 * root), started the moment its own code (and, for islands with router links, the shared router) has loaded, none
 * waiting for another. The static rest of the page is never hydrated and its code never loaded. Taps and submissions
 * kept before an island hydrated go to it then (early-input.ts); once every island has, the app's background work
 * starts as src/main.tsx starts it (app-hydrated.ts).
 */
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { AnyRouter } from '@tanstack/react-router'
import { reloadOnceOnStaleChunk } from '../../../../src/pwa/chunk-reload'
import { startBackgroundWorkWhenReady } from '../../../../src/background-work'
import { islandsHydrated } from './app-hydrated'
import { takeOverEarlyInput } from './early-input'
import {
  ISLAND_ATTR,
  ISLAND_HYDRATED_ATTR,
  ISLAND_KEY_ATTR,
  ISLAND_PROPS_ATTR,
  islandIdPrefix,
  islands,
} from './registry'
import { IslandTree } from './tree'

declare global {
  interface Window {
    /** When the last island hydrated (performance.now()), for the bench. */
    __islandsHydratedAt?: number
  }
}

reloadOnceOnStaleChunk()

const places = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)]
const early = takeOverEarlyInput()
let left = places.length

let router: Promise<AnyRouter> | undefined
const sharedRouter = () => (router ??= import('./router').then(({ createIslandRouter }) => createIslandRouter()))

function hydrated(place: HTMLElement): void {
  // A task of its own, as the app's Shell does: inside React's commit a replayed tap would not be handled.
  window.setTimeout(() => {
    place.setAttribute(ISLAND_HYDRATED_ATTR, '')
    early.hydrated(place)
    left -= 1
    if (left === 0) {
      early.allHydrated()
      window.__islandsHydratedAt = performance.now()
      islandsHydrated()
    }
  }, 0)
}

for (const place of places) {
  const name = place.getAttribute(ISLAND_ATTR) ?? ''
  const definition = islands[name]
  if (!definition) {
    console.error(`Unknown island "${name}": its part of the page stays as the server rendered it`)
    continue
  }
  const props = JSON.parse(place.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as Record<string, unknown>
  const key = place.getAttribute(ISLAND_KEY_ATTR) ?? ''
  let reported = false
  const onHydrated = () => {
    if (reported) return
    reported = true
    hydrated(place)
  }
  Promise.all([definition.load(), definition.router ? sharedRouter() : undefined])
    .then(([Component, islandRouter]) => {
      startTransition(() => {
        hydrateRoot(
          place,
          <IslandTree router={islandRouter} onHydrated={onHydrated}>
            <Component {...props} />
          </IslandTree>,
          {
            identifierPrefix: islandIdPrefix(key),
            onRecoverableError: (error) => console.error(`Recoverable render error in island ${name}`, error),
          },
        )
      })
    })
    .catch((error: unknown) =>
      console.error(`Island ${name} could not start; its part of the page stays as the server rendered it`, error),
    )
}

// As src/main.tsx: the worker and the outbox once the page has loaded, every island has hydrated and the main
// thread is idle (at 10 s in any case).
startBackgroundWorkWhenReady()
if (places.length === 0) {
  window.__islandsHydratedAt = performance.now()
  islandsHydrated()
}
