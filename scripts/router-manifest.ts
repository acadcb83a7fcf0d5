/**
 * Gives TanStack Router its asset manifest, and puts in the page its one inline bootstrap
 * script (src/boot/bootstrap-script.ts, compiled by scripts/bootstrap-script.ts), which completes the page's critical CSS (scripts/critical-css.ts) with the rest of the stylesheet and
 * starts the app only after the prerendered page has painted (decision 0012). The manifest holds neither: the
 * stylesheet as an asset, React would link it at hydration and the browser would restyle the whole page; the
 * script as an asset, the router would also serialize its text into the page's state, 1.2 KB gzip more per page.
 * So the router's manifest is the same for every build, the root route with no preloads, stylesheet or scripts:
 * `buildRouterManifest` only checks that Vite's manifest has the entry, and returns that constant.
 * The prerender puts the script at the end of the body (`withBootstrap`).
 * No modulepreload links go into the HTML: fetched before the first paint, they would compete with the page and
 * its hero picture for the connection. The bootstrap preloads the entry's static imports once the page has
 * painted; the entry preloads the page's own code (named on the bootstrap's element, scripts/page-code.ts) as it
 * starts the page's routes.
 */
import type { Manifest as ViteManifest } from 'vite'
import { PAGE_CODE_ATTR } from '../src/boot/page-code.ts'
import { bootstrapScript } from './bootstrap-script.ts'

interface ManifestRoute {
  preloads?: string[]
  css?: string[]
  scripts?: Array<{ attrs: Record<string, string>; children?: string }>
}

export interface RouterAssetManifest {
  routes: Record<string, ManifestRoute>
}

/** TanStack's flat file names to route ids: tours.$slug.tsx → /tours/$slug, blog.index.tsx → /blog/. */
export function routeIdFromFile(file: string): string {
  const name = file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '')
  if (name === '__root') return '__root__'
  if (name === 'index') return '/'
  return `/${name
    .split('.')
    .map((segment) => (segment === 'index' ? '' : segment))
    .join('/')}`
}

/**
 * The route file whose split-off code a client manifest key holds (TanStack's code splitting names such a module
 * `src/routes/<file>?tsr-split=<parts>`), or null for any other module.
 */
export function routeFileOfChunk(key: string): string | null {
  return /^(src\/routes\/[^?]+)\?tsr-split=/.exec(key)?.[1] ?? null
}

/** A chunk's file and, recursively, the files of its static imports (each key once). */
export function staticImports(vite: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = vite[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticImports(vite, child, seen))]
}

/** The site stylesheet's URL (none in an app without CSS). With cssCodeSplit off there is one, as its own entry. */
export function siteStylesheet(vite: ViteManifest): string | null {
  const css = [
    ...new Set(
      Object.values(vite).flatMap((chunk) => [
        ...(chunk.css ?? []),
        ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
      ]),
    ),
  ]
  if (css.length > 1) throw new Error(`Expected one stylesheet in the build, found ${css.length}: ${css.join(', ')}`)
  return css[0] ? `/${css[0]}` : null
}

export function buildRouterManifest(vite: ViteManifest, entryKey = 'index.html'): RouterAssetManifest {
  if (!vite[entryKey]) throw new Error(`Vite manifest has no entry "${entryKey}"`)
  return { routes: { __root__: {} } }
}

/** What the bootstrap script of a build loads: its entry, the entry's static imports and the site stylesheet. */
export function bootstrapInputs(
  vite: ViteManifest,
  entryKey = 'index.html',
): { entry: string; preloads: string[]; stylesheet: string | null } {
  const entry = vite[entryKey]
  if (!entry) throw new Error(`Vite manifest has no entry "${entryKey}"`)
  const preloads = [...new Set(staticImports(vite, entryKey))]
    .filter((file) => file !== entry.file)
    .map((file) => `/${file}`)
  return { entry: `/${entry.file}`, preloads, stylesheet: siteStylesheet(vite) }
}

/** The bootstrap script of a build (scripts/bootstrap-script.ts). */
export async function bootstrapFor(vite: ViteManifest, entryKey = 'index.html'): Promise<string> {
  const { entry, preloads, stylesheet } = bootstrapInputs(vite, entryKey)
  return bootstrapScript(entry, preloads, stylesheet)
}

/**
 * A prerendered page with the bootstrap script as the last element of its body, naming the page's own code (URLs
 * from scripts/page-code.ts) on its element.
 */
export function withBootstrap(html: string, script: string, pageCode: readonly string[] = []): string {
  const end = html.lastIndexOf('</body>')
  if (end === -1) throw new Error('The page has no </body> for the bootstrap script')
  const attr = pageCode.length > 0 ? ` ${PAGE_CODE_ATTR}="${pageCode.join(' ')}"` : ''
  return `${html.slice(0, end)}<script${attr}>${script}</script>${html.slice(end)}`
}
