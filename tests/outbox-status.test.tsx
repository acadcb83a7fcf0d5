// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { OutboxRecord } from '../src/outbox/storage/record'

/** What IndexedDB holds; the acknowledgement's write never lands during the test, as when it is slower than a second read. */
const outbox = vi.hoisted(() => ({ waiting: [] as unknown[], newlySent: [] as unknown[] }))
vi.mock('../src/outbox/storage/queue', () => ({
  readOutbox: async () => ({ waiting: [...outbox.waiting], newlySent: [...outbox.newlySent], undeliverable: [] }),
  acknowledge: () => new Promise(() => {}),
}))

import { OutboxWaiting } from '../src/outbox/page/OutboxStatus'
import { refreshOutboxView } from '../src/outbox/page/outbox-store'
import { getToasts } from '../src/components/toast/toast-store'

afterEach(cleanup)

const sent = (submissionId: string, step: string) =>
  ({ id: `${submissionId}:${step}`, submissionId, step, state: 'sent', acknowledged: false }) as unknown as OutboxRecord
const confirmations = () => getToasts().filter((toast) => toast.title.startsWith('Your saved message'))

it('confirms a delivered message once, however often the outbox is read again before its acknowledgement lands', async () => {
  render(<OutboxWaiting />)
  outbox.newlySent = [sent('s1', 'auto-reply'), sent('s1', 'notification')]
  // The page's own flush and the worker's message both report the same delivery.
  await act(() => refreshOutboxView())
  await act(() => refreshOutboxView())
  await act(() => refreshOutboxView())
  expect(confirmations()).toHaveLength(1)
  expect(confirmations()[0]?.title).toBe('Your saved message was sent')

  // A later message is still confirmed.
  outbox.newlySent = [...outbox.newlySent, sent('s2', 'feedback')]
  await act(() => refreshOutboxView())
  expect(confirmations()).toHaveLength(2)
})
