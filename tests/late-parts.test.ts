/**
 * The parts a page loads after it has hydrated are not preloaded (scripts/late-parts.ts): WebKit keeps a failed
 * preload's module as failed, so a part lost to a dropped signal could not come back. Checks the list against the
 * app's code (the built client: tests/integration/late-parts-built.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, extname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LATE_PART_MODULES, latePartChunks } from '../scripts/late-parts'

const root = join(__dirname, '..')

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
