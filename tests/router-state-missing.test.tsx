// @vitest-environment jsdom
/**
 * A page whose inline router state never ran (a CDN rewrote its script, so the page's policy blocks it) must keep
 * the served page (issue 18). The entry does not look for that state itself: it relies on the router's public
 * `RouterClient` failing to hydrate without it, which the entry's error handlers answer by putting the served page
 * back (src/main.tsx, src/boot/keep-server-page.ts). These tests fail if the router ever starts a page without its
 * state, or refuses one that has it.
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { hydrate, RouterClient } from '@tanstack/react-router/ssr/client'
import { JSDOM } from 'jsdom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTinyClientRouter, renderTinyPage } from './support/tiny-router'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Tsr = { $_TSR?: unknown }

describe("TanStack Router's hydration and the page's inline router state", () => {
  afterEach(() => {
    delete (window as Tsr).$_TSR
    vi.restoreAllMocks()
  })

  it("RouterClient fails without it, into the root's error handlers the entry puts the served page back from", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const errors: unknown[] = []
    const host = document.createElement('div')
    document.body.append(host)
    // As src/main.tsx passes them to hydrateRoot: either one puts the served page back while the page hydrates.
    const root = createRoot(host, {
      onUncaughtError: (error) => void errors.push(error),
      onCaughtError: (error) => void errors.push(error),
    })
    // Under test, React's act() rethrows an error the root did not catch rather than calling onUncaughtError.
    const inAct = async (work: () => unknown) => {
      try {
        await act(async () => void (await work()))
      } catch (error) {
        errors.push(error)
      }
    }
    await inAct(() => root.render(<RouterClient router={createTinyClientRouter()} />))
    for (let turn = 0; turn < 20 && errors.length === 0; turn++) {
      await inAct(() => new Promise((resolve) => setTimeout(resolve, 10)))
    }
    expect(host.textContent, 'RouterClient started a page without its router state').toBe('')
    expect(
      errors.length,
      'RouterClient no longer fails without the router state: src/main.tsx would not keep the served page',
    ).toBeGreaterThan(0)
    act(() => root.unmount())
    host.remove()
  })

  it("the router's hydrate takes a page with the state a real server render left (the control)", async () => {
    const served = new JSDOM(await renderTinyPage(), { runScripts: 'dangerously', url: 'https://site.invalid/' })
    ;(window as Tsr).$_TSR = (served.window as unknown as Tsr).$_TSR
    const router = createTinyClientRouter()
    await expect(hydrate(router)).resolves.not.toThrow()
    expect(router.state.matches.map((match) => match.routeId)).toEqual(['__root__', '/'])
    served.window.close()
  })

  it("the router's hydrate refuses a page without it", async () => {
    await expect(hydrate(createTinyClientRouter())).rejects.toThrow()
  })
})
