/**
 * The pages' inline scripts are ordinary typed modules (src/boot/early-input-script.ts, src/boot/bootstrap-script.ts)
 * that the build compiles (scripts/inline-script.ts): never a function's source text, which is whatever the tool
 * that loaded the function made of it, with the names it was written with. Their behaviour is checked in
 * tests/early-input.test.ts and tests/bootstrap-script.test.ts; here, what holds for both.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bootstrapScript } from '../scripts/bootstrap-script'
import { earlyInputScript } from '../scripts/early-input'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The inline scripts' modules, and the only modules they may import: constants the app shares with them. */
const INLINE_MODULES = ['src/boot/early-input-script.ts', 'src/boot/bootstrap-script.ts']
const SHARED_CONSTANTS = ['src/boot/early-input.ts', 'src/boot/early-install-prompt.ts']

/** A function's source put in a string: `${fn.toString()}`, a template that calls what it interpolates, the method. */
const FUNCTION_TEXT = /\$\{\s*[\w$.]+\.toString\(\)\s*\}|\(\$\{[^}]+\}\)\(|Function\.prototype\.toString/

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(tsx?|mts|mjs|js)$/.test(entry.name) ? [path] : []
  })
}

const compiled = async () => [await earlyInputScript(), await bootstrapScript('/e.js', ['/p.js'], '/s.css')]

describe('the inline scripts', () => {
  it('are not written from a function’s text anywhere in the build or the app', () => {
    // Samples of source, with #{ for a template's ${.
    const finds = (sample: string) => FUNCTION_TEXT.test(sample.replaceAll('#{', '${'))
    expect(finds('const source = `(#{earlyInput.toString()})(window)`')).toBe(true)
    expect(finds('`(#{String(bootstrap)})(load)`')).toBe(true)
    expect(finds('const hex = code.toString(16)')).toBe(false)
    expect(finds('`.#{String(key)}`')).toBe(false)
    const found = [...sources('scripts'), ...sources('src'), 'vite.config.ts'].filter((path) =>
      FUNCTION_TEXT.test(readFileSync(join(ROOT, path), 'utf8')),
    )
    expect(found, 'write the script as a module under src/boot/ and compile it (scripts/inline-script.ts)').toEqual([])
  })

  it('import only the constants they share with the app', () => {
    for (const module of INLINE_MODULES) {
      const source = readFileSync(join(ROOT, module), 'utf8')
      const imports = [...source.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) =>
        posix.normalize(posix.join(posix.dirname(module), match[1]!)),
      )
      expect(imports.length, module).toBeGreaterThan(0)
      for (const target of imports) expect(SHARED_CONSTANTS, `${module} imports ${target}`).toContain(target)
    }
  })

  it('compile to the same bytes every time, with nothing of the machine that built them', async () => {
    const first = await compiled()
    expect(await compiled()).toEqual(first)
    for (const text of first) {
      expect(text).not.toContain(ROOT.replace(/\/$/, ''))
      expect(text).not.toMatch(/\/\/|\/\*|\bsrc\/|sourceMappingURL/)
    }
  })
})
