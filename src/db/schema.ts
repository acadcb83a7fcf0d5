/** The one IndexedDB schema shared by the page and the service worker (DESIGN note 9). */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { OutboxRecord } from './outbox-record'

export interface SiteDB extends DBSchema {
  /** Small named values such as the sticky-bar dismissal time. */
  preferences: { key: string; value: unknown }
  /** Contact and survey e-mails waiting for the network, and what became of them. */
  outbox: { key: string; value: OutboxRecord; indexes: { 'by-state': OutboxRecord['state'] } }
}

export const DB_NAME = 'cat-history-tours'
export const DB_VERSION = 2

let opening: Promise<IDBPDatabase<SiteDB>> | undefined

/** Opens (and upgrades) the database once per context; rejects when IndexedDB is unavailable. */
export function openSiteDb(): Promise<IDBPDatabase<SiteDB>> {
  opening ??= openDB<SiteDB>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('preferences')
      if (oldVersion < 2) db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('by-state', 'state')
    },
    blocking() {
      // A newer version of the app wants to upgrade the database: let it.
      void opening?.then((db) => db.close())
      opening = undefined
    },
  }).catch((error: unknown) => {
    opening = undefined
    throw error
  })
  return opening
}
