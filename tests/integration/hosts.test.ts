/**
 * Each host answers as `npm start` does (issue 20): the HTTP checks of scripts/host-checks.mjs run against the
 * build served by `npm start`'s server, by Debian's nginx with the config the build emitted (scripts/nginx-config.ts),
 * and by Cloudflare Pages' local runtime (`wrangler pages dev`) with the files and edge function meant for it.
 * `npm test` builds before the unit tests; ports 4361, 4362 and 4371.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preview, type PreviewServer } from 'vite'
import { loadExpectations, runHostChecks } from '../../scripts/host-checks.mjs'
import { startNginx } from '../../scripts/hosts/nginx-server.mjs'
import { startCloudflare } from '../../scripts/hosts/cloudflare-server.mjs'

const expected = await loadExpectations()

describe('the host checks', () => {
  it('cover every page and post, every legacy path, the not-found page, assets, the worker and the manifest', () => {
    expect(expected.documents.filter((document) => document.url.startsWith('/blog?post=')).length).toBeGreaterThan(0)
    expect(expected.legacyRedirects.length).toBe(42)
  })
})

/** Each host, started over the build on its own port. */
const HOSTS: Array<{
  name: string
  start: () => Promise<{ url: string; stop(): Promise<void> | void }>
  hidesBuildFiles?: boolean
}> = [
  {
    name: 'npm start',
    start: async () => {
      const server: PreviewServer = await preview({
        preview: { host: '127.0.0.1', port: 4362, strictPort: true },
        logLevel: 'error',
      })
      return { url: 'http://127.0.0.1:4362', stop: () => server.close() }
    },
  },
  { name: 'nginx with the emitted config', start: () => startNginx({ port: 4361 }) },
  // Pages publishes every file of the folder: .vite/ and the posts' document files are public there.
  {
    name: 'Cloudflare Pages (wrangler pages dev)',
    start: () => startCloudflare({ port: 4371 }),
    hidesBuildFiles: false,
  },
]

for (const host of HOSTS) {
  describe(host.name, () => {
    let server: { url: string; stop(): Promise<void> | void } | undefined
    beforeAll(async () => {
      server = await host.start()
    }, 90_000)
    afterAll(() => server?.stop(), 20_000)

    it('answers every host check', async () => {
      const { passed, failures } = await runHostChecks(server!.url, expected, { hidesBuildFiles: host.hidesBuildFiles })
      expect(failures).toEqual([])
      expect(passed).toBeGreaterThan(250)
      console.log(`${host.name}: ${passed} host checks passed`)
    }, 90_000)
  })
}
