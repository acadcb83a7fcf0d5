// @vitest-environment jsdom
/**
 * loadPart: a module the page can do without (the outbox's delivery, the worker's registration, the late parts of
 * the shell) is tried again until it loads, is marked lost meanwhile (so the next page opens as a new document), and
 * stops being tried when its caller no longer wants it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPart, RETRY_FIRST_MS } from '../src/lib/load-part'
import { partsLost, recoverableImportPending } from '../src/lib/recoverable-import'

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const dropped = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

describe('loadPart', () => {
  it('tries again after a failure, marks the part lost until it loads, and resolves with it', async () => {
    const load = vi
      .fn(dropped)
      .mockImplementationOnce(dropped)
      .mockResolvedValueOnce({ start: 'sync' } as never)
    let loaded: unknown
    void loadPart(load).then((module) => (loaded = module))
    expect(recoverableImportPending()).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(partsLost()).toBe(true)
    expect(loaded).toBeUndefined()
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS)
    expect(load).toHaveBeenCalledTimes(2)
    expect(loaded).toEqual({ start: 'sync' })
    expect(partsLost()).toBe(false)
    expect(recoverableImportPending()).toBe(false)
  })

  it('tries again at once when the connection comes back', async () => {
    const load = vi
      .fn(dropped)
      .mockImplementationOnce(dropped)
      .mockResolvedValueOnce('part' as never)
    const loading = loadPart(load)
    await vi.advanceTimersByTimeAsync(0)
    window.dispatchEvent(new Event('online'))
    await expect(loading).resolves.toBe('part')
    expect(load).toHaveBeenCalledTimes(2)
    // Loaded: neither the wait nor another change of connection tries it again.
    window.dispatchEvent(new Event('offline'))
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 4)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tries nothing more once its caller stops wanting it', async () => {
    const load = vi.fn(dropped)
    const stop = new AbortController()
    void loadPart(load, stop.signal)
    await vi.advanceTimersByTimeAsync(0)
    stop.abort()
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 20)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
