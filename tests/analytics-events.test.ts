// @vitest-environment jsdom
/**
 * SPEC §7 "Analytics": the Reserve button's events ('reserve_button_click', 'begin_booking' with item_id) reach the
 * cookieless provider when the setting is on, through Plausible's queue until its script has loaded; the script
 * is added only once the page has hydrated and the browser is idle; a failure is only logged (SPEC §8). Off, nothing
 * is sent and nothing is added. The modules read the setting when they load: each case loads them afresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Plausible } from '../src/features/analytics/plausible'

const SCRIPT_URL = 'https://plausible.io/js/script.js'

type AnalyticsWindow = { plausible?: Plausible; gtag?: (...args: unknown[]) => void }
const page = () => window as unknown as AnalyticsWindow
const providerScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === SCRIPT_URL)

async function hookWith(scriptUrl: string | undefined) {
  vi.resetModules()
  vi.stubEnv('VITE_ANALYTICS_SCRIPT_URL', scriptUrl)
  return import('../src/features/booking/analytics')
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'plausible')
  Reflect.deleteProperty(window, 'gtag')
  for (const script of document.querySelectorAll('script')) script.remove()
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  vi.useRealTimers()
  vi.doUnmock('../src/lib/load-part')
})

describe('events with the setting on', () => {
  it('wait in Plausible’s queue until the script has loaded, in order, with item_id as a property', async () => {
    const { trackEvent } = await hookWith(SCRIPT_URL)
    trackEvent('reserve_button_click')
    trackEvent('begin_booking', { item_id: 562630 })
    expect(typeof page().plausible).toBe('function')
    expect(page().plausible?.q).toEqual([['reserve_button_click'], ['begin_booking', { props: { item_id: 562630 } }]])
  })

  it('go straight to the provider’s function once its script has defined it', async () => {
    const { trackEvent } = await hookWith(SCRIPT_URL)
    const plausible = vi.fn()
    page().plausible = plausible
    trackEvent('reserve_button_click')
    trackEvent('begin_booking', { item_id: 577800 })
    expect(plausible.mock.calls).toEqual([['reserve_button_click'], ['begin_booking', { props: { item_id: 577800 } }]])
  })

  it('are only logged when the provider fails, and still reach any other analytics function', async () => {
    const { trackEvent } = await hookWith(SCRIPT_URL)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    page().plausible = () => {
      throw new Error('blocked')
    }
    const gtag = vi.fn()
    page().gtag = gtag
    expect(() => trackEvent('begin_booking', { item_id: 604533 })).not.toThrow()
    expect(warn).toHaveBeenCalledWith('Analytics event failed', expect.any(Error))
    expect(gtag).toHaveBeenCalledWith('event', 'begin_booking', { item_id: 604533 })
  })
})

describe('events with the setting off (the default)', () => {
  it('send nothing and leave no provider function on the page', async () => {
    const { trackEvent } = await hookWith(undefined)
    trackEvent('reserve_button_click')
    trackEvent('begin_booking', { item_id: 562630 })
    expect(page().plausible).toBeUndefined()
  })

  it('still reach a gtag function when the page has one, as before', async () => {
    const { trackEvent } = await hookWith(undefined)
    const gtag = vi.fn()
    page().gtag = gtag
    trackEvent('begin_booking', { item_id: 562633 })
    expect(gtag).toHaveBeenCalledWith('event', 'begin_booking', { item_id: 562633 })
  })
})

describe('the provider’s script', () => {
  it('is added once, to the head, deferred, naming the site in data-domain; a failed load is only logged', async () => {
    vi.resetModules()
    const { loadPlausibleScript } = await import('../src/features/analytics/provider-script')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    loadPlausibleScript(SCRIPT_URL, 'cathistorytours.example')
    loadPlausibleScript(SCRIPT_URL, 'cathistorytours.example')
    const scripts = providerScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.parentElement).toBe(document.head)
    expect(scripts[0]!.defer).toBe(true)
    expect(scripts[0]!.dataset.domain).toBe('cathistorytours.example')
    scripts[0]!.dispatchEvent(new Event('error'))
    expect(warn).toHaveBeenCalledWith('The analytics script could not load', SCRIPT_URL)
  })

  async function backgroundWorkWith(scriptUrl: string | undefined) {
    vi.resetModules()
    vi.stubEnv('VITE_ANALYTICS_SCRIPT_URL', scriptUrl)
    // The worker's registration and the outbox are not what this test is about: their loads never settle here.
    vi.doMock('../src/lib/load-part', () => ({ loadPart: () => new Promise(() => undefined) }))
    const work = await import('../src/app/background-work')
    const hydration = await import('../src/boot/app-hydrated')
    return { ...work, ...hydration }
  }

  it('is added by the background work only once the page has hydrated and the browser is idle', async () => {
    vi.useFakeTimers()
    const { startBackgroundWorkWhenReady, partHydrated } = await backgroundWorkWith(SCRIPT_URL)
    startBackgroundWorkWhenReady()
    await vi.advanceTimersByTimeAsync(1000)
    expect(providerScripts()).toHaveLength(0)
    for (const part of ['header', 'page', 'footer'] as const) partHydrated(part)
    // jsdom has no requestIdleCallback: the page's fallback waits 200 ms.
    expect(providerScripts()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(200)
    expect(providerScripts()).toHaveLength(1)
    expect(providerScripts()[0]!.dataset.domain).toBe('www.cathistorytours.example')
  })

  it('is never added with the setting off', async () => {
    vi.useFakeTimers()
    const { startBackgroundWorkWhenReady, partHydrated } = await backgroundWorkWith(undefined)
    startBackgroundWorkWhenReady()
    for (const part of ['header', 'page', 'footer'] as const) partHydrated(part)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })
})
