/**
 * SPEC §7 "Analytics", with the cookieless provider switched on by its one setting: the site is built into a scratch
 * folder with VITE_ANALYTICS_SCRIPT_URL naming Plausible's script and served; this spec's browser resolves the
 * provider's host to a local stand-in (e2e/analytics-stand-in.ts) that serves a script of the same API and records
 * every request. The script comes only after the app has hydrated, never in the prerendered HTML; a tour's Reserve
 * button sends 'reserve_button_click' and 'begin_booking' with item_id, also when pressed before the script came; the
 * page's policy allows the provider's origin; the service worker lets the script through. The suite's own build, on
 * the defaults, asks no analytics provider for anything.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { type PreviewServer, preview } from 'vite'
import { documentHydrated } from '../tests/support/document-hydrated'
import {
  ANALYTICS_HOST,
  ANALYTICS_ORIGIN,
  ANALYTICS_SCRIPT_URL,
  type AnalyticsStandIn,
  startAnalyticsStandIn,
} from './analytics-stand-in'
import { chromiumArgs, chromiumPath } from './browser'
import { collectErrors, expect, ITEM_IDS, settle, test } from './fixtures'
import { PROVIDER_HOST, providerStandInPort } from './provider-stand-in'
import { waitForWorkerControl } from './service-worker'

// The suite's port as playwright.config.ts chooses it (E2E_PORT), with the booking provider's stand-in on the next;
// this spec's own build and the analytics stand-in take the two after those.
const SUITE_PORT = Number(process.env.E2E_PORT) || 4317
const APP_PORT = SUITE_PORT + 2
const STAND_IN_PORT = SUITE_PORT + 3
const origin = `http://127.0.0.1:${APP_PORT}`
const SCRATCH = '.tmp/analytics-e2e'
const OUT = `${SCRATCH}/dist`
/** The site as the provider knows it by default: the host of the site URL (src/config.ts). */
const DOMAIN = 'www.cathistorytours.example'
const RESERVE = 'a[aria-label="Reserve your spot on a cat history tour"][href*="/items/"]'

test.describe.configure({ mode: 'serial', timeout: 180_000 })

// The suite's hermetic browser (provider-stand-in.ts `hermeticArgs`), which also sends the analytics provider's host
// to this spec's stand-in: no request is intercepted, and every other name still fails to resolve.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      `--host-resolver-rules=MAP ${PROVIDER_HOST} 127.0.0.1:${providerStandInPort(SUITE_PORT)}, ` +
        `MAP ${ANALYTICS_HOST} 127.0.0.1:${STAND_IN_PORT}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      '--ignore-certificate-errors',
    ],
  },
})

let standIn: AnalyticsStandIn | undefined
let server: PreviewServer | undefined

test.beforeAll(async () => {
  standIn = await startAnalyticsStandIn(STAND_IN_PORT)
})

test.afterAll(async () => {
  await server?.close()
  await standIn?.close()
})

const recorded = () => {
  if (!standIn) throw new Error('the analytics stand-in is not running')
  return standIn
}

/**
 * Records in the page, from before its first script, whether the whole document had hydrated when the provider's
 * <script> was added (the observer runs right after the addition, in the same task).
 */
async function watchAnalyticsScript(page: Page): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const documentHydrated = ${documentHydrated.toString()}
      const marks = (window.__analyticsScript = [])
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src === ${JSON.stringify(ANALYTICS_SCRIPT_URL)})
              marks.push({ hydrated: documentHydrated(document.body), domain: node.dataset.domain })
      }).observe(document, { childList: true, subtree: true })
    })()`,
  })
}

const scriptMarks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __analyticsScript: { hydrated: boolean; domain: string }[] }).__analyticsScript,
  )

/** Lets the work the page does once it has hydrated and is idle run (the background work), and a little beyond. */
async function afterIdleWork(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_000), { timeout: 5_000 })),
  )
}

/** Presses the first tour's Reserve button (the provider's calendar opens in a new window) and returns its item. */
async function reserveFirstTour(page: Page, context: BrowserContext): Promise<number> {
  const reserve = page.locator(RESERVE).first()
  const itemId = Number(/\/items\/(\d+)\//.exec((await reserve.getAttribute('href')) ?? '')?.[1])
  const calendar = context.waitForEvent('page')
  await reserve.click()
  await (await calendar).close()
  return itemId
}

const scriptRequests = () => recorded().requests.filter((request) => request.path === '/js/script.js')

test.describe('with the setting on', () => {
  test.beforeAll(() => {
    rmSync(SCRATCH, { recursive: true, force: true })
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
      env: {
        ...process.env,
        VITE_ANALYTICS_SCRIPT_URL: ANALYTICS_SCRIPT_URL,
        OUT_DIR: OUT,
        SSR_OUT_DIR: `${OUT}-ssr`,
      },
      encoding: 'utf8',
    })
    if (result.status !== 0) throw new Error(`Building with analytics failed:\n${result.stdout}\n${result.stderr}`)
  })

  test.beforeAll(async () => {
    server = await preview({ build: { outDir: OUT }, preview: { port: APP_PORT, strictPort: true }, logLevel: 'error' })
  })

  test('the prerendered pages carry no analytics script, their policy allows the provider, the worker does not precache it', () => {
    for (const file of ['index.html', 'tours.html', 'tours/brooklyn-heights.html', 'blog/posts/1.html']) {
      const html = readFileSync(join(OUT, file), 'utf8')
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(
        scripts.filter((tag) => tag.includes(ANALYTICS_HOST) || tag.includes('data-domain')),
        file,
      ).toEqual([])
      expect(html, file).not.toContain('/js/script.js')
      const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''
      const withOrigin = policy.split('; ').filter((directive) => directive.split(' ').includes(ANALYTICS_ORIGIN))
      expect(
        withOrigin.map((directive) => directive.split(' ')[0]),
        file,
      ).toEqual(['script-src', 'connect-src'])
    }
    const precached = [...readFileSync(join(OUT, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!)
    expect(precached.length).toBeGreaterThan(100)
    expect(precached.filter((url) => /^[a-z]+:/i.test(url) || url.includes(ANALYTICS_HOST))).toEqual([])
  })

  test('the script is requested only after the app has hydrated, and the policy header allows its origin', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await watchAnalyticsScript(page)
    const before = scriptRequests().length
    const response = await page.goto(`${origin}/tours`)
    const policy = response?.headers()['content-security-policy'] ?? ''
    for (const name of ['script-src', 'connect-src']) {
      const directive = policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? ''
      expect(directive.split(' '), name).toContain(ANALYTICS_ORIGIN)
    }
    expect(policy.split('; ').filter((directive) => directive.includes(ANALYTICS_ORIGIN))).toHaveLength(2)
    await expect.poll(() => scriptRequests().length).toBe(before + 1)
    expect(await scriptMarks(page)).toEqual([{ hydrated: true, domain: DOMAIN }])
    await afterIdleWork(page)
    expect(scriptRequests()).toHaveLength(before + 1)
    expect(errors.entries).toEqual([])
  })

  test('a tour’s Reserve button sends reserve_button_click and begin_booking with item_id, also before the script came', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page)
    const release = recorded().holdScript()
    const sent = recorded().events().length
    const requested = scriptRequests().length
    await page.goto(`${origin}/tours`)
    // The script is on its way and held: the guest presses Reserve before it has come.
    await expect.poll(() => scriptRequests().length).toBe(requested + 1)
    const itemId = await reserveFirstTour(page, context)
    expect(Object.values(ITEM_IDS)).toContain(itemId)
    await settle(page)
    expect(recorded().events()).toHaveLength(sent)
    release()
    const expected = [
      { n: 'reserve_button_click', d: DOMAIN, u: `${origin}/tours` },
      { n: 'begin_booking', d: DOMAIN, u: `${origin}/tours`, p: { item_id: itemId } },
    ]
    await expect.poll(() => recorded().events().slice(sent)).toEqual(expected)
    // Once the script has come, the events go out at once.
    await reserveFirstTour(page, context)
    await expect.poll(() => recorded().events().slice(sent)).toEqual([...expected, ...expected])
    expect(errors.entries).toEqual([])
  })

  test.describe('with the service worker in control', () => {
    test.use({ serviceWorkers: 'allow' })

    test('the script comes from the provider, not from the worker', async ({ page }) => {
      await page.goto(`${origin}/`)
      await waitForWorkerControl(page)
      const requested = scriptRequests().length
      const script = page.waitForResponse(ANALYTICS_SCRIPT_URL)
      await page.reload()
      expect((await script).fromServiceWorker()).toBe(false)
      await expect.poll(() => scriptRequests().length).toBe(requested + 1)
    })
  })
})

test('the default build (the suite’s own server) sends nothing to any analytics provider', async ({
  page,
  context,
}) => {
  const hosts = new Set<string>()
  context.on('request', (request) => hosts.add(new URL(request.url()).host))
  const before = recorded().requests.length
  const response = await page.goto('/tours')
  expect(response?.headers()['content-security-policy']).not.toContain(ANALYTICS_HOST)
  await afterIdleWork(page)
  await reserveFirstTour(page, context)
  await settle(page)
  expect(await page.evaluate(() => 'plausible' in window)).toBe(false)
  expect(await page.locator('script[data-domain]').count()).toBe(0)
  expect(recorded().requests.slice(before)).toEqual([])
  expect([...hosts].filter((host) => host !== new URL(page.url()).host && host !== PROVIDER_HOST)).toEqual([])
})
