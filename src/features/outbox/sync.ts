/**
 * Delivery of the outbox from the page. The page delivers when the app starts and when it sees `online`; where the
 * browser has Background Sync, the worker also delivers on the `sync` event (src/sw/outbox.ts), with no page open.
 * A flush is safe to run anywhere, any number of times, at once: claims are atomic.
 */
import { flushOutbox, OUTBOX_SYNC_TAG } from '../../db/outbox'
import { sendWithTimeout } from './emailjs-request'
import { refreshOutboxView } from './outbox-store'

const channelName = 'outbox'
let channel: BroadcastChannel | undefined

interface SyncRegistration extends ServiceWorkerRegistration {
  sync: { register: (tag: string) => Promise<void> }
}

export function hasBackgroundSync(): boolean {
  return typeof window !== 'undefined' && 'SyncManager' in window && 'sync' in ServiceWorkerRegistration.prototype
}

export async function requestBackgroundSync(): Promise<void> {
  if (!hasBackgroundSync()) return
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    if (registration && 'sync' in registration) await (registration as SyncRegistration).sync.register(OUTBOX_SYNC_TAG)
  } catch (error) {
    console.warn('Background Sync is unavailable; the message will be sent when the app is next open online.', error)
  }
}

/** Tells this tab and the others that the outbox changed. */
export function notifyOutboxChanged(): void {
  channel?.postMessage('changed')
  void refreshOutboxView()
}

async function flushFromPage(): Promise<void> {
  if (!navigator.onLine) return
  try {
    const summary = await flushOutbox(sendWithTimeout)
    if (summary.sent.length > 0 || summary.rejected.length > 0) notifyOutboxChanged()
  } catch (error) {
    console.warn('The outbox could not be delivered from the page', error)
  }
}

export function startOutboxSync(): void {
  channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName)
  channel?.addEventListener('message', () => void refreshOutboxView())
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'OUTBOX_CHANGED') void refreshOutboxView()
  })
  // The open page delivers as soon as the connection returns, Background Sync or not; the sync is asked for too, for a
  // page closed before the round ends. A sync whose round failed mid-way can be left in the browser's back-off
  // (minutes) even when asked again (Chromium, when the connection returned while that round was ending; decision
  // 0004): on a flapping connection it is the page's flush that delivers.
  window.addEventListener('online', () => {
    void flushFromPage()
    void requestBackgroundSync()
  })
  void refreshOutboxView().then(() => flushFromPage())
}
