// @vitest-environment jsdom
/**
 * useOptionalModule: the parts of the page loaded after it (the connection pill, the outbox's status, the booking
 * bar). Offline they are tried at once, since the worker's precache holds them; a failed load is tried again when
 * the connection comes back, when a worker takes control, and after a wait, and never reaches the error screen.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useOptionalModule } from '../src/hooks/useOptionalModule'
import { RETRY_FIRST_MS, RETRY_MAX_MS } from '../src/lib/load-part'

let online = true
beforeEach(() => {
  online = true
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

function setConnection(next: boolean) {
  online = next
  window.dispatchEvent(new Event(next ? 'online' : 'offline'))
}

interface Part {
  Part: () => React.JSX.Element
}
const part: Part = { Part: () => <p>the late part</p> }

const dropped = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/** A load that fails `times` times, as on a dropped connection, then brings the part. */
function failingFirst(times: number) {
  const load = vi.fn<() => Promise<Part>>()
  for (let i = 0; i < times; i += 1) load.mockImplementationOnce(dropped)
  return load.mockResolvedValue(part)
}

function Host({ load, wanted = true }: { load: () => Promise<Part>; wanted?: boolean }) {
  const module = useOptionalModule(load, wanted)
  return module ? <module.Part /> : <p>not yet</p>
}

describe('useOptionalModule', () => {
  it('loads nothing until wanted', async () => {
    const load = vi.fn(() => Promise.resolve(part))
    render(<Host load={load} wanted={false} />)
    await act(async () => undefined)
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByText('not yet')).toBeTruthy()
  })

  it('loads offline too: the worker has the module in its precache', async () => {
    setConnection(false)
    const load = vi.fn(() => Promise.resolve(part))
    render(<Host load={load} />)
    expect(await screen.findByText('the late part')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('after a failed load offline, tries again when the connection comes back', async () => {
    setConnection(false)
    const load = failingFirst(1)
    render(<Host load={load} />)
    await act(async () => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('not yet')).toBeTruthy()
    await act(async () => setConnection(true))
    expect(await screen.findByText('the late part')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('after a failed load with no word from the browser (a signal that dropped unnoticed), tries again after a wait that doubles', async () => {
    vi.useFakeTimers()
    const load = failingFirst(2)
    render(<Host load={load} />)
    await act(async () => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(RETRY_FIRST_MS - 1))
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(1))
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => vi.advanceTimersByTime(2 * RETRY_FIRST_MS - 1))
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => vi.advanceTimersByTime(1))
    expect(load).toHaveBeenCalledTimes(3)
    expect(screen.getByText('the late part')).toBeTruthy()
    // Loaded: nothing more is tried.
    await act(async () => vi.advanceTimersByTime(RETRY_MAX_MS * 2))
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('never waits longer than RETRY_MAX_MS between tries', async () => {
    vi.useFakeTimers()
    const load = vi.fn(dropped)
    render(<Host load={load} />)
    await act(async () => undefined)
    // 5, 10, 20 and 40 s, then every 60 s: each wait, less a millisecond, tries nothing; the millisecond does.
    const waits = [1, 2, 4, 8].map((times) => times * RETRY_FIRST_MS).concat([RETRY_MAX_MS, RETRY_MAX_MS])
    expect(waits.slice(0, 4).every((wait) => wait < RETRY_MAX_MS)).toBe(true)
    for (const [index, wait] of waits.entries()) {
      await act(async () => vi.advanceTimersByTime(wait - 1))
      expect(load).toHaveBeenCalledTimes(index + 1)
      await act(async () => vi.advanceTimersByTime(1))
      expect(load).toHaveBeenCalledTimes(index + 2)
    }
  })

  it('after a failed load, tries again at once when a worker takes control of the page (its precache has it)', async () => {
    const worker = new EventTarget()
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker })
    setConnection(false)
    const load = failingFirst(1)
    render(<Host load={load} />)
    await act(async () => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => worker.dispatchEvent(new Event('controllerchange')))
    expect(await screen.findByText('the late part')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('once loaded, a change of connection loads nothing again', async () => {
    const load = vi.fn(() => Promise.resolve(part))
    render(<Host load={load} />)
    await screen.findByText('the late part')
    await act(async () => setConnection(false))
    await act(async () => setConnection(true))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('the late part')).toBeTruthy()
  })
})
