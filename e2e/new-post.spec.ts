/**
 * Adding a blog post is one new file (README "Run the site yourself"): a copy of the project gets a Markdown file in
 * content/posts and nothing else, `npm start` builds and serves it there, and the post is on the blog and in its
 * category, in the blog's search, on /sitemap and in sitemap.xml, and in the worker's precache, so it opens offline.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copyProject } from '../scripts/bench/growth.mjs'
import { test } from './app-page'
import { expect } from './fixtures'
import { waitForWorkerControl } from './service-worker'

test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.use({ serviceWorkers: 'allow' })

const PORT = 4344
const origin = `http://127.0.0.1:${PORT}`
const SCRATCH = join(tmpdir(), `cat-tours-new-post-${process.pid}`)
const TITLE = 'The Ferry Cats of Fulton Street'
const POST = `---
id: 4
title: ${TITLE}
date: 2025-06-20
category: Neighborhood Cats
author: Margot Lee
excerpt: Before the bridge, ferries carried Brooklyn to Manhattan, and a few of them carried cats.
tags: [Brooklyn, Ferries]
image: hero-tours
---

The Fulton Ferry ran for more than a century, and **cats** rode it too.

## The landing

Deckhands kept a cat aboard against the mice in the grain sacks.
`

let server: ChildProcess | undefined

async function until(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet: the copy is still building.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

test.beforeAll(async () => {
  rmSync(SCRATCH, { recursive: true, force: true })
  await copyProject(process.cwd(), SCRATCH)
  writeFileSync(join(SCRATCH, 'content/posts/ferry-cats.md'), POST)
  let output = ''
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: SCRATCH,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<never>((_, reject) =>
    server?.on('exit', (code) => reject(new Error(`npm start in the copy exited (${code}):\n${output.slice(-3000)}`))),
  )
  await Promise.race([until(`${origin}/`, Date.now() + 180_000), exited])
})

test.afterAll(() => {
  server?.kill()
  rmSync(SCRATCH, { recursive: true, force: true })
})

test('the new post is listed on the blog and in its category, and served at its address', async ({ page }) => {
  await page.goto(`${origin}/blog`)
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible()
  await page.goto(`${origin}/blog?category=Neighborhood+Cats`)
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible()
  await page.goto(`${origin}/blog?category=Cat+History`)
  await expect(page.getByRole('heading', { name: 'Mousers on the Payroll: The Postal Cats of New York' })).toBeVisible()
  await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0)

  const response = await page.goto(`${origin}/blog?post=4`)
  expect(response?.status()).toBe(200)
  expect(await response?.text()).toContain(`<h1`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await expect(page.getByText('By Margot Lee · June 20, 2025')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'The landing' })).toBeVisible()
})

// The header's site search lists tours and pages only (SPEC §2 "Searchable items"); posts are searched on the blog.
test('the blog’s search finds it, and the site map and sitemap.xml list it', async ({ page, request }) => {
  await page.goto(`${origin}/blog`)
  await page.getByRole('searchbox', { name: 'Search stories' }).fill('ferry')
  await expect(page.getByText('Found 1 post(s) matching the query')).toBeVisible()
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible()

  await page.goto(`${origin}/sitemap`)
  await expect(page.getByRole('link', { name: TITLE })).toHaveAttribute('href', '/blog?post=4')
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text()
  expect(sitemap).toContain('/blog?post=4</loc>')
})

test('the worker precaches it, so it opens with no network', async ({ page, context }) => {
  await page.goto(`${origin}/`)
  await waitForWorkerControl(page)
  await context.setOffline(true)
  const response = await page.goto(`${origin}/blog?post=4`)
  expect(response?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  // Picked in the page, the body is fetched as data, which the worker has too.
  await page.goto(`${origin}/blog`)
  await page
    .getByRole('link', { name: new RegExp(`Read more.*${TITLE}|${TITLE}`) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'The landing' })).toBeVisible()
})
