/**
 * What the service worker leaves to the network (src/sw/network-only.ts), built with Workbox's own NavigationRoute as
 * src/sw/navigation.ts builds it:
 * - the host's functions: the editor's sign-in popup opens /api/auth and GitHub sends it back to /api/callback, both
 *   navigations the worker would otherwise answer from the precache with the not-found page;
 * - the owner's editor, no part of the guests' app (decision 0025): /admin and anything under /admin/ always come from
 *   the network, as the host serves them with their own headers, never from a precache that does not hold them.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { EDITOR_PREFIX, FUNCTIONS_PREFIX } from '../scripts/host-headers'
import { NETWORK_ONLY_NAVIGATIONS } from '../src/sw/network-only'

type Route = { match: (options: { url: URL; request: { mode: string } }) => unknown }
let route: Route

beforeAll(async () => {
  // Workbox's development logger expects a worker's `self`.
  Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true })
  const { NavigationRoute } = await import('workbox-routing')
  route = new NavigationRoute(async () => new Response(''), {
    denylist: [...NETWORK_ONLY_NAVIGATIONS],
  }) as unknown as Route
})

const answered = (path: string, mode = 'navigate') =>
  Boolean(route.match({ url: new URL(path, 'https://tours.example'), request: { mode } }))

describe('the service worker and the host’s functions', () => {
  it('answers no navigation to /api/*: the sign-in and GitHub’s return go to the network', () => {
    for (const path of [
      '/api/auth?provider=github&site_id=tours.example&scope=repo',
      '/api/callback?code=abc&state=xyz',
      '/api/callback',
    ]) {
      expect(answered(path), path).toBe(false)
    }
  })

  it('still answers every page navigation, including paths that only begin like it', () => {
    for (const path of ['/', '/about', '/blog?post=2', '/apiary', '/tours/api', '/blog?post=/api/x', '/no-such-page']) {
      expect(answered(path), path).toBe(true)
    }
  })

  it('uses the same prefix as the host, and the navigation route is built with the denylist', () => {
    expect(NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test(`${FUNCTIONS_PREFIX}x`))).toBe(true)
    const source = readFileSync(new URL('../src/sw/navigation.ts', import.meta.url), 'utf8')
    expect(source).toMatch(/\{ denylist: \[\.\.\.NETWORK_ONLY_NAVIGATIONS\] \}/)
  })
})

describe('the service worker and the owner’s editor', () => {
  it('answers no navigation to the editor: its page, its redirect, its files, with a query or a hash', () => {
    for (const path of ['/admin', '/admin/', '/admin/#/collections/posts', '/admin/?x=1', '/admin/config.yml']) {
      expect(answered(path), path).toBe(false)
    }
  })

  it('still answers the pages whose paths only begin like it, or name it in a query', () => {
    for (const path of ['/administration', '/admins', '/blog?post=/admin/', '/tours/admin', '/']) {
      expect(answered(path), path).toBe(true)
    }
  })

  it('uses the host’s prefix (the worker imports no build code, so this test holds them together)', () => {
    expect(NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test(EDITOR_PREFIX))).toBe(true)
    expect(NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test(EDITOR_PREFIX.slice(0, -1)))).toBe(true)
  })

  it('is not precached: the build leaves admin/ out of the worker’s list', () => {
    const options = readFileSync(new URL('../scripts/pwa-options.ts', import.meta.url), 'utf8')
    expect(options).toContain(`'${EDITOR_PREFIX.slice(1)}**'`)
  })
})
