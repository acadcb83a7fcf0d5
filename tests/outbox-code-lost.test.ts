/**
 * The outbox's reading code loads after the page. Lost to a dropped signal, it leaves what the pill shows as it was
 * (not an empty outbox) and is read again next time; while it loads, a failure is one the page copes with, so it does
 * not reload the page (src/boot/chunk-reload.ts).
 */
import { beforeEach, expect, it, vi } from 'vitest'

const code = vi.hoisted(() => ({ lost: false, pendingSeen: false }))
vi.mock('../src/outbox/storage/queue', async () => {
  const { recoverableImportPending } = await import('../src/lib/recoverable-import')
  code.pendingSeen = recoverableImportPending()
  if (code.lost) throw new TypeError('Failed to fetch dynamically imported module')
  return {
    readOutbox: async () => ({
      waiting: [{ id: 'a:feedback', submissionId: 'a' }],
      trying: [],
      newlySent: [],
      undeliverable: [],
    }),
  }
})

beforeEach(() => {
  vi.resetModules()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

it('keeps what it showed when the code is lost, and reads the outbox once the code comes', async () => {
  const store = await import('../src/outbox/page/outbox-store')
  const changes = vi.fn()
  store.subscribeOutbox(changes)
  code.lost = true
  await store.refreshOutboxView()
  expect(code.pendingSeen).toBe(true)
  expect(changes).not.toHaveBeenCalled()
  expect(store.getOutboxState()).toEqual({ waiting: [], trying: [], newlySent: [], undeliverable: [], available: true })

  code.lost = false
  vi.resetModules()
  const again = await import('../src/outbox/page/outbox-store')
  again.subscribeOutbox(changes)
  await again.refreshOutboxView()
  expect(changes).toHaveBeenCalledTimes(1)
  expect(again.getOutboxState().waiting).toHaveLength(1)
  expect(again.getOutboxState().available).toBe(true)
})
