/// <reference lib="webworker" />
import { FIRST_TRY_SYNC_TAG, flushOutbox, OUTBOX_SYNC_TAG } from '../storage/queue'
import { sendWithTimeout } from '../emailjs-request'
import type { OutboxChanged } from '../../lib/worker-messages'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

/**
 * Background Sync delivers the outbox when the connection returns, even with no page open. A failed round
 * rejects, so the browser schedules the sync again with its own back-off; so does a round that left requests another
 * sender holds (a form's first try, whose page may close before it ends).
 */
export function registerOutbox(): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== OUTBOX_SYNC_TAG && event.tag !== FIRST_TRY_SYNC_TAG) return
    event.waitUntil(deliver())
  }) as EventListener)
}

async function deliver(): Promise<void> {
  const summary = await flushOutbox(sendWithTimeout)
  if (summary.sent.length > 0 || summary.rejected.length > 0) {
    const message: OutboxChanged = { type: 'OUTBOX_CHANGED' }
    for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
      client.postMessage(message)
  }
  if (summary.interrupted) throw new Error('The outbox is waiting for the network; the browser will retry.')
  if (summary.held) throw new Error('Another sender holds a request; the browser will retry once its lease is over.')
}
