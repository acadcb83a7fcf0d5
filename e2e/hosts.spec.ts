import { expect, test, type Page } from '@playwright/test'
import { untilHydrated } from './app-page'
import { isolateNetwork } from './fixtures'
import { waitForWorkerControl } from './service-worker'
import { headingOf } from './site-documents'
import { startNginx } from '../scripts/hosts/nginx-server.mjs'

/**
 * The site served by nginx with the config the build emitted (issue 20), in the browser: a guest's first visits to a
 * tour page, a shared post link and a legacy path each land on the right page and hydrate with no console error;
 * after one visit the site works offline. The HTTP checks of every route are tests/hosts.test.ts. Desktop project
 * only (the host does not depend on the width); one nginx per worker, on ports 4363-4366.
 */
test.use({ serviceWorkers: 'allow' })

let nginx: Awaited<ReturnType<typeof startNginx>>
test.beforeAll(async ({}, workerInfo) => {
  nginx = await startNginx({ port: 4363 + (workerInfo.workerIndex % 4) })
})
test.afterAll(async () => {
  await nginx?.stop()
})

function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const FIRST_VISITS = [
  { from: '/tours/lower-east-side', lands: '/tours/lower-east-side' },
  { from: '/blog?post=2', lands: '/blog?post=2' },
  { from: '/book-a-tour', lands: '/booking' },
]

for (const { from, lands } of FIRST_VISITS) {
  test(`a first visit to ${from} on nginx lands on ${lands}, hydrated, with no console error`, async ({ page, context }) => {
    // The booking provider is answered by its stub, as in every other spec.
    await isolateNetwork(context, nginx.url)
    const errors = consoleErrors(page)
    await page.goto(`${nginx.url}${from}`)
    await untilHydrated(page)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(lands)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(lands))
    // Effects after hydration, and React's mismatch reports, surface within a moment.
    await page.waitForTimeout(500)
    expect(errors).toEqual([])
  })
}

test('after one visit on nginx, the site works offline: a tour page, a post and a legacy path', async ({ page, context }) => {
  await isolateNetwork(context, nginx.url)
  await page.goto(`${nginx.url}/`)
  await untilHydrated(page)
  await waitForWorkerControl(page)
  await context.setOffline(true)
  for (const { from, lands } of FIRST_VISITS) {
    await page.goto(`${nginx.url}${from}`)
    await untilHydrated(page)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(lands)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(lands))
  }
})
