/**
 * Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: no driver binary. Every request to
 * another host goes through the outside-world proxy (see network.ts); 127.0.0.1 is never proxied by Firefox.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type Browser, type ConsoleMessage, type KeyInput, type Page } from 'puppeteer-core'
import { type Driver, drainProbe, hydrated, type Key, readyForClick, untilClickable } from './driver'

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export interface FirefoxOptions {
  origin: string
  /** host:port of the HTTP(S) proxy for every other host. */
  proxy: string
  /** The BiDi port Firefox listens on (kept in the suite's port range). */
  debuggingPort: number
}

export async function launchFirefox(options: FirefoxOptions): Promise<Driver> {
  // A profile of its own that outlives one browser process, so that restart() is a cold start of the same browser.
  const profile = mkdtempSync(join(tmpdir(), 'engines-firefox-'))
  try {
    const browser = await startFirefox(options, profile)
    return new FirefoxDriver(browser, await firstPage(browser), options, profile)
  } catch (error) {
    rmSync(profile, { recursive: true, force: true })
    throw error
  }
}

function startFirefox({ proxy, debuggingPort }: FirefoxOptions, profile: string): Promise<Browser> {
  const [proxyHost = '127.0.0.1', proxyPort = '0'] = proxy.split(':')
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    debuggingPort,
    userDataDir: profile,
    acceptInsecureCerts: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: {
      // Manual proxy for HTTP and HTTPS; loopback (the site) stays direct.
      'network.proxy.type': 1,
      'network.proxy.http': proxyHost,
      'network.proxy.http_port': Number(proxyPort),
      'network.proxy.ssl': proxyHost,
      'network.proxy.ssl_port': Number(proxyPort),
      'network.proxy.share_proxy_settings': false,
      'network.proxy.allow_hijacking_localhost': false,
      'network.proxy.failover_direct': false,
      // A browser's own background traffic has nowhere to go anyway; keep it quiet.
      'network.connectivity-service.enabled': false,
      'network.captive-portal-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'dom.push.connection.enabled': false,
      'services.settings.server': 'data:,#remote-settings-off',
      // No "restore the previous session?" page on a restart.
      'browser.sessionstore.resume_from_crash': false,
      'browser.sessionstore.max_resumed_crashes': 0,
    },
  })
}

async function firstPage(browser: Browser): Promise<Page> {
  const pages = await browser.pages()
  return pages[0] ?? (await browser.newPage())
}

class FirefoxDriver implements Driver {
  readonly engine = 'firefox' as const
  private readonly collected: string[] = []
  private viewport = { width: 1280, height: 800 }

  readonly origin: string

  constructor(
    private browser: Browser,
    private page: Page,
    private readonly options: FirefoxOptions,
    private readonly profile: string,
  ) {
    this.origin = options.origin
    this.watch(page)
  }

  private watch(page: Page): void {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return
      const where = message.location().url
      this.collected.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`)
    })
    page.on('pageerror', (error: unknown) =>
      this.collected.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
    )
  }

  /** The probe's entries other than console.error calls and uncaught errors, which Firefox reports itself. */
  private async harvest(): Promise<void> {
    for (const entry of await drainProbe(this)) {
      if (!entry.startsWith('console.error:') && !entry.startsWith('uncaught ')) this.collected.push(entry)
    }
  }

  private resolve(path: string): string {
    return new URL(path, this.origin).href
  }

  async goto(path: string, { hydration = true }: { hydration?: boolean } = {}): Promise<void> {
    await this.harvest()
    await this.page.goto(this.resolve(path), { waitUntil: 'load', timeout: 30_000 })
    if (hydration) await hydrated(this)
  }

  async reload(): Promise<void> {
    await this.harvest()
    await this.page.reload({ waitUntil: 'load', timeout: 30_000 })
    await hydrated(this)
  }

  async url(): Promise<string> {
    return this.page.url()
  }

  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.page.evaluate(fn as (...args: unknown[]) => unknown, ...args)) as Awaited<R>
  }

  async click(selector: string): Promise<void> {
    const element = await this.page.waitForSelector(selector, { visible: true, timeout: 10_000 })
    if (!element) throw new Error(`No element matches ${selector}`)
    try {
      // Clear of the sticky header and the bottom bar, and still; then the click must reach it (WebDriver classic
      // refuses an intercepted click; so does this driver).
      await untilClickable(() => element.evaluate(readyForClick), selector)
      await element.click()
    } finally {
      await element.dispose()
    }
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.focus(selector)
    await this.page.keyboard.type(text)
  }

  async select(selector: string, label: string): Promise<void> {
    const value = await this.evaluate(
      (css: string, wanted: string) =>
        [...(document.querySelector(css) as HTMLSelectElement).options].find((option) => option.text.trim() === wanted)
          ?.value ?? null,
      selector,
      label,
    )
    if (value === null) throw new Error(`${selector} has no option "${label}"`)
    await this.page.select(selector, value)
  }

  async press(key: Key): Promise<void> {
    if (key === 'Shift+Tab') {
      await this.page.keyboard.down('Shift')
      await this.page.keyboard.press('Tab')
      await this.page.keyboard.up('Shift')
      return
    }
    await this.page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput)
  }

  async typeKeys(text: string): Promise<void> {
    await this.page.keyboard.type(text)
  }

  async setViewport(width: number, height: number): Promise<void> {
    this.viewport = { width, height }
    await this.page.setViewport(this.viewport)
  }

  async restart(): Promise<void> {
    await this.harvest()
    await this.browser.close()
    this.browser = await startFirefox(this.options, this.profile)
    this.page = await firstPage(this.browser)
    this.watch(this.page)
    await this.page.setViewport(this.viewport)
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path: path as `${string}.png` })
  }

  async errors(): Promise<string[]> {
    await this.harvest()
    return [...this.collected]
  }

  async quit(): Promise<void> {
    await this.browser.close().catch(() => this.browser.process()?.kill('SIGKILL'))
    rmSync(this.profile, { recursive: true, force: true })
  }
}
