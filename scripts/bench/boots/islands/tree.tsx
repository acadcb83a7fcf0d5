/**
 * What an island's root renders, the same on the server (server.tsx, into the island's place) and on the client
 * (runtime.tsx, hydrating that place): the island component under the router's context when it needs one, and an
 * effect that reports when the root has hydrated. Every wrapper has one child, so React's useId values (which
 * follow the tree's shape) are the same on both sides.
 */
import { createContext, useEffect, type Context, type ReactNode } from 'react'
import { RouterContextProvider, type AnyRouter } from '@tanstack/react-router'

/**
 * True inside an island: an island component rendered there renders itself, not another island's placeholder. One
 * context however many times this module is evaluated (on the server it is, see server.tsx's RECORDING).
 */
const IN_ISLAND = Symbol.for('boots.islands.inIsland')
const shared = globalThis as { [IN_ISLAND]?: Context<boolean> }
shared[IN_ISLAND] ??= createContext(false)
export const InIsland = shared[IN_ISLAND]

export function IslandTree({
  router,
  onHydrated,
  children,
}: {
  router: AnyRouter | undefined
  onHydrated?: () => void
  children: ReactNode
}) {
  const inner = <Reporter onHydrated={onHydrated}>{children}</Reporter>
  return (
    <InIsland.Provider value={true}>
      {router ? <RouterContextProvider router={router}>{inner}</RouterContextProvider> : inner}
    </InIsland.Provider>
  )
}

function Reporter({ onHydrated, children }: { onHydrated: (() => void) | undefined; children: ReactNode }) {
  // Runs once the root has committed its hydration: every part of the island now answers React's events.
  useEffect(() => onHydrated?.(), [onHydrated])
  return <>{children}</>
}
