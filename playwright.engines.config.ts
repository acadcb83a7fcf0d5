/**
 * The Firefox and WebKit journey suite (e2e-engines/): Playwright Test runs it, but the browsers are driven by
 * puppeteer-core (Firefox over WebDriver BiDi) and selenium-webdriver (WebKitWebDriver), through the small driver in
 * e2e-engines/harness. It serves the already-built dist/ (npm run build first). One worker: both engines use the
 * same ports (4600-4699) one after the other, and the machine has two cores.
 *
 *   npm run test:firefox    npm run test:webkit    npm run test:engines (both)
 */
import { defineConfig } from '@playwright/test'
import type { Engine } from './e2e-engines/harness/driver'

// One id per run, inherited by the workers: the second version of the app is built once per run (app-server.ts).
process.env.ENGINES_RUN_ID ??= `${process.pid}-${Date.now()}`

export default defineConfig<{ engine: Engine }>({
  testDir: 'e2e-engines',
  outputDir: 'test-results/engines',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/engines' }]]
    : 'list',
  // Generous for a busy two-core CI machine (about 2.5x slower than a quiet one): each test starts a browser.
  timeout: 120_000,
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
})
