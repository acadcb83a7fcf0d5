/**
 * Which chunks a page's own code is, and how the page asks for them (decision 0026).
 *
 * Vite writes, into the chunk that holds each dynamic import, the list of chunks that import needs (its
 * `__vite__mapDeps`), so that it can preload them together. The route tree, with an import() for every page, is in
 * the app chunk every page loads: every page carried every other page's list, about 0.9 KB gzip, before it was
 * interactive. The client build now writes no such list (`noImportPreloads`). Each prerendered page names its own
 * code instead, on its bootstrap script's element (src/boot/page-code.ts), and the entry asks for all of it at once
 * as it starts the page's routes, when Vite's preload did. A page the guest goes to next loads its chunk, and then
 * that chunk's imports: one round trip more while the service worker has not cached them yet, none once it has.
 */
import type { Manifest as ViteManifest, ResolveModulePreloadDependenciesFn } from 'vite'
import { routeFileOfChunk, routeIdFromFile, staticImports } from './router-manifest.ts'

/** The module the root route draws a page no route matches with (src/components/lazy-not-found.ts). */
export const NOT_FOUND_MODULE = 'src/components/NotFoundPage.tsx'

/** The client build's `modulePreload.resolveDependencies`: no dynamic import preloads anything. */
export const noImportPreloads: ResolveModulePreloadDependenciesFn = (_file, deps, { hostType }) =>
  hostType === 'js' ? [] : deps

/**
 * The URLs of a page's own code: the chunks of the routes that render it (by route id, as the router matched the
 * page), or the not-found page's where only the root matches, with their imports, less what the entry loads anyway.
 */
export function pageCodeFiles(vite: ViteManifest, routeIds: readonly string[], entryKey = 'index.html'): string[] {
  if (!vite[entryKey]) throw new Error(`Vite manifest has no entry "${entryKey}"`)
  const loadedAnyway = new Set(staticImports(vite, entryKey))
  const pageRoutes = routeIds.filter((id) => id !== '__root__')
  const keys = Object.keys(vite).filter((key) => {
    const route = routeFileOfChunk(key)
    return route ? pageRoutes.includes(routeIdFromFile(route)) : pageRoutes.length === 0 && key === NOT_FOUND_MODULE
  })
  if (keys.length === 0) {
    throw new Error(`No chunk of the client build holds the code of the routes ${routeIds.join(', ')}`)
  }
  const seen = new Set<string>()
  const files = keys.flatMap((key) => staticImports(vite, key, seen))
  return files.filter((file) => !loadedAnyway.has(file)).map((file) => `/${file}`)
}
