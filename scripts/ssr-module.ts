/** Loads the built server entry (dist-ssr/entry-server.js), which carries the app's route data. */
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import type * as EntryServer from '../src/entry-server'

/** Where the server entry is built; SSR_OUT_DIR overrides it (the update-flow test builds a second version). */
export const SSR_OUT_DIR = process.env.SSR_OUT_DIR ?? 'dist-ssr'

export async function loadSsrModule(root: string): Promise<typeof EntryServer> {
  const file = resolve(root, SSR_OUT_DIR, 'entry-server.js')
  return (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as typeof EntryServer
}

export type HostRoutes = (typeof EntryServer)['hostRoutes']
