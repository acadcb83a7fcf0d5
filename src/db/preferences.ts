import { openSiteDb } from './schema'

export const STICKY_BAR_DISMISSED_AT = 'stickyBarDismissedAt'
/** The screen the page runs on, for the worker's install (src/lib/picture-selection.ts DeviceDisplay). */
export const DEVICE_DISPLAY = 'deviceDisplay'

export async function getPreference(key: string): Promise<unknown> {
  const db = await openSiteDb()
  return db.get('preferences', key)
}

export async function setPreference(key: string, value: unknown): Promise<void> {
  const db = await openSiteDb()
  await db.put('preferences', value, key)
}

export async function deletePreference(key: string): Promise<void> {
  const db = await openSiteDb()
  await db.delete('preferences', key)
}
