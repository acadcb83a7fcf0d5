/**
 * Issue 8 part 3: every document carries a Content-Security-Policy that lets only its own inline scripts run
 * (hashed at build time), never 'unsafe-inline' or 'unsafe-eval' for scripts, and allows exactly the named
 * third parties; the other security headers; the same policy in _headers for static hosts and in the
 * documents the service worker serves offline. Decision 0010.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { stubEmailJs } from './emailjs-stub'
import { collectErrors, expect, test, waitForHydration } from './fixtures'
import { waitForWorkerControl } from './service-worker'
import { notFoundDocument, siteDocuments, sitePaths } from './site-documents'

const THIRD_PARTIES = {
  booking: 'https://fareharbor.com',
  email: 'https://api.emailjs.com',
  newsletter: 'https://cathistorytours.us21.list-manage.example',
  video: 'https://www.youtube-nocookie.com',
}

type Directives = Map<string, string[]>

function parsePolicy(policy: string): Directives {
  const directives: Directives = new Map()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

function expectStrictScripts(policy: string, where: string): void {
  const directives = parsePolicy(policy)
  const scripts = directives.get('script-src') ?? []
  expect(scripts, where).toContain("'self'")
  expect(scripts, where).not.toContain("'unsafe-inline'")
  expect(scripts, where).not.toContain("'unsafe-eval'")
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length, `${where}: hashes`).toBeGreaterThan(0)
  expect(
    scripts.filter((source) => /^https?:/.test(source)),
    where,
  ).toEqual([THIRD_PARTIES.booking])
  expect(directives.get('default-src'), where).toEqual(["'self'"])
  expect(directives.get('object-src'), where).toEqual(["'none'"])
  expect(directives.get('base-uri'), where).toEqual(["'none'"])
  // The calendar and the news video check that their host is reachable before showing a frame.
  expect(directives.get('connect-src'), where).toEqual([
    "'self'",
    THIRD_PARTIES.email,
    THIRD_PARTIES.booking,
    THIRD_PARTIES.video,
  ])
  expect(directives.get('frame-src'), where).toEqual([THIRD_PARTIES.booking, THIRD_PARTIES.video])
  expect(directives.get('form-action'), where).toEqual(["'self'", THIRD_PARTIES.newsletter])
}

const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'") ?? null

test.describe('response headers', () => {
  for (const document of siteDocuments) {
    test(`${document.url} sends its policy and the security headers`, async ({ request }) => {
      const response = await request.get(document.url, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
      expect(headers['x-frame-options']).toBe('DENY')
      const policy = headers['content-security-policy'] ?? ''
      expectStrictScripts(policy, 'header')
      expect(parsePolicy(policy).get('frame-ancestors')).toEqual(["'none'"])

      // The document carries the same policy, minus frame-ancestors (which a <meta> cannot set), ahead of its scripts.
      const html = await response.text()
      const meta = metaPolicy(html)
      expect(meta).not.toBeNull()
      expect(parsePolicy(meta ?? '').has('frame-ancestors')).toBe(false)
      expect(`${meta}; frame-ancestors 'none'`).toBe(policy)
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
    })
  }

  test('an unknown path gets the not-found page with its own policy', async ({ request }) => {
    const response = await request.get('/no/such/page')
    expect(response.status()).toBe(404)
    expect(response.headers()['x-frame-options']).toBe('DENY')
    const policy = response.headers()['content-security-policy'] ?? ''
    expectStrictScripts(policy, 'header')
    expect(metaPolicy(await response.text())).not.toBeNull()
  })

  test('assets and the worker script are not documents: nosniff and caching, no page policy', async ({ request }) => {
    const html = await (await request.get('/')).text()
    // The page's bootstrap script names the entry and its imports (decision 0012, src/boot/bootstrap-script.ts); its
    // element names the page's own code, a list (decision 0026): one URL, quoted alone, is the entry or an import.
    const script = /["'`](\/assets\/[^"'`\s]+\.js)["'`]/.exec(html)?.[1] ?? ''
    expect(script).toMatch(/^\/assets\//)
    const asset = await request.get(script)
    expect(asset.headers()['x-content-type-options']).toBe('nosniff')
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-security-policy']).toBeUndefined()
    const worker = await request.get('/sw.js')
    expect(worker.headers()['cache-control']).toBe('no-cache')
    expect(worker.headers()['content-security-policy']).toBeUndefined()
  })

  test('_headers gives static hosts every page path with a policy that covers what the server sends there', async ({
    request,
  }) => {
    const rules = parseHeadersFile(readFileSync(resolve('dist/_headers'), 'utf8'))
    expect(rules.get('/*')?.get('X-Content-Type-Options')).toBe('nosniff')
    for (const path of [...sitePaths, notFoundDocument.url]) {
      const policy = rules.get(path)?.get('Content-Security-Policy')
      expect(policy, path).toBeDefined()
      expectStrictScripts(policy ?? '', `_headers ${path}`)
      const allowed = new Set(parsePolicy(policy ?? '').get('script-src'))
      for (const document of siteDocuments.filter((entry) => entry.url.split('?')[0] === path)) {
        const served = parsePolicy((await request.get(document.url)).headers()['content-security-policy'] ?? '')
        for (const source of served.get('script-src') ?? [])
          expect(allowed.has(source), `${path} allows ${source} of ${document.url}`).toBe(true)
      }
    }
  })
})

function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>()
  let current: Map<string, string> | undefined
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    if (!line.startsWith(' ')) {
      current = new Map()
      rules.set(line.trim(), current)
      continue
    }
    const separator = line.indexOf(':')
    current?.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim())
  }
  return rules
}

/** Records every policy violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim()),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
}

/** Adds an inline script the build never saw; the policy must refuse it. */
async function injectedScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injectedRan = true'
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 50))
    return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true
  })
}

test.describe('in the browser', () => {
  // One test per page, so that a slow machine gives each page its own time (one test for all of them timed out in CI).
  for (const document of siteDocuments) {
    test(`${document.url} hydrates with no policy violation, and an injected inline script is refused`, async ({
      page,
    }) => {
      const violations = await watchViolations(page)
      const errors = collectErrors(page)
      await page.goto(document.url)
      await waitForHydration(page)
      expect(await violations()).toEqual([])
      expect(await injectedScriptRuns(page)).toBe(false)
      expect((await violations()).join('\n')).toMatch(/^script-src-elem blocked inline/)
      expect(errors.entries.filter((entry) => !/Content Security Policy/.test(entry))).toEqual([])
    })
  }

  test('client-side journeys add no script the policy refuses: navigation, search, forms, booking frame', async ({
    page,
    context,
    isMobile,
  }) => {
    const violations = await watchViolations(page)
    const errors = collectErrors(page)
    await stubEmailJs(context)
    await context.route(`${THIRD_PARTIES.newsletter}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Provider</title><h1>Almost finished</h1>',
      }),
    )

    await page.goto('/')
    await waitForHydration(page)
    // Every link of the main navigation, followed in the page (no document load).
    const navigation = isMobile ? null : page.getByRole('navigation', { name: 'Main' })
    if (navigation) {
      const count = await navigation.getByRole('link').count()
      for (let index = 0; index < count; index += 1) {
        const link = navigation.getByRole('link').nth(index)
        const href = await link.getAttribute('href')
        if (!href?.startsWith('/')) continue
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`))
      }
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Gallery' }).click()
      await expect(page).toHaveURL(/\/gallery$/)
    }

    await page.getByRole('button', { name: 'Search' }).first().click()
    await page.getByPlaceholder('Search tours, blog posts, pages...').fill('brooklyn')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/tours\/brooklyn-heights$/)

    await page.goto('/booking')
    await waitForHydration(page)
    await expect(
      page.frameLocator('iframe[src^="https://fareharbor.com"]').getByRole('heading', { name: 'Calendar' }),
    ).toBeVisible()

    await page.goto('/contact')
    await waitForHydration(page)
    const contact = page.getByRole('form', { name: 'Contact us' })
    await contact.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace')
    await contact.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com')
    await contact.getByRole('checkbox', { name: 'I agree to receive updates from the product', exact: true }).check()
    await contact.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible()

    await page.goto('/')
    await waitForHydration(page)
    const newsletter = page.getByRole('form', { name: 'Join our newsletter' })
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com')
    await newsletter.getByRole('textbox', { name: 'First name' }).fill('Ada')
    await newsletter.getByRole('checkbox').check()
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      newsletter.getByRole('button', { name: 'Subscribe' }).click(),
    ])
    await popup.waitForLoadState()

    expect(await violations()).toEqual([])
    expect(errors.entries).toEqual([])
  })
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  // One test per page, so that a slow machine gives each its own time (the worker's install and three pages in one
  // test took more than 30 s on two idle cores).
  for (const url of ['/about', '/blog?post=1', '/no/such/page']) {
    test(`${url}, served by the worker from its precache, still carries its policy`, async ({ page, context }) => {
      await page.goto('/')
      await waitForWorkerControl(page)
      const violations = await watchViolations(page)
      await context.setOffline(true)
      const response = await page.goto(url)
      expect(response?.fromServiceWorker(), url).toBe(true)
      expect(response?.headers()['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-/)
      await waitForHydration(page)
      expect(await violations(), url).toEqual([])
      expect(await injectedScriptRuns(page), url).toBe(false)
    })
  }
})
