/**
 * The owner's editor is no part of the guests' app (decision 0025): the service worker never answers /admin or
 * anything under /admin/ (src/sw/network-only.ts), so the editor always comes from the network, as the host serves it
 * with its own headers, and never from a precache that does not hold it. Built with Workbox's own NavigationRoute, as
 * src/sw/navigation.ts builds it.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { EDITOR_PREFIX } from '../scripts/host-headers'
import { NETWORK_ONLY_NAVIGATIONS } from '../src/sw/network-only'

type Route = { match: (options: { url: URL; request: { mode: string } }) => unknown }
let route: Route

beforeAll(async () => {
  Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true })
  const { NavigationRoute } = await import('workbox-routing')
  route = new NavigationRoute(async () => new Response(''), {
    denylist: [...NETWORK_ONLY_NAVIGATIONS],
  }) as unknown as Route
})

const answered = (path: string) =>
  Boolean(route.match({ url: new URL(path, 'https://tours.example'), request: { mode: 'navigate' } }))

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
