// @vitest-environment jsdom
/**
 * useOptionalModule: the parts of the page loaded after it (the connection pill, the outbox's status, the booking
 * bar). Offline they are tried at once, since the worker's precache holds them; a failed load is tried again when
 * the connection comes back, and never reaches the error screen.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useOptionalModule } from '../src/hooks/useOptionalModule'

let online = true
beforeEach(() => {
  online = true
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function setConnection(next: boolean) {
  online = next
  window.dispatchEvent(new Event(next ? 'online' : 'offline'))
}

interface Part {
  Part: () => React.JSX.Element
}
const part: Part = { Part: () => <p>the late part</p> }

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
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(part)
    render(<Host load={load} />)
    await act(async () => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('not yet')).toBeTruthy()
    await act(async () => setConnection(true))
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
