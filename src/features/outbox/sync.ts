/**
 * Delivery of the outbox from the page. The page delivers when the app starts, when it sees `online`, when it is
 * shown again, and on a bounded back-off while messages wait (./delivery-schedule.ts); where the browser has
 * Background Sync, the worker also delivers on the `sync` event (src/sw/outbox.ts), with no page open. A flush is
 * safe to run anywhere, any number of times, at once: claims are atomic.
 */
import { flushOutbox, OUTBOX_SYNC_TAG } from '../../db/outbox'
import { sendWithTimeout } from '../../outbox/emailjs-request'
import { getOutboxState, refreshOutboxView } from './outbox-store'
import { deliverySchedule, type DeliverySchedule } from './delivery-schedule'

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

/** Tells this tab and the others that the outbox changed; a message just queued is tried again on the back-off. */
export function notifyOutboxChanged(): void {
  channel?.postMessage('changed')
  schedule?.queued()
  void refreshOutboxView()
}

/** One delivery round from the page; true while messages still wait. */
async function flushFromPage(): Promise<boolean> {
  if (navigator.onLine) {
    try {
      const summary = await flushOutbox(sendWithTimeout)
      if (summary.sent.length > 0 || summary.rejected.length > 0) channel?.postMessage('changed')
    } catch (error) {
      console.warn('The outbox could not be delivered from the page', error)
    }
  }
  await refreshOutboxView()
  return getOutboxState().waiting.length > 0
}

let schedule: DeliverySchedule | undefined

export function startOutboxSync(): void {
  channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName)
  channel?.addEventListener('message', () => void refreshOutboxView())
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'OUTBOX_CHANGED') void refreshOutboxView()
  })
  schedule = deliverySchedule(flushFromPage, {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    visible: () => document.visibilityState === 'visible',
  })
  // The open page delivers as soon as the connection returns, Background Sync or not; the sync is asked for too, for a
  // page closed before the round ends. A sync whose round failed mid-way can be left in the browser's back-off
  // (minutes) even when asked again (Chromium, when the connection returned while that round was ending; decision
  // 0004): on a flapping connection it is the page's flush that delivers.
  window.addEventListener('online', () => {
    schedule?.now()
    void requestBackgroundSync()
  })
  // A guest who comes back to the tab (or reopens the installed app from the background) gets delivery at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') schedule?.now()
  })
  // What waits shows at once; the first round can take a while on a network that hangs.
  void refreshOutboxView()
  schedule.now()
}
