import { expect, test } from '@playwright/test'
import { startCloudflare } from '../scripts/hosts/cloudflare-server.mjs'
import { startNginx } from '../scripts/hosts/nginx-server.mjs'
import { untilHydrated } from './app-page'
import { collectErrors } from './fixtures'
import { waitForWorkerControl } from './service-worker'
import { headingOf } from './site-documents'

/**
 * The site served by nginx with the config the build emitted, and by Cloudflare Pages' local runtime (issue 20), in
 * the browser: a guest's first visits to a tour page, a shared post link and a legacy path each land on the right page
 * and hydrate with no console error; after one visit the site works offline. The HTTP checks of every route are
 * tests/hosts.test.ts. Desktop project only (the host does not depend on the width); one server per host and worker,
 * on ports 4363-4366 (nginx) and 4372-4375 (wrangler).
 */
test.use({ serviceWorkers: 'allow' })

const FIRST_VISITS = [
  { from: '/tours/lower-east-side', lands: '/tours/lower-east-side' },
  { from: '/blog?post=2', lands: '/blog?post=2' },
  { from: '/book-a-tour', lands: '/booking' },
]

const HOSTS = [
  { name: 'nginx', start: (worker: number) => startNginx({ port: 4363 + (worker % 4) }) },
  { name: 'Cloudflare Pages', start: (worker: number) => startCloudflare({ port: 4372 + (worker % 4) }) },
]

for (const host of HOSTS) {
  test.describe(host.name, () => {
    let server: { url: string; stop(): Promise<void> }
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function uses from its first parameter and requires an object pattern there, even an empty one
    test.beforeAll(async ({}, workerInfo) => {
      test.setTimeout(90_000)
      server = await host.start(workerInfo.workerIndex)
    })
    test.afterAll(async () => {
      await server?.stop()
    })

    for (const { from, lands } of FIRST_VISITS) {
      test(`a first visit to ${from} lands on ${lands}, hydrated, with no console error`, async ({ page }) => {
        const errors = collectErrors(page)
        await page.goto(`${server.url}${from}`)
        await untilHydrated(page)
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(lands)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(lands))
        // Effects after hydration, and React's mismatch reports, surface within a moment.
        await page.waitForTimeout(500)
        expect(errors.entries).toEqual([])
      })
    }

    test('after one visit, the site works offline: a tour page, a post and a legacy path', async ({
      page,
      context,
    }) => {
      await page.goto(`${server.url}/`)
      await untilHydrated(page)
      await waitForWorkerControl(page)
      await context.setOffline(true)
      for (const { from, lands } of FIRST_VISITS) {
        await page.goto(`${server.url}${from}`)
        await untilHydrated(page)
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(lands)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(lands))
      }
    })
  })
}
