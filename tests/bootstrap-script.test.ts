// @vitest-environment jsdom
/**
 * The page's bootstrap script (scripts/router-manifest.ts): nothing is fetched until the first contentful paint
 * and the hero picture have happened, then the stylesheet, the preloads and the entry, once; 3 s at the latest.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootstrapScript } from '../scripts/router-manifest'
import { EARLY_INSTALL_PROMPT } from '../src/pwa/early-install-prompt'

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void

let paintCallbacks: PaintCallback[]
let imported: string[]
let failing: Set<string>

function run(options: { paintTiming?: boolean; hero?: 'pending' | 'complete' | 'none' } = {}) {
  const { paintTiming = true, hero = 'pending' } = options
  document.head.innerHTML = ''
  document.body.innerHTML = hero === 'none' ? '<h1>Page</h1>' : '<img fetchpriority="high" src="/images/hero.webp" alt="">'
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
  const text = bootstrapScript('/assets/index-E.js', ['/assets/react-R.js'], ['/assets/style-S.css'])
  const body = text.replaceAll('import(', '__import(')
  const win = Object.assign(Object.create(window), { PerformanceObserver: FakeObserver })
  new Function('window', 'document', '__import', 'requestAnimationFrame', 'addEventListener', body)(
    win,
    document,
    (url: string) => {
      imported.push(url)
      return failing.has(url) ? Promise.reject(new Error(`cannot load ${url}`)) : Promise.resolve()
    },
    (callback: () => void) => setTimeout(callback, 16),
    window.addEventListener.bind(window),
  )
  return { img, win }
}

const firstContentfulPaint = () => {
  for (const callback of paintCallbacks) callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
}
const started = () => imported.length > 0
const links = (rel: string) => [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'))

beforeEach(() => {
  vi.useFakeTimers()
  paintCallbacks = []
  imported = []
  failing = new Set()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the bootstrap script', () => {
  it('waits for the first contentful paint and the hero picture, then two frames, then starts the app once', async () => {
    const { img } = run()
    vi.advanceTimersByTime(100)
    expect(started()).toBe(false)
    firstContentfulPaint()
    vi.advanceTimersByTime(100)
    expect(started()).toBe(false)
    expect(links('stylesheet')).toEqual([])

    img?.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(16)
    expect(started()).toBe(false)
    vi.advanceTimersByTime(40)
    // The preloaded chunk is evaluated first, in a task of its own, then the entry.
    expect(imported).toEqual(['/assets/react-R.js'])
    await vi.advanceTimersByTimeAsync(1)
    expect(imported).toEqual(['/assets/react-R.js', '/assets/index-E.js'])
    expect(links('stylesheet')).toEqual(['/assets/style-S.css'])
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('data-precedence')).toBe('default')
    expect(links('modulepreload')).toEqual(['/assets/react-R.js'])

    await vi.advanceTimersByTimeAsync(5000)
    expect(imported).toHaveLength(2)
    expect(links('stylesheet')).toHaveLength(1)
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
    expect((window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT] ?? (win as Record<string, unknown>)[EARLY_INSTALL_PROMPT]).toBe(prompt)
  })
})
