import { devices, expect, test } from '@playwright/test'
import { waitForWorkerControl } from './service-worker'

/** The "Install app" control: the browser's own prompt where offered, Add to Home Screen steps on iOS Safari. */
test('where the browser offers installation, "Install app" shows its prompt', async ({ page }) => {
  await page.goto('/')
  const install = page.getByRole('button', { name: 'Install app' })
  await expect(install).toHaveCount(0)
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
    event.prompt = () => {
      ;(window as unknown as { prompted: boolean }).prompted = true
      return Promise.resolve()
    }
    event.userChoice = Promise.resolve({ outcome: 'accepted' })
    window.dispatchEvent(event)
  })
  await install.scrollIntoViewIfNeeded()
  await install.click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
  await expect(install).toHaveCount(0)
})

test.describe('on iOS Safari', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent })
  test('the footer explains how to add the app to the home screen', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('contentinfo').getByText('tap the Share button, then Add to Home Screen')).toBeVisible()
  })
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })
  test('third-party requests pass the worker untouched and nothing cross-origin is cached', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'does not depend on width')
    await context.route('https://fareharbor.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' }),
    )
    await page.goto('/')
    await waitForWorkerControl(page)
    const [response] = await Promise.all([
      page.waitForResponse('https://fareharbor.com/embeds/api/v1/?autolightframe=yes'),
      page.evaluate(() =>
        fetch('https://fareharbor.com/embeds/api/v1/?autolightframe=yes', { mode: 'no-cors' }).then(() => undefined),
      ),
    ])
    expect(response.fromServiceWorker()).toBe(false)
    const cachedOrigins = await page.evaluate(async () => {
      const origins = new Set<string>()
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) origins.add(new URL(request.url).origin)
      }
      return [...origins]
    })
    expect(cachedOrigins).toEqual([new URL(page.url()).origin])
  })
})
