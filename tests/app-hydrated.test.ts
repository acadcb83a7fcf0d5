import { describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module per test: its state is module-level, as in the page. */
async function freshModule() {
  vi.resetModules()
  return import('../src/boot/app-hydrated')
}

describe('whenAppHydrated', () => {
  it('waits for the header, the page and the footer, in any order, then calls each waiter once', async () => {
    const { partHydrated, whenAppHydrated } = await freshModule()
    const first = vi.fn()
    const second = vi.fn()
    whenAppHydrated(first)
    whenAppHydrated(second)
    partHydrated('footer')
    partHydrated('header')
    expect(first).not.toHaveBeenCalled()
    partHydrated('page')
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    partHydrated('page')
    expect(first).toHaveBeenCalledTimes(1)
  })

  it('calls at once when everything has hydrated already', async () => {
    const { partHydrated, whenAppHydrated } = await freshModule()
    for (const part of ['header', 'page', 'footer'] as const) partHydrated(part)
    const late = vi.fn()
    whenAppHydrated(late)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('never calls while a part is missing', async () => {
    const { partHydrated, whenAppHydrated } = await freshModule()
    const waiter = vi.fn()
    whenAppHydrated(waiter)
    partHydrated('header')
    partHydrated('header')
    partHydrated('footer')
    expect(waiter).not.toHaveBeenCalled()
  })
})

describe('whenAppHydratedAndIdle', () => {
  it('waits for the parts, then for an idle moment', async () => {
    vi.useFakeTimers()
    try {
      const { partHydrated, whenAppHydratedAndIdle } = await freshModule()
      const idle: Array<() => void> = []
      vi.stubGlobal('window', { requestIdleCallback: (callback: () => void) => idle.push(callback) })
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
      const work = vi.fn()
      whenAppHydratedAndIdle(work)
      for (const part of ['header', 'page', 'footer'] as const) partHydrated(part)
      expect(work).not.toHaveBeenCalled()
      expect(idle).toHaveLength(1)
      idle[0]?.()
      expect(work).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })
})
