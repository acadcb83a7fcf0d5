/**
 * Imports point one way (DESIGN, project rules): the tests over the build steps over the app, and within the app
 * entries (the page's, the worker's) -> router -> routes -> app shell -> features -> outbox -> shared components ->
 * hooks -> pwa -> boot -> lib -> db -> content -> styles -> config. Read from the import statements of every module
 * under src/, scripts/, functions/, tests/, e2e/ and e2e-engines/, so an import that points the wrong way, or two
 * modules that import each other however far round, fail here with the files and the imports. Two more views of the
 * same graph: the folders of src/ import each other one way too (a folder is where a reader looks for a layer), and
 * nothing the worker loads is page code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * The layers, highest first; paths from the project's root, a folder ending in '/'. A module belongs to the layer of
 * the longest path that holds it, and may import its own layer and those below it, never one above.
 */
const LAYERS: ReadonlyArray<{ layer: string; paths: readonly string[] }> = [
  // Test runners' configuration, then the tests: a browser-engine journey may use the e2e helpers, and both the unit
  // tests' support files.
  { layer: 'test config', paths: ['playwright.config.ts', 'playwright.engines.config.ts', 'vitest.config.ts'] },
  { layer: 'e2e-engines', paths: ['e2e-engines/'] },
  { layer: 'e2e', paths: ['e2e/'] },
  { layer: 'tests', paths: ['tests/'] },
  // The host's edge functions use the build's header rules (scripts/host-headers.ts) and the document routes.
  { layer: 'functions', paths: ['functions/'] },
  // The build and its steps: they read the app (the route data, the content's schema); the app never imports them.
  { layer: 'build', paths: ['vite.config.ts', 'scripts/'] },
  // What starts a page, the worker, or a render at build time, and the declarations of the build's virtual modules.
  {
    layer: 'entries',
    paths: ['src/main.tsx', 'src/sw/', 'src/entry-server.tsx', 'src/content-security.ts', 'src/vite-env.d.ts'],
  },
  // The app's composition: the router and its defaults, over the routes it is made of; the shell, the header and the
  // work started once the page has hydrated, which the root route and the entry use, under them.
  { layer: 'router', paths: ['src/router.tsx'] },
  { layer: 'route tree', paths: ['src/routeTree.gen.ts'] },
  { layer: 'routes', paths: ['src/routes/'] },
  { layer: 'app: shell, header, background work', paths: ['src/app/'] },
  { layer: 'features', paths: ['src/features/'] },
  // The outbox, one folder: its page part (status, store, submit, the page's deliveries) over its worker part over
  // its storage over what all three share (the request types, the EmailJS request). The forms use it; the worker
  // starts its worker part.
  { layer: 'outbox: page', paths: ['src/outbox/page/'] },
  { layer: 'outbox: worker', paths: ['src/outbox/worker/'] },
  { layer: 'outbox: storage', paths: ['src/outbox/storage/'] },
  { layer: 'outbox: shared', paths: ['src/outbox/'] },
  { layer: 'shared components', paths: ['src/components/'] },
  { layer: 'hooks', paths: ['src/hooks/'] },
  // The page's side of the worker: registration and install state. It reports; the app's shell shows toasts.
  { layer: 'pwa', paths: ['src/pwa/'] },
  // How a page boots (docs/boot.md): the parts the entry composes, and the signals the page's parts read (the shell
  // reports its parts hydrated and replays early input, a facade reads its frame's state, a late part waits).
  { layer: 'boot', paths: ['src/boot/'] },
  // What page and worker share (their messages, the picture choice) and small helpers.
  { layer: 'lib', paths: ['src/lib/'] },
  // The one IndexedDB database (both stores' schema, the preferences): the outbox's storage opens it.
  { layer: 'db', paths: ['src/db/'] },
  { layer: 'content', paths: ['src/content/'] },
  { layer: 'assets', paths: ['src/assets/'] },
  { layer: 'styles', paths: ['src/styles/'] },
  { layer: 'config', paths: ['src/config.ts', 'src/service-settings.ts'] },
]

/** Where modules are read, from the project's root. */
const FOLDERS = ['src', 'scripts', 'functions', 'tests', 'e2e', 'e2e-engines']
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'playwright.engines.config.ts']

/**
 * Modules whose import-looking text is not their own imports: the bench's framework floor writes a one-route app's
 * files (scripts/bench/framework-floor.mjs), and this test reads samples. Their imports that name no file are skipped.
 */
const IMPORTS_AS_TEXT = ['scripts/bench/framework-floor.mjs', 'tests/layers.test.ts']

/** Generated before the type check and the build (scripts/generate-route-tree.mjs): imported, maybe not there yet. */
const GENERATED = ['src/routeTree.gen.ts']

const isModule = (name: string) => /\.(tsx?|mts|mjs|js)$/.test(name)

function modules(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return []
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : modules(path)
    return isModule(entry.name) ? [path] : []
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

const isFile = (path: string) => statSync(join(ROOT, path), { throwIfNoEntry: false })?.isFile() === true

/** The file a relative specifier names, from the project's root; null for a package or a virtual module. */
function resolved(from: string, specifier: string): string | null | undefined {
  if (!specifier.startsWith('.')) return null
  const base = posix.normalize(posix.join(posix.dirname(from), specifier.replace(/\?.*$/, '')))
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'].map((e) => base + e)]
  if (base.endsWith('.js')) candidates.push(base.replace(/\.js$/, '.ts'))
  return candidates.find((path) => isFile(path) || GENERATED.includes(path))
}

interface Import {
  specifier: string
  target: string
}

/** Each module's imports of the project's own files. */
function readGraph(): { graph: Map<string, Import[]>; unfollowed: string[] } {
  const graph = new Map<string, Import[]>()
  const unfollowed: string[] = []
  const files = [...FOLDERS.flatMap(modules), ...ROOT_FILES.filter(isFile)]
  for (const path of files) {
    const imports: Import[] = []
    for (const specifier of importSpecifiers(readFileSync(join(ROOT, path), 'utf8'))) {
      const target = resolved(path, specifier)
      if (target) imports.push({ specifier, target })
      else if (target === undefined && !IMPORTS_AS_TEXT.includes(path)) unfollowed.push(`${path}: '${specifier}'`)
    }
    graph.set(path, imports)
  }
  return { graph, unfollowed }
}

/** The folders of src/ the worker must never load: the page's code. */
const PAGE_CODE = [
  'src/main.tsx',
  'src/app/',
  'src/routes/',
  'src/features/',
  'src/outbox/page/',
  'src/components/',
  'src/hooks/',
  'src/pwa/',
  'src/boot/',
]

/** The imports between the folders (and root files) of src/: each module stands for the entry of src/ it is in. */
function folderGraph(graph: ReadonlyMap<string, readonly Import[]>): Map<string, Import[]> {
  const folder = (path: string) => path.replace(/^(src\/[^/]+\/).*$/, '$1')
  const folders = new Map<string, Import[]>()
  for (const [path, imports] of graph) {
    if (!path.startsWith('src/')) continue
    const from = folder(path)
    const edges = folders.get(from) ?? []
    for (const { specifier, target } of imports) {
      const to = folder(target)
      if (to !== from && target.startsWith('src/') && !edges.some((edge) => edge.target === to))
        edges.push({ specifier, target: to })
    }
    folders.set(from, edges)
  }
  return folders
}

/** Every module `entry` loads, however far down, and itself. */
function reachableFrom(graph: ReadonlyMap<string, readonly Import[]>, entry: string): Set<string> {
  const seen = new Set([entry])
  const queue = [entry]
  while (queue.length > 0)
    for (const { target } of graph.get(queue.shift()!) ?? [])
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
  return seen
}

/** The index in LAYERS (0 highest) of the layer that holds a path: its longest matching path. */
function layerIndex(path: string, layers = LAYERS): number | undefined {
  let best: { index: number; length: number } | undefined
  layers.forEach(({ paths }, index) => {
    for (const layerPath of paths) {
      const holds = layerPath.endsWith('/') ? path.startsWith(layerPath) : path === layerPath
      if (holds && (!best || layerPath.length > best.length)) best = { index, length: layerPath.length }
    }
  })
  return best?.index
}

/** Every import from a module to a layer above its own, as "file imports 'specifier' (layer -> higher layer)". */
function upwardImports(graph: ReadonlyMap<string, readonly Import[]>, layers = LAYERS): string[] {
  const wrong: string[] = []
  for (const [path, imports] of graph) {
    const from = layerIndex(path, layers)
    if (from === undefined) continue
    for (const { specifier, target } of imports) {
      const to = layerIndex(target, layers)
      if (to !== undefined && to < from)
        wrong.push(`${path} imports '${specifier}' (${layers[from]!.layer} -> ${layers[to]!.layer})`)
    }
  }
  return wrong
}

/**
 * The import circles between files, one a group of modules that reach each other (Tarjan's strongly connected
 * components), each shown as one path round it: "a -> b -> a".
 */
function importCircles(graph: ReadonlyMap<string, readonly Import[]>): string[] {
  const next = (path: string) => [...new Set((graph.get(path) ?? []).map((entry) => entry.target))]
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const connect = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const target of next(node)) {
      if (!index.has(target)) {
        connect(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || next(node).includes(node)) groups.push(group)
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node)
  return groups.map((group) => {
    // A shortest way back to the group's first module (by name), through the group only.
    const members = new Set(group)
    const start = [...group].sort()[0]!
    const cameFrom = new Map<string, string>()
    const queue = [start]
    while (queue.length > 0) {
      const node = queue.shift()!
      for (const target of next(node).filter((t) => members.has(t))) {
        if (target === start) {
          const path = [start]
          for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at))
            path.splice(1, 0, at)
          return [...path, start].join(' -> ')
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, node)
          queue.push(target)
        }
      }
    }
    return group.join(', ')
  })
}

const { graph, unfollowed } = readGraph()

describe('layers', () => {
  it('reads the import statements it checks', () => {
    expect(
      importSpecifiers(
        "import type { A } from './a'\nimport './b.css'\nexport { c } from '../c'\nconst d = () => import('./d')",
      ),
    ).toEqual(['./a', './b.css', '../c', './d'])
    // Known imports, one of each kind, must be in the graph: a type-only one, a dynamic one, one from outside src/.
    const targets = (path: string) => graph.get(path)?.map((entry) => entry.target)
    expect(targets('src/sw/precache.ts')).toContain('src/db/preferences.ts')
    expect(targets('src/outbox/worker/background-sync.ts')).toContain('src/lib/worker-messages.ts')
    expect(targets('src/app/shell/ShellOverlays.tsx')).toContain('src/outbox/page/OutboxStatus.tsx')
    expect(targets('vite.config.ts')).toContain('scripts/late-parts.ts')
  })

  it('follows every relative import to a file', () => {
    expect(unfollowed, 'imports of files that are not there (or that this test cannot read)').toEqual([])
  })

  it('places every module and every entry of src/ in a layer', () => {
    const unplaced = [...graph.keys()].filter((path) => layerIndex(path) === undefined)
    const srcEntries = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .map((entry) => `src/${entry.name}${entry.isDirectory() ? '/' : ''}`)
      .filter((path) => path.endsWith('/') || isModule(path))
      .filter((path) => !LAYERS.some(({ paths }) => paths.some((layerPath) => layerPath.startsWith(path))))
    expect([...unplaced, ...srcEntries], 'modules in no layer: add them to LAYERS where they belong').toEqual([])
  })

  it('has no import from a layer to one above it', () => {
    expect(upwardImports(graph), 'imports that point the wrong way (move the shared code down a layer)').toEqual([])
  })

  it('has no import circle', () => {
    expect(importCircles(graph), 'modules that import each other (move what both need to a third module)').toEqual([])
  })

  it('has no circle between the folders of src/', () => {
    expect(
      importCircles(folderGraph(graph)),
      'folders of src/ that import each other: a folder holds one layer, so move the part that sits lower to a folder of its own',
    ).toEqual([])
  })

  it('keeps page code out of the worker', () => {
    const loaded = reachableFrom(graph, 'src/sw/sw.ts')
    expect(loaded.size, 'the worker and its parts, as read').toBeGreaterThan(5)
    const pageCode = [...loaded].filter((path) => PAGE_CODE.some((folder) => path.startsWith(folder)))
    expect(pageCode, 'modules the worker loads that belong to the page').toEqual([])
  })

  it('finds a wrong-way import and a circle where there is one', () => {
    const layers = [
      { layer: 'high', paths: ['high/'] },
      { layer: 'low', paths: ['low/'] },
    ]
    const sample = new Map<string, Import[]>([
      ['high/a.ts', [{ specifier: '../low/b', target: 'low/b.ts' }]],
      ['low/b.ts', [{ specifier: './c', target: 'low/c.ts' }]],
      ['low/c.ts', [{ specifier: '../high/a', target: 'high/a.ts' }]],
      ['low/d.ts', [{ specifier: './d', target: 'low/d.ts' }]],
    ])
    expect(upwardImports(sample, layers)).toEqual(["low/c.ts imports '../high/a' (low -> high)"])
    expect(importCircles(sample).sort()).toEqual([
      'high/a.ts -> low/b.ts -> low/c.ts -> high/a.ts',
      'low/d.ts -> low/d.ts',
    ])
    // Files that import one way can still make two folders import each other.
    const folders = new Map<string, Import[]>([
      ['src/top/a.ts', [{ specifier: '../low/b', target: 'src/low/b.ts' }]],
      ['src/low/b.ts', []],
      ['src/low/c.ts', [{ specifier: '../top/d', target: 'src/top/d.ts' }]],
      ['src/top/d.ts', [{ specifier: './e', target: 'src/top/e.ts' }]],
    ])
    expect(importCircles(folders)).toEqual([])
    expect(importCircles(folderGraph(folders))).toEqual(['src/low/ -> src/top/ -> src/low/'])
    expect([...reachableFrom(folders, 'src/low/c.ts')].sort()).toEqual(['src/low/c.ts', 'src/top/d.ts', 'src/top/e.ts'])
  })
})
