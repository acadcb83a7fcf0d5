/**
 * Turns Vite's build manifest into TanStack Router's asset manifest: the root route gets the entry script and
 * stylesheet, each route its own code-split chunks as modulepreload links, so a prerendered page loads its code
 * in parallel instead of in a waterfall.
 */
import type { Manifest as ViteManifest } from 'vite'

interface ManifestRoute {
  preloads?: string[]
  css?: string[]
  scripts?: Array<{ attrs: Record<string, string> }>
}

export interface RouterAssetManifest {
  routes: Record<string, ManifestRoute>
}

/** TanStack's flat file names to route ids: tours.$slug.tsx → /tours/$slug, blog.index.tsx → /blog/. */
export function routeIdFromFile(file: string): string {
  const name = file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '')
  if (name === '__root') return '__root__'
  if (name === 'index') return '/'
  return `/${name.split('.').map((segment) => (segment === 'index' ? '' : segment)).join('/')}`
}

function staticImports(vite: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = vite[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticImports(vite, child, seen))]
}

export function buildRouterManifest(vite: ViteManifest, entryKey = 'index.html'): RouterAssetManifest {
  const entry = vite[entryKey]
  if (!entry) throw new Error(`Vite manifest has no entry "${entryKey}"`)
  const entryFiles = new Set(staticImports(vite, entryKey))
  // With cssCodeSplit off, Vite lists the one stylesheet as its own manifest entry rather than on a chunk.
  const css = [
    ...new Set(Object.values(vite).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])])),
  ]
  const routes: Record<string, ManifestRoute> = {
    __root__: {
      preloads: [...entryFiles].filter((file) => file !== entry.file).map((file) => `/${file}`),
      css: css.map((file) => `/${file}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  }
  for (const [key, chunk] of Object.entries(vite)) {
    const match = /^(src\/routes\/[^?]+)\?tsr-split=component/.exec(key)
    if (!match?.[1] || !chunk.isDynamicEntry) continue
    const id = routeIdFromFile(match[1])
    const files = staticImports(vite, key).filter((file) => !entryFiles.has(file))
    routes[id] = { preloads: files.map((file) => `/${file}`) }
  }
  return { routes }
}
