/**
 * The islands variant's server entry (scripts/bench/boots/): the app's own (src/entry-server.tsx), whose `render`
 * also renders each island the page recorded into its place (server.tsx). Everything else is the app's.
 */
import { render as renderApp } from '../../../../src/entry-server'
import { fillIslands, startRecording } from './server'

export * from '../../../../src/entry-server'

export async function render(...args: Parameters<typeof renderApp>): ReturnType<typeof renderApp> {
  const recorded = startRecording()
  const result = await renderApp(...args)
  return { ...result, html: await fillIslands(result.html, recorded) }
}
