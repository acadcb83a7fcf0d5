// @vitest-environment jsdom
/**
 * src/boot/keep-server-page.ts routerStateRead: the app takes a page over only when the router can read the state the
 * page carries inline; a page whose inline script was blocked keeps its served HTML, and the console says why.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JSDOM } from 'jsdom'
import { createMemoryHistory } from '@tanstack/react-router'
import { routerStateRead, SERVED_PAGE_KEPT } from '../src/boot/keep-server-page'
import { createNotFoundRouter, renderNotFoundDocument } from './support/tiny-router'

const previous = Object.getOwnPropertyDescriptor(window, '$_TSR')
afterEach(() => {
  if (previous) Object.defineProperty(window, '$_TSR', previous)
  else delete (window as { $_TSR?: unknown }).$_TSR
  vi.restoreAllMocks()
})

const clientRouter = () => createNotFoundRouter(createMemoryHistory({ initialEntries: ['/no-such-page'] }))

describe('routerStateRead', () => {
  it('reads the router state a server render leaves in the page', async () => {
    const served = new JSDOM(await renderNotFoundDocument('/no-such-page'), {
      runScripts: 'dangerously',
      url: 'https://site.invalid/no-such-page',
    })
    Object.assign(window, { $_TSR: (served.window as unknown as { $_TSR?: unknown }).$_TSR })
    const router = clientRouter()
    expect(await routerStateRead(router)).toBe(true)
    expect(router.state.matches.length).toBeGreaterThan(0)
    served.window.close()
  })

  it('keeps the served page, saying why, when the inline state did not run', async () => {
    delete (window as { $_TSR?: unknown }).$_TSR
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await routerStateRead(clientRouter())).toBe(false)
    expect(error).toHaveBeenCalledWith(
      SERVED_PAGE_KEPT,
      expect.stringContaining('router state is missing'),
      expect.anything(),
    )
  })
})
