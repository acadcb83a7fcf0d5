/**
 * The parts a page loads after it has hydrated are not preloaded (scripts/late-parts.ts): WebKit keeps a failed
 * preload's module as failed, so a part lost to a dropped signal could not come back. Checks the list against the
 * app's code and the built client (dist; `npm test` builds before the unit tests).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, extname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LATE_PART_MODULES, latePartChunks } from '../scripts/late-parts'

const root = join(__dirname, '..')
const dist = join(root, 'dist')

/**
 * The app's dynamic imports of code a page waits for: a page's parts (the lightbox, the tour page's second half, the
 * not-found page) and the blog's bodies. Their chunks stay preloaded. Route chunks are split by the router's plugin
 * and never written as import() in src.
 */
const PAGE_CODE = [
  'src/components/Lightbox.tsx',
  'src/components/NotFoundPage.tsx',
  'src/routes/-components/TourExpectations.tsx',
  'src/content/blog/bodies.ts',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Every module the app's code loads with `import('…')`, by path from the root. */
function dynamicallyImported(): Set<string> {
  const found = new Set<string>()
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/(?<![\w.])import\(\s*'([^']+)'\s*\)/g)) {
      if (!specifier.startsWith('.')) continue
      const base = resolve(dirname(file), specifier)
      const target = ['', '.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((path) => isFile(path))
      if (!target) throw new Error(`${relative(root, file)} imports ${specifier}, which was not found`)
      found.add(relative(root, target))
    }
  }
  return found
}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true

describe('the late parts', () => {
  it('are each loaded with import() by the app, and every other import() is code a page waits for', () => {
    const imported = dynamicallyImported()
    for (const module of LATE_PART_MODULES) expect(imported, `${module} is loaded with import()`).toContain(module)
    const unclassified = [...imported].filter(
      (module) => !LATE_PART_MODULES.includes(module) && !PAGE_CODE.includes(module),
    )
    expect(
      unclassified,
      'each new import(): in scripts/late-parts.ts if the page can do without it, else in PAGE_CODE here',
    ).toEqual([])
  })

  it('are found in the chunks of a build, by the chunk that holds each', () => {
    const chunks = LATE_PART_MODULES.map((module, index) => ({
      type: 'chunk' as const,
      fileName: `assets/part-${index}.js`,
      isEntry: false,
      moduleIds: [join(root, module), join(root, 'src/lib/shared.ts')],
    }))
    const entry = {
      type: 'chunk' as const,
      fileName: 'assets/app.js',
      isEntry: true,
      moduleIds: [join(root, 'src/main.tsx')],
    }
    expect([...latePartChunks([entry, ...chunks], root)].sort()).toEqual(chunks.map((chunk) => chunk.fileName).sort())
  })

  it('stop the build, naming the module, when one is in no chunk or in the entry', () => {
    const [first = '', ...rest] = LATE_PART_MODULES
    const chunks = rest.map((module) => ({
      type: 'chunk' as const,
      fileName: `assets/${basename(module, extname(module))}.js`,
      isEntry: false,
      moduleIds: [join(root, module)],
    }))
    expect(() => latePartChunks(chunks, root)).toThrow(`lists ${first}, which is in no chunk`)
    const entry = { type: 'chunk' as const, fileName: 'assets/app.js', isEntry: true, moduleIds: [join(root, first)] }
    expect(() => latePartChunks([entry, ...chunks], root)).toThrow(`lists ${first}, but it is in the entry chunk`)
  })
})

describe('the built client', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >
  const scripts = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dist, 'assets', name), 'utf8'))

  /** The chunk that holds a module: its own, or a shared one named after it (the outbox's delivery, preferences). */
  const chunkOf = (module: string) =>
    manifest[module]?.file ??
    Object.entries(manifest).find(
      ([key, chunk]) => key.startsWith('_') && chunk.name === basename(module, extname(module)),
    )?.[1].file

  /** What follows each `import()` of a chunk: Vite's preload list for it (`[]` when none). */
  const preloadsOf = (file: string) =>
    scripts.flatMap((code) =>
      [
        ...code.matchAll(
          new RegExp(
            `import\\(\`\\./${basename(file).replace(/[.$]/g, '\\$&')}\`\\)(?:\\.then\\(\\w+=>\\w+\\.\\w+\\))?,([^)]*\\))`,
            'g',
          ),
        ),
      ].map((match) => match[1]),
    )

  it.each(LATE_PART_MODULES)('preloads nothing for %s', (module) => {
    const file = chunkOf(module)
    expect(file, `the chunk of ${module} in dist/.vite/manifest.json`).toBeDefined()
    const preloads = preloadsOf(file as string)
    expect(preloads.length, `import() calls of ${file}`).toBeGreaterThan(0)
    expect(preloads).toEqual(preloads.map(() => '[])'))
  })

  it('still preloads what a page waits for: a route chunk and its own imports, together', () => {
    const tourPage = Object.values(manifest).find((chunk) => chunk.name === 'tours._slug')
    expect(tourPage).toBeDefined()
    const preloads = preloadsOf((tourPage as { file: string }).file)
    expect(preloads.length).toBeGreaterThan(0)
    for (const preload of preloads) expect(preload).toMatch(/^__vite__mapDeps\(\[\d+(,\d+)+\]\)/)
  })
})
