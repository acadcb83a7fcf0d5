/**
 * Delivery of the outbox from the page. The page delivers when the app starts, when it sees `online`, when it is
 * shown again, and on a bounded back-off while messages wait (./delivery-schedule.ts); where the browser has
 * Background Sync, the worker also delivers on the `sync` event (../worker/background-sync.ts), with no page open. A
 * flush is safe to run anywhere, any number of times, at once: claims are atomic.
 */
import { flushOutbox, OUTBOX_SYNC_TAG, releaseClaim, type ClaimTracker } from '../storage/queue'
import { sendWithTimeout } from '../emailjs-request'
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

export async function requestBackgroundSync(tag = OUTBOX_SYNC_TAG): Promise<void> {
  if (!hasBackgroundSync()) return
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    if (registration && 'sync' in registration) await (registration as SyncRegistration).sync.register(tag)
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

/**
 * The claims this tab's page holds, in sessionStorage: a reload or a link followed in the middle of a round ends the
 * page before it can settle its claim, and the next page of the tab hands that claim back at its start rather than
 * leave the request waiting out its lease (LEASE_MS, 30 s). The tab's storage outlives the page; no other tab sees it
 * (a tab duplicated in the instant a send is under way copies it: that send may then go twice, the cost of any retry
 * after a lost answer).
 */
const CLAIMS_KEY = 'outbox-claims'

function heldClaims(): Record<string, string> {
  try {
    const held: unknown = JSON.parse(sessionStorage.getItem(CLAIMS_KEY) ?? '{}')
    return typeof held === 'object' && held !== null ? (held as Record<string, string>) : {}
  } catch {
    return {}
  }
}

function keepClaims(held: Record<string, string>): void {
  try {
    if (Object.keys(held).length === 0) sessionStorage.removeItem(CLAIMS_KEY)
    else sessionStorage.setItem(CLAIMS_KEY, JSON.stringify(held))
  } catch {
    // No sessionStorage (a locked-down browser): a claim left behind waits out its lease, as before.
  }
}

/** This tab's claims: the page's delivery rounds and the forms' first tries (./submit.ts) record theirs here. */
export const tabClaims: ClaimTracker = {
  claimed: (id, token) => keepClaims({ ...heldClaims(), [id]: token }),
  settled: (id) => {
    const { [id]: _settled, ...rest } = heldClaims()
    keepClaims(rest)
  },
}

/**
 * The claims an earlier page of this tab left, read as this module loads: before this page can make its own (a form
 * sent before the delivery starts, ./submit.ts, imports this module).
 */
const leftByEarlierPage = heldClaims()

/** Hands back the claims an earlier page of this tab left (see CLAIMS_KEY), and only those. */
async function releaseLeftClaims(): Promise<void> {
  const held = heldClaims()
  for (const [id, token] of Object.entries(leftByEarlierPage)) if (held[id] === token) delete held[id]
  keepClaims(held)
  for (const [id, token] of Object.entries(leftByEarlierPage)) {
    if (typeof token === 'string') await releaseClaim(id, token).catch(() => false)
  }
}

let leftClaimsReleased: Promise<void> = Promise.resolve()

/** One delivery round from the page; true while messages still wait. */
async function flushFromPage(): Promise<boolean> {
  await leftClaimsReleased
  if (navigator.onLine) {
    try {
      const summary = await flushOutbox(sendWithTimeout, Date.now, tabClaims)
      if (summary.sent.length > 0 || summary.rejected.length > 0) channel?.postMessage('changed')
    } catch (error) {
      console.warn('The outbox could not be delivered from the page', error)
    }
  }
  await refreshOutboxView()
  // A first try under way may yet be left by its page (another tab's, closed): it is due when its lease is over.
  const { waiting, trying } = getOutboxState()
  return waiting.length > 0 || trying.length > 0
}

let schedule: DeliverySchedule | undefined

export function startOutboxSync(): void {
  leftClaimsReleased = releaseLeftClaims()
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
