/**
 * Waiting for the service worker the way a guest's first visit does: it registers once the page has hydrated and
 * the main thread is idle (src/main.tsx), then precaches the whole site before it takes control.
 */
import { expect, type Page, test } from '@playwright/test'

/**
 * How long a first install may take on a busy two-core CI machine, on top of the test's own time: the worker waits
 * for the page to go idle (up to 10 s) and then downloads every page and picture of the site.
 */
const INSTALL_ALLOWANCE_MS = 60_000

/** Resolves once the worker has installed and controls `page` (open it first). Extends the running test's time. */
export async function waitForWorkerControl(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + INSTALL_ALLOWANCE_MS)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true)
}
