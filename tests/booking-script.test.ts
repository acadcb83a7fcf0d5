// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingEmbedUrl, bookingScriptUrl } from '../src/config'

const providerScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === bookingScriptUrl)

async function freshModule() {
  vi.resetModules()
  return import('../src/features/booking/booking-script')
}

beforeEach(() => {
  vi.useFakeTimers()
  for (const script of providerScripts()) script.remove()
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(window, 'requestIdleCallback')
})

describe('booking provider embed script', () => {
  it('uses requestIdleCallback with a 2000 ms timeout and loads the script once', async () => {
    const idle = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 } as IdleDeadline), 10)
      return 1
    })
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: vi.fn() })
    const { scheduleBookingScript } = await freshModule()
    scheduleBookingScript()
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 })
    expect(providerScripts()).toHaveLength(0)
    vi.advanceTimersByTime(10)
    scheduleBookingScript()
    vi.advanceTimersByTime(10)
    expect(providerScripts()).toHaveLength(1)
    expect(providerScripts()[0]!.async).toBe(true)
  })

  it('falls back to a 3000 ms timer without requestIdleCallback (SPEC §7, §9), on the tour pages and /booking', async () => {
    expect('requestIdleCallback' in window).toBe(false)
    const { scheduleBookingScript, PRELOAD_FALLBACK_DELAY_MS } = await freshModule()
    expect(PRELOAD_FALLBACK_DELAY_MS).toBe(3000)
    scheduleBookingScript()
    vi.advanceTimersByTime(2999)
    expect(providerScripts()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(providerScripts()).toHaveLength(1)
  })

  it('falls back to a 1000 ms timer on the tours page without requestIdleCallback (SPEC §2 Tours)', async () => {
    const { scheduleBookingScript, TOURS_FALLBACK_DELAY_MS } = await freshModule()
    expect(TOURS_FALLBACK_DELAY_MS).toBe(1000)
    scheduleBookingScript(TOURS_FALLBACK_DELAY_MS)
    vi.advanceTimersByTime(999)
    expect(providerScripts()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(providerScripts()).toHaveLength(1)
  })

  it('does not load while offline, and only logs a failure', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    const { scheduleBookingScript } = await freshModule()
    scheduleBookingScript()
    vi.advanceTimersByTime(5000)
    expect(providerScripts()).toHaveLength(0)

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.dispatchEvent(new Event('online'))
    vi.advanceTimersByTime(3000)
    const [script] = providerScripts()
    expect(script).toBeDefined()
    script!.dispatchEvent(new Event('error'))
    expect(warn).toHaveBeenCalledOnce()
    expect(providerScripts()).toHaveLength(0)
  })

  it('can be cancelled before it runs', async () => {
    const { scheduleBookingScript } = await freshModule()
    const cancel = scheduleBookingScript()
    cancel()
    vi.advanceTimersByTime(5000)
    expect(providerScripts()).toHaveLength(0)
  })
})

describe('booking calendar address', () => {
  it('asks for full items, the simple fallback and flow 1219724, with the item only when given', () => {
    const all = new URL(bookingEmbedUrl())
    expect(all.searchParams.get('full-items')).toBe('yes')
    expect(all.searchParams.get('fallback')).toBe('simple')
    expect(all.searchParams.get('flow')).toBe('1219724')
    expect(all.searchParams.has('items')).toBe(false)
    expect(new URL(bookingEmbedUrl(577800)).searchParams.get('items')).toBe('577800')
  })
})
