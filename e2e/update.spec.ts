import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { type PreviewServer, preview } from 'vite'
import { test } from './app-page'
import { waitForWorkerControl } from './service-worker'

/**
 * The update flow of SPEC §4 against two real builds served in turn at one origin: version 1 installs, version 2
 * is deployed, its worker waits, the guest is told, and the page reloads into version 2 exactly once.
 * Version 2 differs only by its configured contact address, so the new version is visible in the footer.
 */
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const PORT = 4341
const origin = `http://127.0.0.1:${PORT}`
const V2_OUT = '.tmp/update-v2/dist'
const V2_SSR = '.tmp/update-v2/dist-ssr'
const V1_EMAIL = 'hello@cathistorytours.example'
const V2_EMAIL = 'updates@cathistorytours.example'

let server: PreviewServer | undefined

async function serve(outDir: string): Promise<void> {
  await server?.close()
  server = await preview({ build: { outDir }, preview: { port: PORT, strictPort: true }, logLevel: 'error' })
}

test.beforeAll(() => {
  rmSync('.tmp/update-v2', { recursive: true, force: true })
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    env: { ...process.env, OUT_DIR: V2_OUT, SSR_OUT_DIR: V2_SSR, VITE_CONTACT_EMAIL: V2_EMAIL },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`Building version 2 failed:\n${build.stdout}\n${build.stderr}`)
})

test.afterEach(async () => {
  await server?.close()
  server = undefined
})

async function installVersion1(page: Page): Promise<void> {
  await serve('dist')
  await page.goto(`${origin}/`)
  await waitForWorkerControl(page)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: V1_EMAIL }).first()).toBeVisible()
}

async function deployVersion2(page: Page): Promise<void> {
  await serve(V2_OUT)
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
}

test('a waiting version is announced with a toast, and Reload brings it in with exactly one reload', async ({
  page,
}) => {
  await installVersion1(page)
  let loads = 0
  page.on('load', () => (loads += 1))

  await deployVersion2(page)
  const toast = page.getByRole('status').filter({ hasText: 'Update available' })
  await expect(toast).toBeVisible({ timeout: 20_000 })
  await expect(toast).toContainText('A new version of the app is available. Refresh to update.')
  expect(loads).toBe(0)

  await toast.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: V2_EMAIL }).first()).toBeVisible({
    timeout: 20_000,
  })
  // No event marks a second reload that never comes: the wait is a margin for one.
  await page.waitForTimeout(1500)
  expect(loads).toBe(1)
})

test('with notification permission, the update is announced by a system notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin })
  await installVersion1(page)
  await deployVersion2(page)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          const notifications = (await registration?.getNotifications()) ?? []
          return notifications.map((notification) => notification.title)
        }),
      { timeout: 20_000 },
    )
    .toContain('New version available. Click to update!')
  await expect(page.getByRole('status').filter({ hasText: 'Update available' })).toHaveCount(0)
})

test('a new version never takes over while a form holds unsent input', async ({ page }) => {
  await installVersion1(page)
  // A form marks itself as holding unsent input (the contact and survey forms do this while the guest types).
  await page.evaluate(() => {
    const form = document.createElement('form')
    form.dataset.unsent = 'true'
    form.id = 'draft'
    document.body.append(form)
  })
  await deployVersion2(page)
  const toast = page.getByRole('status').filter({ hasText: 'Update available' })
  await expect(toast).toBeVisible({ timeout: 20_000 })
  await toast.getByRole('button', { name: 'Reload' }).click()
  await expect(
    page.getByText('The new version will load as soon as your unsent message is sent or cleared.'),
  ).toBeVisible()
  // No event marks a reload held back: the wait is a margin for a wrong one to replace the page.
  await page.waitForTimeout(3000)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: V1_EMAIL }).first()).toBeVisible()

  await page.evaluate(() => document.getElementById('draft')?.setAttribute('data-unsent', 'false'))
  await expect(page.getByRole('contentinfo').getByRole('link', { name: V2_EMAIL }).first()).toBeVisible({
    timeout: 20_000,
  })
})
