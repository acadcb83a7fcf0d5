/**
 * The outbox read back from the page's IndexedDB (src/db/schema.ts: database `cat-history-tours`, store `outbox`).
 * An "exactly once" check counts deliveries after the queue is empty, not after a fixed wait: once no request is
 * queued or held by a sender, nothing can be sent again (src/outbox/storage/queue.ts never claims a sent request).
 */

/** The app's database (src/db/schema.ts DB_NAME; not imported, so that Node does not load the app's `idb`). */
export const OUTBOX_DB = 'cat-history-tours'

/**
 * In the page: the state of every outbox record ('queued', 'sending', 'sent', 'rejected', 'expired'). Self-contained
 * (it is sent to the browser as source text). Never creates the database: with none, the list is empty.
 */
export function outboxStates(database: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(database)
    opening.onupgradeneeded = () => opening.transaction?.abort()
    opening.onerror = (event) => {
      event.preventDefault()
      if (opening.error?.name === 'AbortError') resolve([])
      else reject(opening.error)
    }
    opening.onsuccess = () => {
      const db = opening.result
      if (!db.objectStoreNames.contains('outbox')) {
        db.close()
        resolve([])
        return
      }
      const reading = db.transaction('outbox', 'readonly').objectStore('outbox').getAll()
      reading.onsuccess = () => {
        db.close()
        resolve((reading.result as Array<{ state: string }>).map((record) => record.state))
      }
      reading.onerror = () => {
        db.close()
        reject(reading.error)
      }
    }
  })
}

/** Records still to be sent: queued, or claimed by a sender that has not settled it. */
export function leftToSend(states: readonly string[]): string[] {
  return states.filter((state) => state === 'queued' || state === 'sending')
}
