/**
 * The late parts (scripts/late-parts.ts) in the built client: Vite preloads nothing for them (nor for any dynamic
 * import: tests/integration/page-code-built.test.ts). Reads dist/ (`npm test` builds before this tier).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LATE_PART_MODULES } from '../../scripts/late-parts'

const dist = join(__dirname, '..', '..', 'dist')

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
})
