// @vitest-environment jsdom
/**
 * src/boot/chunk-reload.ts: a chunk that fails to load while online reloads the page once (a deploy removed the page's
 * code), but not for a part the page can do without, loaded through lib/recoverable-import.ts: its loader tries it
 * again, and a reload on a signal that has just dropped would swap the page for the browser's offline error.
 * jsdom cannot reload; the reload is read from the mark the guard writes just before it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RELOADED_AT_KEY, reloadOnceOnStaleChunk } from '../src/boot/chunk-reload'
import { recoverableImport, recoverableImportPending } from '../src/lib/recoverable-import'

beforeAll(() => reloadOnceOnStaleChunk())
afterEach(() => sessionStorage.clear())

const lost = () => new TypeError('Importing a module script failed.')

/** An import as Vite builds it: a failure is reported on `window` before the import's caller hears of it. */
function viteImport(error: Error): { load: () => Promise<never>; event: () => Event | undefined } {
  let reported: Event | undefined
  const load = () =>
    Promise.reject(error).catch((failure: unknown) => {
      reported = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure })
      window.dispatchEvent(reported)
      if (!reported.defaultPrevented) throw failure
      return undefined as never
    })
  return { load, event: () => reported }
}

describe('a chunk that fails to load while online', () => {
  it('reloads the page once when it is the page’s own code', async () => {
    const page = viteImport(lost())
    await page.load()
    expect(page.event()?.defaultPrevented).toBe(true)
    expect(sessionStorage.getItem(RELOADED_AT_KEY)).not.toBeNull()
  })

  it('does not reload for a part the page can do without: its caller hears of the failure instead', async () => {
    const part = viteImport(lost())
    await expect(recoverableImport(part.load)).rejects.toThrow('Importing a module script failed.')
    expect(part.event()?.defaultPrevented).toBe(false)
    expect(sessionStorage.getItem(RELOADED_AT_KEY)).toBeNull()
    expect(recoverableImportPending()).toBe(false)
  })

  it('reloads again for the page’s own code once the part’s load is over, failed or not', async () => {
    await expect(recoverableImport(viteImport(lost()).load)).rejects.toThrow()
    await recoverableImport(() => Promise.resolve('loaded'))
    const page = viteImport(lost())
    await page.load()
    expect(page.event()?.defaultPrevented).toBe(true)
  })
})
