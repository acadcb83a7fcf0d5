// @vitest-environment jsdom
/**
 * keep-scroll-through-hydration.ts: the router's reset to the top after its first render is undone, back to where the
 * window was right before it, even when the guest's last scroll has not yet been reported by a `scroll` event (the
 * browser dispatches those at the next frame). A stand-in router resets as TanStack Router does, with the global
 * `scrollTo` (tests/library-internals.test.tsx holds the router to that).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyRouter } from '@tanstack/react-router'
import { keepScrollThroughHydration } from '../src/boot/keep-scroll-through-hydration'

let scrollY = 0
const moves: number[] = []
const browserScrollTo = vi.fn((options: ScrollToOptions) => {
  scrollY = options.top ?? scrollY
  moves.push(scrollY)
})

beforeEach(() => {
  scrollY = 0
  moves.length = 0
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY })
  Object.defineProperty(window, 'scrollX', { configurable: true, get: () => 0 })
  window.scrollTo = browserScrollTo as unknown as typeof window.scrollTo
})
afterEach(() => vi.clearAllMocks())

/**
 * A router whose first render ends as TanStack Router's does: the window reset to the top with `scrollTo` (or moved
 * some other way: `by`), then `onRendered`.
 */
function standInRouter() {
  const rendered = new Set<() => void>()
  const router = {
    subscribe: (_event: 'onRendered', listener: () => void) => {
      rendered.add(listener)
      return () => rendered.delete(listener)
    },
  } as unknown as AnyRouter
  const firstRender = (by: () => void = () => scrollTo({ top: 0, left: 0 })) => {
    by()
    for (const listener of [...rendered]) listener()
  }
  return { router, firstRender }
}

describe('the scroll position through hydration', () => {
  it('is put back when the guest scrolled just before the reset, with no scroll event yet', () => {
    const { router, firstRender } = standInRouter()
    keepScrollThroughHydration(router)
    scrollY = 1200
    firstRender()
    expect(scrollY).toBe(1200)
    expect(moves).toEqual([0, 1200])
  })

  it('is put back as the last scroll event reported it when the router moves the window some other way', () => {
    const { router, firstRender } = standInRouter()
    keepScrollThroughHydration(router)
    scrollY = 800
    window.dispatchEvent(new Event('scroll'))
    firstRender(() => {
      scrollY = 300
    })
    expect(scrollY).toBe(800)
  })

  it('leaves a page the guest did not scroll at the top, and gives the window its own scrollTo back', () => {
    const { router, firstRender } = standInRouter()
    keepScrollThroughHydration(router)
    firstRender()
    expect(moves).toEqual([0])
    expect(window.scrollTo).toBe(browserScrollTo)
  })
})
