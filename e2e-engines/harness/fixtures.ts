/**
 * Playwright Test as the runner for the Firefox and WebKit journeys (playwright.engines.config.ts). Per worker
 * (one per engine): the app server, the gateway and the outside-world proxy, and for WebKit its Xvfb and
 * WebKitWebDriver. Per test: a fresh browser (a new profile, or a new WebDriver session) as `driver`.
 *
 * Ports (4600-4699 only): app 4601, version 2 of the app 4602, the site with the photo set 4603, gateway (the site's origin) 4610, outside-world
 * proxy 4611, WebKitWebDriver 4620, Firefox's BiDi 4630; Xvfb on display :87.
 */
import { test as base, expect } from '@playwright/test'
import { type AppServer, buildPhotoSite, buildVersion2, startApp } from './app-server'
import type { Driver, Engine } from './driver'
import { launchFirefox } from './firefox'
import { Network } from './network'
import { launchWebKit, startWebKitService, type WebKitService } from './webkit'

export { expect }

export const PORTS = {
  app: 4601,
  appV2: 4602,
  appPhotos: 4603,
  gateway: 4610,
  proxy: 4611,
  webdriver: 4620,
  firefoxBidi: 4630,
} as const
export const XVFB_DISPLAY = 87

export interface Site {
  network: Network
  /** Serves version 2 (built once per run) at the same origin in place of version 1. */
  deployVersion2(): Promise<void>
  /** Serves the site built with the photo set (built once per run) at the same origin, for this test only. */
  deployPhotoSet(): Promise<void>
}

interface WorkerFixtures {
  engine: Engine
  site: Site
  webkitService: WebKitService | null
}

interface TestFixtures {
  driver: Driver
  network: Network
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['firefox', { option: true, scope: 'worker' }],

  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function uses from its first parameter and requires an object pattern there, even an empty one
    async ({}, use) => {
      const app = await startApp(PORTS.app)
      const network = new Network({ upstreamPort: PORTS.app, gatewayPort: PORTS.gateway, proxyPort: PORTS.proxy })
      let version2: AppServer | undefined
      let photoSite: AppServer | undefined
      try {
        await network.start()
        await use({
          network,
          async deployVersion2() {
            if (!version2) {
              const dirs = buildVersion2()
              version2 = await startApp(PORTS.appV2, dirs.OUT_DIR)
            }
            network.setUpstream(PORTS.appV2)
          },
          async deployPhotoSet() {
            if (!photoSite) photoSite = await startApp(PORTS.appPhotos, buildPhotoSite().OUT_DIR)
            network.setUpstream(PORTS.appPhotos)
          },
        })
      } finally {
        await network.stop()
        await version2?.stop()
        await photoSite?.stop()
        await app.stop()
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],

  webkitService: [
    async ({ engine }, use) => {
      if (engine !== 'webkit') return use(null)
      const service = await startWebKitService({ display: XVFB_DISPLAY, port: PORTS.webdriver })
      try {
        await use(service)
      } finally {
        await service.stop()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  network: async ({ site }, use) => {
    await use(site.network)
  },

  driver: async ({ engine, site, webkitService }, use, testInfo) => {
    const { network } = site
    network.emailjs.reset()
    network.clearFaults()
    network.providerRequests.length = 0
    network.refused.length = 0
    network.triedWhileCut.length = 0
    const driver =
      engine === 'firefox'
        ? await launchFirefox({ origin: network.origin, proxy: network.proxyAddress, debuggingPort: PORTS.firefoxBidi })
        : await launchWebKit({ origin: network.origin, proxy: network.proxyAddress, service: webkitService! })
    try {
      await use(driver)
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        const path = testInfo.outputPath('failure.png')
        await driver
          .screenshot(path)
          .then(() => testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' }))
          .catch(() => undefined)
        const url = await driver.url().catch(() => '?')
        await testInfo.attach('state', {
          body: `url: ${url}\nerrors:\n${(await driver.errors().catch(() => [])).join('\n')}`,
          contentType: 'text/plain',
        })
      }
      await driver.quit()
      network.releaseHolds()
      network.clearFaults()
      await network.restore()
      network.setUpstream(PORTS.app)
      // The browser's own background services (Firefox's remote settings and the like) are not the app's requests.
      const refused = [...new Set(network.refused)].filter(
        (url) => !/\.(mozilla\.(com|net|org)|firefox\.com)(:\d+)?(\/|$)/.test(url),
      )
      if (refused.length > 0) console.log(`[${engine}] refused outside requests: ${refused.join(', ')}`)
    }
  },
})
