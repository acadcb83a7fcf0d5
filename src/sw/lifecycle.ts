/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { isPageToWorker, UPDATE_NOTIFICATION_TAG, type WorkerToPage } from '../lib/worker-messages'

declare const self: ServiceWorkerGlobalScope

/**
 * The first worker takes control at once (the first visit works offline without a reload). A new version
 * waits until a page asks it to take over: only the page knows whether a form still holds unsent input.
 */
export function registerLifecycle(): void {
  clientsClaim()

  self.addEventListener('message', (event) => {
    if (isPageToWorker(event.data)) void self.skipWaiting()
  })

  // Clicking the "new version" notification focuses the app and asks it to apply the update.
  self.addEventListener('notificationclick', (event) => {
    if (event.notification.tag !== UPDATE_NOTIFICATION_TAG) return
    event.notification.close()
    event.waitUntil(focusAndApply())
  })
}

async function focusAndApply(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const client = windows[0]
  const message: WorkerToPage = { type: 'APPLY_UPDATE' }
  if (!client) {
    await self.skipWaiting()
    await self.clients.openWindow('/')
    return
  }
  await client.focus()
  client.postMessage(message)
}
