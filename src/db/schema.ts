/**
 * The one IndexedDB schema shared by the page and the service worker (DESIGN note 9): both stores of the one
 * database, so that its version and upgrade are written once. The outbox's records are the outbox's own type
 * (src/outbox/storage/record.ts), given here as a type parameter: the outbox's storage imports this module and this
 * module imports nothing of the outbox, so the database sits below the outbox in the layers (tests/layers.test.ts).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

/** What the schema needs to know of an outbox record: the state it is indexed by. */
interface IndexedByState {
  state: string
}

export interface SiteDB<OutboxValue extends IndexedByState = IndexedByState> extends DBSchema {
  /** Small named values such as the sticky-bar dismissal time. */
  preferences: { key: string; value: unknown }
  /** Contact and survey e-mails waiting for the network, and what became of them. */
  outbox: { key: string; value: OutboxValue; indexes: { 'by-state': OutboxValue['state'] } }
}

export const DB_NAME = 'cat-history-tours'
export const DB_VERSION = 2

let opening: Promise<IDBPDatabase<SiteDB>> | undefined

/**
 * Opens (and upgrades) the database once per context; rejects when IndexedDB is unavailable. The outbox's code names
 * its record type (`openSiteDb<OutboxRecord>()`): the one connection, typed as its caller reads it.
 */
export function openSiteDb<OutboxValue extends IndexedByState = IndexedByState>(): Promise<
  IDBPDatabase<SiteDB<OutboxValue>>
> {
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
  // One connection for every caller: the outbox's type is its caller's word, as the schema's was before it took one
  // (records are checked as they are read, src/outbox/storage/record.ts `isOutboxRecord`).
  return opening as unknown as Promise<IDBPDatabase<SiteDB<OutboxValue>>>
}
