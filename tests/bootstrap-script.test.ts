// @vitest-environment jsdom
/**
 * The page's bootstrap script (src/boot/bootstrap-script.ts, compiled into the page by scripts/bootstrap-script.ts):
 * nothing is fetched until the first contentful paint and the hero picture have happened, then the stylesheet (its
 * missing lines put between the page's slices), the preloads and the entry, once; 3 s at the latest. Every check runs
 * twice: on the module as it is, and on the minified script the build inlines.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CSS_PIECE_CHARS, bootstrapOptions, bootstrapScript } from '../scripts/bootstrap-script'
import { slices } from '../scripts/critical-css'
import { bootstrap } from '../src/boot/bootstrap-script'
import { EARLY_INSTALL_PROMPT } from '../src/boot/early-install-prompt'

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void

let paintCallbacks: PaintCallback[]
let imported: string[]
let failing: Set<string>
let fetched: string[]
let answer: () => Promise<Response>

/** The site stylesheet, one rule per line; the page inlines lines 1-2 and 5 (scripts/critical-css.ts). */
const SHEET = ['.a{}', '.b{}', '.c{}', '.d{}', '.e{}', '.f{}', '.g{}'].join('\n')
const SLICES = '<style data-rules>.b{}\n.c{}</style><meta name="x"><style data-rules>.f{}</style>'
const ENTRY = '/assets/index-E.js'
const PRELOADS = ['/assets/react-R.js']
const STYLESHEET = '/assets/style-S.css'

/** The compiled script of a build with the site stylesheet, and of one without. */
const built = new Map<string | null, string>()
beforeAll(async () => {
  for (const stylesheet of [STYLESHEET, null]) built.set(stylesheet, await bootstrapScript(ENTRY, PRELOADS, stylesheet))
})

/** What the page gives the script: the browser's globals it uses, with paint timing, fetch and import() observed. */
interface PageGlobals {
  PerformanceObserver: unknown
  requestAnimationFrame: (callback: () => void) => void
  fetch: (url: string) => Promise<Response>
  load: (url: string) => Promise<unknown>
}

/** Starts the bootstrap in the page: the module's function, or the compiled text as the page would run it. */
type Start = (stylesheet: string | null, page: PageGlobals) => Window

const startModule: Start = (stylesheet, page) => {
  vi.stubGlobal('PerformanceObserver', page.PerformanceObserver)
  vi.stubGlobal('requestAnimationFrame', page.requestAnimationFrame)
  vi.stubGlobal('fetch', page.fetch)
  bootstrap(page.load, bootstrapOptions(ENTRY, PRELOADS, stylesheet))
  return window
}

const startBuilt: Start = (stylesheet, page) => {
  const text = built.get(stylesheet)!
  // The page's import() becomes a function the test sees; everything else the script reads is a global.
  const body = text.replaceAll('import(', '__import(')
  const win = Object.assign(Object.create(window), { PerformanceObserver: page.PerformanceObserver })
  new Function('window', 'document', '__import', 'requestAnimationFrame', 'addEventListener', 'fetch', body)(
    win,
    document,
    page.load,
    page.requestAnimationFrame,
    window.addEventListener.bind(window),
    page.fetch,
  )
  return win
}

describe.each([
  ['the module', startModule],
  ['the compiled script', startBuilt],
])('the bootstrap script, as %s', (_, start) => {
  function run(
    options: {
      paintTiming?: boolean
      hero?: 'pending' | 'complete' | 'none'
      head?: string
      stylesheet?: string | null
    } = {},
  ) {
    const { paintTiming = true, hero = 'pending', head = SLICES, stylesheet = STYLESHEET } = options
    document.head.innerHTML = head
    document.body.innerHTML =
      hero === 'none' ? '<h1>Page</h1>' : '<img fetchpriority="high" src="/images/hero.webp" alt="">'
    const img = document.querySelector('img')
    if (img) Object.defineProperty(img, 'complete', { value: hero === 'complete' })
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark']
      constructor(private readonly callback: PaintCallback) {}
      observe() {
        paintCallbacks.push(this.callback)
      }
      disconnect() {
        paintCallbacks = paintCallbacks.filter((callback) => callback !== this.callback)
      }
    }
    const win = start(stylesheet, {
      PerformanceObserver: FakeObserver,
      requestAnimationFrame: (callback) => setTimeout(callback, 16),
      fetch: (url) => {
        fetched.push(url)
        return answer()
      },
      load: (url) => {
        imported.push(url)
        return failing.has(url) ? Promise.reject(new Error(`cannot load ${url}`)) : Promise.resolve()
      },
    })
    return { img, win }
  }

  const firstContentfulPaint = () => {
    for (const callback of paintCallbacks)
      callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
  }
  const started = () => imported.length > 0
  const links = (rel: string) =>
    [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'))
  /** Every <style> of the head, in document order, as the lines it holds. */
  const styleLines = () =>
    [...document.head.querySelectorAll('style')].flatMap((style) => style.textContent!.split('\n'))

  beforeEach(() => {
    vi.useFakeTimers()
    paintCallbacks = []
    imported = []
    failing = new Set()
    fetched = []
    answer = async () => new Response(SHEET, { status: 200 })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the first contentful paint and the hero picture, then two frames, then starts the app once', async () => {
    const { img } = run()
    vi.advanceTimersByTime(100)
    expect(started()).toBe(false)
    firstContentfulPaint()
    vi.advanceTimersByTime(100)
    expect(started()).toBe(false)
    expect(fetched).toEqual([])

    img?.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(16)
    expect(started()).toBe(false)
    vi.advanceTimersByTime(40)
    // The preloaded chunk is evaluated first, in a task of its own, then the entry.
    expect(imported).toEqual(['/assets/react-R.js'])
    expect(fetched).toEqual(['/assets/style-S.css'])
    await vi.advanceTimersByTimeAsync(1)
    expect(imported).toEqual(['/assets/react-R.js', '/assets/index-E.js'])
    // Every line of the stylesheet is in the page once, in the stylesheet's order; no stylesheet is linked.
    expect(styleLines()).toEqual(SHEET.split('\n'))
    expect(links('stylesheet')).toEqual([])
    expect(links('modulepreload')).toEqual(['/assets/react-R.js'])
    // The page's own slices stay where they were, with the other lines around them.
    expect(
      [...document.head.children].map((element) =>
        element.hasAttribute('data-rules') ? element.textContent : element.tagName,
      ),
    ).toEqual(['STYLE', '.b{}\n.c{}', 'META', 'STYLE', '.f{}', 'STYLE', 'LINK'])

    await vi.advanceTimersByTimeAsync(5000)
    expect(imported).toHaveLength(2)
    expect(fetched).toHaveLength(1)
  })

  it('imports the entry only once the styles are in', async () => {
    let release!: () => void
    answer = () => new Promise((resolve) => (release = () => resolve(new Response(SHEET))))
    run({ hero: 'complete' })
    firstContentfulPaint()
    await vi.advanceTimersByTimeAsync(100)
    expect(imported).toEqual(['/assets/react-R.js'])
    release()
    await vi.advanceTimersByTimeAsync(1)
    expect(imported).toEqual(['/assets/react-R.js', '/assets/index-E.js'])
  })

  it('puts a large stylesheet in pieces, a few per task, in order, and imports the entry after the last', async () => {
    // 40 rules of 1,000 characters; the page inlines rules 3-4 and 30.
    const rules = Array.from({ length: 40 }, (_, i) => `.r${i}{content:"${'x'.repeat(990 - String(i).length)}"}`)
    answer = async () => new Response(rules.join('\n'))
    run({
      hero: 'complete',
      head: `<style data-rules>${rules.slice(3, 5).join('\n')}</style><style data-rules>${rules[30]}</style>`,
    })
    firstContentfulPaint()
    // Timer by timer: how many pieces are in the page, and whether the entry has been imported, after each.
    const counts: number[] = []
    const pieceCount = () => document.head.querySelectorAll('style:not([data-rules])').length
    for (let timer = 0; timer < 50 && !imported.includes('/assets/index-E.js'); timer++) {
      await vi.advanceTimersToNextTimerAsync()
      counts.push(pieceCount())
    }
    const total = pieceCount()
    // 36 KB of missing rules in pieces of at most about CSS_PIECE_CHARS, over several tasks.
    expect(total).toBeGreaterThanOrEqual(Math.floor((36 * 1000) / CSS_PIECE_CHARS))
    expect(new Set(counts.filter((count) => count > 0)).size).toBeGreaterThan(2)
    // The entry was imported only in the task after the last piece.
    expect(counts.filter((count) => count === total)).toHaveLength(1)
    expect(imported).toEqual(['/assets/react-R.js', '/assets/index-E.js'])
    expect(styleLines()).toEqual(rules)
    for (const piece of document.head.querySelectorAll('style:not([data-rules])')) {
      expect(piece.textContent!.length).toBeLessThan(CSS_PIECE_CHARS + 1000)
    }
  })

  it('gives back the stylesheet in order from the slices critical-css.ts writes, also where a rule stands twice', async () => {
    // Lines 1 and 4 hold the same rule: a slice of line 4 alone is found at line 1, with the same text.
    const lines = ['.a{}', '.x{}', '.b{}', '.c{}', '.x{}', '.d{}']
    answer = async () => new Response(lines.join('\n'))
    for (const inlined of [[4], [1, 4], [3, 4], [0, 5]]) {
      const head = slices(
        lines,
        lines.map((_, i) => inlined.includes(i)),
      )
      run({ hero: 'complete', head })
      firstContentfulPaint()
      await vi.advanceTimersByTimeAsync(100)
      expect(styleLines(), head).toEqual(lines)
      expect(links('stylesheet')).toEqual([])
      // The page's own slices are still in the page, holding the lines they held.
      expect([...document.head.querySelectorAll('style[data-rules]')].map((style) => style.textContent)).toEqual(
        head.match(/(?<=>)[^<]*(?=<\/style>)/g),
      )
    }
  })

  it("links the stylesheet when the page's slices do not stand in it (a stylesheet of another build)", async () => {
    answer = async () => new Response(['.a{}', '.c{}', '.b{}'].join('\n'))
    run({ hero: 'complete' })
    firstContentfulPaint()
    await vi.advanceTimersByTimeAsync(100)
    expect(links('stylesheet')).toEqual(['/assets/style-S.css'])
    expect(imported).toContain('/assets/index-E.js')
  })

  it('links the stylesheet instead when it cannot be fetched, or when the page has no slices', async () => {
    answer = async () => new Response('gone', { status: 404 })
    run({ hero: 'complete' })
    firstContentfulPaint()
    await vi.advanceTimersByTimeAsync(100)
    expect(links('stylesheet')).toEqual(['/assets/style-S.css'])
    expect(imported).toContain('/assets/index-E.js')

    answer = () => Promise.reject(new TypeError('offline'))
    run({ hero: 'complete' })
    firstContentfulPaint()
    await vi.advanceTimersByTimeAsync(100)
    expect(links('stylesheet')).toEqual(['/assets/style-S.css'])

    fetched = []
    run({ hero: 'complete', head: '' })
    firstContentfulPaint()
    await vi.advanceTimersByTimeAsync(100)
    expect(fetched).toEqual([])
    expect(links('stylesheet')).toEqual(['/assets/style-S.css'])
  })

  it('fetches and links nothing in an app without a stylesheet', async () => {
    run({ hero: 'complete', head: '', stylesheet: null })
    firstContentfulPaint()
    await vi.advanceTimersByTimeAsync(100)
    expect(fetched).toEqual([])
    expect(links('stylesheet')).toEqual([])
    expect(imported).toContain('/assets/index-E.js')
  })

  it('treats a hero that failed like one that loaded', () => {
    const { img } = run()
    firstContentfulPaint()
    img?.dispatchEvent(new Event('error'))
    vi.advanceTimersByTime(50)
    expect(started()).toBe(true)
  })

  it('does not wait for a hero already in the cache, or on a page without one', () => {
    run({ hero: 'complete' })
    firstContentfulPaint()
    vi.advanceTimersByTime(50)
    expect(started()).toBe(true)

    imported = []
    paintCallbacks = []
    run({ hero: 'none' })
    firstContentfulPaint()
    vi.advanceTimersByTime(50)
    expect(started()).toBe(true)
  })

  it('where the browser has no paint timing, starts after the hero and the next frames', () => {
    run({ paintTiming: false, hero: 'complete' })
    expect(paintCallbacks).toHaveLength(0)
    vi.advanceTimersByTime(50)
    expect(started()).toBe(true)
  })

  it('starts after 3 s whatever happens (a hidden tab paints nothing)', () => {
    run()
    vi.advanceTimersByTime(2999)
    expect(started()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(imported).toEqual(['/assets/react-R.js'])
  })

  it('imports the entry at once when a chunk fails to load', async () => {
    run({ hero: 'complete' })
    failing.add('/assets/react-R.js')
    firstContentfulPaint()
    await vi.advanceTimersByTimeAsync(50)
    expect(imported).toEqual(['/assets/react-R.js', '/assets/index-E.js'])
  })

  it('keeps an install prompt the browser offers before the app has started', () => {
    const { win } = run()
    const prompt = new Event('beforeinstallprompt', { cancelable: true })
    window.dispatchEvent(prompt)
    expect(prompt.defaultPrevented).toBe(true)
    expect(
      (window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT] ??
        (win as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT],
    ).toBe(prompt)
  })
})

describe('the compiled bootstrap script', () => {
  it('is one minified statement with no import or export, and a real import() of the chunks it is given', () => {
    const text = built.get(STYLESHEET)!
    expect(text).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s)
    expect(text).not.toMatch(/(^|[;{}])\s*(import|export)[\s{*]/)
    // The build's files and constants are written in; the page's import() is the browser's own.
    expect(text).toMatch(/\b(\w+)=>import\(\1\)/)
    for (const url of [ENTRY, ...PRELOADS, STYLESHEET]) expect(text).toContain(url)
    expect(text).not.toMatch(/completeStyles|insertLines|startWhenPainted|sheetLines/)
    // It is at the end of every page: kept small.
    expect(text.length).toBeLessThan(2800)
  })
})
