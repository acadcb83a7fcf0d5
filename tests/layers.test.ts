/**
 * Imports point one way (DESIGN, project rules): routes -> components/features/hooks/pwa -> lib -> content/db/outbox,
 * and the worker (src/sw) never imports page code. Read from the import statements of every module under src/, so
 * an import that points the wrong way fails here with the file and the import.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = fileURLToPath(new URL('../src/', import.meta.url))

/** Every .ts/.tsx module under src/ (generated route tree included), as a path relative to src/. */
function modules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return modules(path)
    return /\.tsx?$/.test(entry.name) ? [relative(SRC, path).split('\\').join('/')] : []
  })
}

/** The specifiers a module imports: static imports (type-only ones too), re-exports and dynamic imports. */
function importSpecifiers(source: string): string[] {
  const found: string[] = []
  const patterns = [
    /^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+[^'"]*?\s+from\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!)
  return found
}

/** The src/-relative path a relative specifier names (without extension), or null for a package or a virtual module. */
function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  return posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.(tsx?|css\.ts)$/, '')
}

/** The top folder of a src/ path ("features", "lib"...), or the file itself at the top ("main", "config"). */
const layerOf = (path: string) => path.split('/')[0]!.replace(/\.tsx?$/, '')

const PAGE_CODE = [
  'routes',
  'components',
  'features',
  'hooks',
  'pwa',
  'main',
  'entry-server',
  'router',
  'routeTree.gen',
]

/** For each layer, the layers it must not import. */
const FORBIDDEN: Record<string, readonly string[]> = {
  sw: PAGE_CODE,
  lib: PAGE_CODE,
  content: [...PAGE_CODE, 'lib', 'sw'],
  db: [...PAGE_CODE, 'lib', 'sw'],
  outbox: [...PAGE_CODE, 'lib', 'sw', 'db'],
  styles: [...PAGE_CODE, 'lib', 'sw', 'db', 'outbox'],
  config: [...PAGE_CODE, 'lib', 'sw', 'db', 'outbox', 'content', 'styles'],
}

const graph = new Map(
  modules().map((path) => {
    const imports = importSpecifiers(readFileSync(join(SRC, path), 'utf8'))
      .map((specifier) => ({ specifier, target: resolved(path, specifier) }))
      .filter((entry): entry is { specifier: string; target: string } => entry.target !== null)
    return [path, imports] as const
  }),
)

describe('layers', () => {
  it('reads the import statements it checks', () => {
    expect(
      importSpecifiers(
        "import type { A } from './a'\nimport './b.css'\nexport { c } from '../c'\nconst d = () => import('./d')",
      ),
    ).toEqual(['./a', './b.css', '../c', './d'])
    // The worker is known to import the precache and the database: the graph must see that.
    expect(graph.get('sw/precache.ts')?.map((entry) => entry.target)).toContain('db/preferences')
  })

  it.each(Object.entries(FORBIDDEN))('%s imports none of the layers above it', (layer, forbidden) => {
    const wrong: string[] = []
    for (const [path, imports] of graph) {
      if (layerOf(path) !== layer) continue
      for (const { specifier, target } of imports)
        if (forbidden.includes(layerOf(target))) wrong.push(`${path} imports '${specifier}'`)
    }
    expect(wrong, `imports that point the wrong way (move the shared code down a layer)`).toEqual([])
  })

  it('has no import cycle between lib modules', () => {
    const lib = [...graph.keys()].filter((path) => layerOf(path) === 'lib')
    const key = (path: string) => path.replace(/\.tsx?$/, '')
    const edges = new Map(
      lib.map((path) => [
        key(path),
        graph
          .get(path)!
          .map((entry) => entry.target)
          .filter((target) => layerOf(target) === 'lib'),
      ]),
    )
    const cycles: string[] = []
    const visit = (node: string, trail: string[]) => {
      if (trail.includes(node)) {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' -> '))
        return
      }
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node])
    }
    for (const node of edges.keys()) visit(node, [])
    expect([...new Set(cycles)], 'lib modules that import each other').toEqual([])
  })
})
