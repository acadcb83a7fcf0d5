/**
 * WebKit (Debian's WebKitGTK MiniBrowser) through WebKitWebDriver, W3C WebDriver classic, with selenium-webdriver
 * as the client. MiniBrowser needs a display: the suite starts its own Xvfb. WebDriver classic has no request
 * interception and no console: errors come from the gateway's probe, and other hosts go through the outside-world
 * proxy, with acceptInsecureCerts for its self-signed certificate.
 *
 * The proxy is not given as the W3C `proxy` capability: WebKitGTK turns `sslProxy` into an https:// proxy (TLS to
 * the proxy itself, whose certificate acceptInsecureCerts does not cover), so no HTTPS request ever reached the stubs,
 * and `socksProxy` alone was ignored. MiniBrowser's own `--proxy` option sets one plain HTTP proxy for every scheme
 * (HTTPS reaches it with CONNECT, as in Firefox), and `--ignore-host` keeps the site itself (127.0.0.1) direct.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import selenium, { type WebElement } from 'selenium-webdriver'
import seleniumHttp from 'selenium-webdriver/http/index.js'
import { type Driver, drainProbe, hydrated, type Key, poll, readyForClick, untilClickable } from './driver'

const { By, Key: Keys, WebDriver } = selenium
type Session = InstanceType<typeof WebDriver>

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export interface WebKitService {
  url: string
  stop(): Promise<void>
  /** Stops Xvfb and WebKitWebDriver, with any browser they left, and starts them again on the same display and port. */
  restart(): Promise<void>
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Starts Xvfb on `display` and WebKitWebDriver on `port`; stop() ends both. */
export async function startWebKitService({ display, port }: { display: number; port: number }): Promise<WebKitService> {
  let children = await startWebKitProcesses(display, port)
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child)
    children = []
  }
  const restart = async () => {
    await stop()
    killBrowsersOn(display)
    await poll(async () => !(await portOpen(port)) && !existsSync(`/tmp/.X${display}-lock`), {
      timeout: 15_000,
      message: `display :${display} and port ${port} to be free`,
    })
    children = await startWebKitProcesses(display, port)
  }
  return { url: `http://127.0.0.1:${port}`, stop, restart }
}

/** A MiniBrowser of a stopped driver's may outlive it: ends those on `display` only (by their environment). */
function killBrowsersOn(display: number): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
      if (command.includes('MiniBrowser') && environment.includes(`DISPLAY=:${display}`))
        process.kill(Number(pid), 'SIGKILL')
    } catch {
      // Gone meanwhile, or another user's.
    }
  }
}

async function startWebKitProcesses(display: number, port: number): Promise<ChildProcess[]> {
  if (existsSync(`/tmp/.X11-unix/X${display}`) || existsSync(`/tmp/.X${display}-lock`)) {
    throw new Error(
      `Display :${display} is already in use (/tmp/.X${display}-lock): stop that X server or free the display`,
    )
  }
  if (await portOpen(port)) throw new Error(`Port ${port} is already in use: WebKitWebDriver cannot start`)
  const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: 'ignore' })
  const children: ChildProcess[] = [xvfb]
  try {
    await poll(() => existsSync(`/tmp/.X11-unix/X${display}`), { timeout: 15_000, message: `Xvfb on :${display}` })
    const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=local'], {
      env: { ...process.env, DISPLAY: `:${display}` },
      stdio: 'ignore',
    })
    children.push(driver)
    await poll(() => portOpen(port), { timeout: 15_000, message: `WebKitWebDriver on port ${port}` })
  } catch (error) {
    for (const child of children.reverse()) await stopChild(child)
    throw error
  }
  return children
}

export interface WebKitOptions {
  service: WebKitService
  origin: string
  /** host:port of the HTTP proxy for every other host. */
  proxy: string
}

export async function launchWebKit({ service, origin, proxy }: WebKitOptions): Promise<Driver> {
  const executor = new seleniumHttp.Executor(new seleniumHttp.HttpClient(service.url))
  const capabilities = new selenium.Capabilities({
    acceptInsecureCerts: true,
    pageLoadStrategy: 'normal',
    timeouts: { script: 30_000, pageLoad: 30_000, implicit: 0 },
    'webkitgtk:browserOptions': {
      binary: MINIBROWSER_PATH,
      args: ['--automation', `--proxy=http://${proxy}`, '--ignore-host=127.0.0.1', '--ignore-host=localhost'],
    },
  })
  const started = async (waitMs: number): Promise<Session | null> => {
    const session = WebDriver.createSession(executor, capabilities)
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs)
    })
    return Promise.race([session.getSession().then(() => session), timedOut]).finally(() => clearTimeout(timer))
  }
  // A session starts in 1-2 s. Once in many hundreds it never came (seen in CI; the driver answered no more): the
  // service is started afresh and asked once more, and the log says so.
  let session = await started(30_000)
  if (!session) {
    console.warn(`WebKitWebDriver started no MiniBrowser session within 30 s (${service.url}): restarting it`)
    await service.restart()
    session = await started(60_000)
  }
  if (!session) throw new Error(`WebKitWebDriver started no MiniBrowser session within 60 s (${service.url})`)
  const driver = new WebKitDriver(session, origin)
  await driver.setViewport(1280, 800)
  return driver
}

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: Keys.TAB,
  Enter: Keys.ENTER,
  Escape: Keys.ESCAPE,
  Space: Keys.SPACE,
  ArrowDown: Keys.ARROW_DOWN,
  Backspace: Keys.BACK_SPACE,
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const
  private readonly collected: string[] = []
  private viewport = { width: 1280, height: 800 }

  constructor(
    private readonly session: Session,
    readonly origin: string,
  ) {}

  private async harvest(): Promise<void> {
    this.collected.push(...(await drainProbe(this)))
  }

  async goto(path: string, { hydration = true }: { hydration?: boolean } = {}): Promise<void> {
    await this.harvest()
    await this.session.get(new URL(path, this.origin).href)
    if (hydration) await hydrated(this)
  }

  async reload(): Promise<void> {
    await this.harvest()
    await this.session.navigate().refresh()
    await hydrated(this)
  }

  url(): Promise<string> {
    return this.session.getCurrentUrl()
  }

  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.session.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args)) as Awaited<R>
  }

  private async element(selector: string): Promise<WebElement> {
    const found = await poll(
      async () => {
        const [element] = await this.session.findElements(By.css(selector))
        return element && (await element.isDisplayed()) ? element : undefined
      },
      { timeout: 10_000, message: `a visible element matching ${selector}` },
    )
    // poll() returns only a truthy value.
    return found as WebElement
  }

  async click(selector: string): Promise<void> {
    const element = await this.element(selector)
    // Clear of the sticky header and the bottom bar (WebDriver's own scrolling puts it at the viewport's edge), and
    // still.
    await untilClickable(
      async () =>
        (await this.session.executeScript(`return (${readyForClick.toString()})(arguments[0])`, element)) as Awaited<
          ReturnType<typeof readyForClick>
        >,
      selector,
    )
    await element.click()
  }

  async type(selector: string, text: string): Promise<void> {
    const element = await this.element(selector)
    await element.sendKeys(text)
  }

  async select(selector: string, label: string): Promise<void> {
    const option = await this.evaluate(
      (css: string, wanted: string) => {
        const found = [...(document.querySelector(css) as HTMLSelectElement).options].find(
          (item) => item.text.trim() === wanted,
        )
        if (!found) return null
        found.setAttribute('data-engine-target', 'option')
        return `${css} option[data-engine-target="option"]`
      },
      selector,
      label,
    )
    if (option === null) throw new Error(`${selector} has no option "${label}"`)
    const [element] = await this.session.findElements(By.css(option))
    if (!element) throw new Error(`${option} vanished`)
    await element.click()
    await this.evaluate((css: string) => document.querySelector(css)?.removeAttribute('data-engine-target'), option)
  }

  async press(key: Key): Promise<void> {
    const actions = this.session.actions({ async: true })
    if (key === 'Shift+Tab')
      await actions.keyDown(Keys.SHIFT).keyDown(Keys.TAB).keyUp(Keys.TAB).keyUp(Keys.SHIFT).perform()
    else await actions.keyDown(KEYS[key]).keyUp(KEYS[key]).perform()
  }

  async typeKeys(text: string): Promise<void> {
    await this.session.actions({ async: true }).sendKeys(text).perform()
  }

  /** Sizes the window so that its viewport (innerWidth × innerHeight) is the one asked for. */
  async setViewport(width: number, height: number): Promise<void> {
    this.viewport = { width, height }
    const frame = this.session.manage().window()
    let outer = { width, height }
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await frame.setRect({ x: 0, y: 0, ...outer })
      const inner = await poll(() => this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight })), {
        message: 'the window size',
      })
      if (inner.width === width && inner.height === height) return
      outer = { width: outer.width + width - inner.width, height: outer.height + height - inner.height }
    }
  }

  /** See Driver.restart: WebKit keeps its (ephemeral) storage only while the session lives. */
  async restart(): Promise<void> {
    await this.harvest()
    const app = await this.session.getAllWindowHandles()
    await this.session.switchTo().newWindow('window')
    const blank = await this.session.getWindowHandle()
    for (const handle of app) {
      await this.session.switchTo().window(handle)
      await this.session.close()
    }
    await this.session.switchTo().window(blank)
    await this.setViewport(this.viewport.width, this.viewport.height)
  }

  async screenshot(path: string): Promise<void> {
    writeFileSync(path, Buffer.from(await this.session.takeScreenshot(), 'base64'))
  }

  async errors(): Promise<string[]> {
    await this.harvest()
    return [...this.collected]
  }

  async quit(): Promise<void> {
    await this.session.quit().catch(() => undefined)
  }
}
