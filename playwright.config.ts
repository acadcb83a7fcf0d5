import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './e2e/browser'
import { hermeticArgs } from './e2e/provider-stand-in'

const port = Number(process.env.E2E_PORT) || 4317
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  // The booking provider's stand-in, which hermeticArgs sends the provider's host to.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // CI's two cores run this suite about 2.7 times slower than a quiet developer machine (47 vs 17 minutes): the same
  // steps get twice the time there. No test measures speed (budgets live in the bench).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    // Recording a trace costs a page-loading spec about a third of its time on CI's machine (measured: e2e/blog.spec.ts
    // on one worker, 57-60 s without against 78-90 s with), so CI records one only for a test's retry: a test that
    // fails twice keeps the trace of its second try, as does a flaky one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The offline and update specs opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...hermeticArgs(port)] },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: ['**/mobile-menu.spec.ts'],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // What does not depend on the viewport (HTTP answers, the worker, the outbox) runs once, at desktop width.
      testIgnore: [
        '**/routes.spec.ts',
        '**/offline.spec.ts',
        '**/offline-pictures.spec.ts',
        '**/hosts.spec.ts',
        '**/photo-set-offline.spec.ts',
        '**/outbox.spec.ts',
        '**/update.spec.ts',
        '**/chunk-reload.spec.ts',
        '**/hostile-input.spec.ts',
        '**/security-headers.spec.ts',
        '**/keyboard.spec.ts',
        // It sets its own phone viewport where a test needs one.
        '**/first-tap.spec.ts',
        // They set their own screens: phones upright and on their side, and widths from 320 to 1440 px.
        '**/safe-areas.spec.ts',
        '**/screen-widths.spec.ts',
        '**/lead-picture.spec.ts',
        // It builds the site with test photos once and opens a phone-sized page itself.
        '**/photos.spec.ts',
        // It builds a copy of the project with one more post; what it checks does not depend on the width.
        '**/new-post.spec.ts',
        // It builds the site with analytics on once, and checks the default build's requests once.
        '**/analytics.spec.ts',
        // It builds a scratch copy of the project twice and edits it through the owner's editor, a desktop screen.
        '**/editor.spec.ts',
      ],
    },
  ],
  webServer: {
    // The production build served as `npm start` serves it; `npm test` builds first.
    command: 'node scripts/start.mjs',
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
  },
})
