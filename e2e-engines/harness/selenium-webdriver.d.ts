/**
 * The part of selenium-webdriver (which ships no types) that the WebKit driver uses, typed for the strict checks
 * of `npm run typecheck`.
 */
declare module 'selenium-webdriver' {
  // biome-ignore lint/complexity/noStaticOnlyClass: the library's own class, of which only the static member this code calls is typed
  export class By {
    static css(selector: string): By
  }

  export const Key: Record<'TAB' | 'ENTER' | 'ESCAPE' | 'SPACE' | 'ARROW_DOWN' | 'BACK_SPACE' | 'SHIFT', string>

  export class Capabilities {
    constructor(values?: Record<string, unknown>)
  }

  export interface WebElement {
    click(): Promise<void>
    sendKeys(...keys: string[]): Promise<void>
    isDisplayed(): Promise<boolean>
  }

  export interface Actions {
    keyDown(key: string): Actions
    keyUp(key: string): Actions
    sendKeys(...keys: string[]): Actions
    perform(): Promise<void>
  }

  export interface Window {
    setRect(rect: { x?: number; y?: number; width?: number; height?: number }): Promise<unknown>
  }

  export interface TargetLocator {
    newWindow(type: 'tab' | 'window'): Promise<void>
    window(handle: string): Promise<void>
  }

  export class WebDriver {
    static createSession(executor: unknown, capabilities: Capabilities): WebDriver
    getSession(): Promise<unknown>
    get(url: string): Promise<void>
    navigate(): { refresh(): Promise<void> }
    getCurrentUrl(): Promise<string>
    executeScript(script: string, ...args: unknown[]): Promise<unknown>
    findElements(locator: By): Promise<WebElement[]>
    actions(options?: { async?: boolean }): Actions
    manage(): { window(): Window }
    switchTo(): TargetLocator
    getWindowHandle(): Promise<string>
    getAllWindowHandles(): Promise<string[]>
    close(): Promise<unknown>
    takeScreenshot(): Promise<string>
    quit(): Promise<void>
  }

  const selenium: {
    By: typeof By
    Key: typeof Key
    Capabilities: typeof Capabilities
    WebDriver: typeof WebDriver
  }
  export default selenium
}

declare module 'selenium-webdriver/http/index.js' {
  export class HttpClient {
    constructor(url: string)
  }
  export class Executor {
    constructor(client: HttpClient)
  }
  const http: { HttpClient: typeof HttpClient; Executor: typeof Executor }
  export default http
}
