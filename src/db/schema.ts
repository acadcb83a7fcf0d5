/** The one IndexedDB schema shared by the page and the service worker (DESIGN note 9). */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

export interface SiteDB extends DBSchema {
  /** Small named values such as the sticky-bar dismissal time. */
  preferences: { key: string; value: unknown }
}

export const DB_NAME = 'cat-history-tours'
export const DB_VERSION = 1

let opening: Promise<IDBPDatabase<SiteDB>> | undefined

/** Opens (and upgrades) the database once per context; rejects when IndexedDB is unavailable. */
export function openSiteDb(): Promise<IDBPDatabase<SiteDB>> {
  opening ??= openDB<SiteDB>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('preferences')
    },
  }).catch((error: unknown) => {
    opening = undefined
    throw error
  })
  return opening
}
