// @vitest-environment jsdom
/**
 * docs/decisions/0008: the open picture in the address. Opening pushes an entry, stepping replaces it, closing
 * goes back (or replaces, for a shared link), and none of it moves the page; a real route change still does.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { useLightboxParam } from '../src/hooks/useLightboxParam'
import { validatePhotoSearch } from '../src/lib/gallery'

let y = 0
beforeEach(() => {
  y = 0
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y })
  window.scrollTo = vi.fn((options?: ScrollToOptions | number, top?: number) => {
    y = typeof options === 'object' ? (options.top ?? y) : (top ?? y)
  }) as typeof window.scrollTo
})
afterEach(cleanup)

function setup(initial: string) {
  const root = createRootRoute({ component: Outlet })
  const gallery = createRoute({
    getParentRoute: () => root,
    path: '/gallery',
    validateSearch: validatePhotoSearch,
    component: function Gallery() {
      const lightbox = useLightboxParam('photo', gallery.useSearch().photo)
      return (
        <>
          <p>open {String(lightbox.openId)}</p>
          <button type="button" onClick={() => lightbox.onOpen(3)}>
            open
          </button>
          <button type="button" onClick={() => lightbox.onMove(4)}>
            move
          </button>
          <button type="button" onClick={lightbox.onClose}>
            close
          </button>
        </>
      )
    },
  })
  const about = createRoute({ getParentRoute: () => root, path: '/about', component: () => <p>about</p> })
  const history = createMemoryHistory({ initialEntries: [initial] })
  const router = createRouter({ routeTree: root.addChildren([gallery, about]), history })
  render(<RouterProvider router={router} />)
  return { router, history }
}

const href = (history: ReturnType<typeof createMemoryHistory>) =>
  `${history.location.pathname}${history.location.search}`

describe('useLightboxParam', () => {
  it('opens with a new entry, steps in place, closes by going back, and never moves the page', async () => {
    const { router, history } = setup('/gallery')
    await screen.findByText('open undefined')
    y = 900
    const start = history.length

    fireEvent.click(screen.getByRole('button', { name: 'open' }))
    await screen.findByText('open 3')
    expect(href(history)).toBe('/gallery?photo=3')
    expect(history.length).toBe(start + 1)
    expect(y).toBe(900)

    fireEvent.click(screen.getByRole('button', { name: 'move' }))
    await screen.findByText('open 4')
    expect(href(history)).toBe('/gallery?photo=4')
    expect(history.length).toBe(start + 1)
    expect(y).toBe(900)

    fireEvent.click(screen.getByRole('button', { name: 'close' }))
    await screen.findByText('open undefined')
    expect(href(history)).toBe('/gallery')
    expect(y).toBe(900)

    // Back and Forward over the entry keep the page still as well.
    await act(async () => history.forward())
    await screen.findByText('open 4')
    await act(async () => history.back())
    await screen.findByText('open undefined')
    expect(y).toBe(900)

    // Another page still starts at the top.
    await act(() => router.navigate({ to: '/about' }))
    await screen.findByText('about')
    expect(y).toBe(0)
  })

  it('closes a picture opened from a shared link by replacing the address, staying on the page', async () => {
    const { history } = setup('/gallery?photo=5')
    await screen.findByText('open 5')
    const start = history.length
    fireEvent.click(screen.getByRole('button', { name: 'close' }))
    await screen.findByText('open undefined')
    expect(href(history)).toBe('/gallery')
    expect(history.length).toBe(start)
  })
})
