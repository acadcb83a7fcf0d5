/**
 * The page part of the shell reports that it has hydrated from its hero (src/components/PageHero.tsx,
 * src/boot/app-hydrated.ts): the router hydrates a page inside a Suspense boundary of its own, so only a component in
 * the page can tell. Every route's page, the not-found page and the error screen must therefore render `PageHero`;
 * one that does not would keep the worker and the outbox waiting for their 10 s fallback.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = fileURLToPath(new URL('../src/', import.meta.url))
const read = (file: string) => readFileSync(join(SRC, file), 'utf8')

/** Whether `file`, or a module of src/routes/ or src/components/ it imports (however far), renders `<PageHero`. */
function rendersHero(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  const source = read(file)
  if (/<PageHero[\s>]/.test(source)) return true
  return [...source.matchAll(/from '(\.[^']+)'/g)]
    .map((match) => normalize(join(dirname(file), match[1]!)))
    .filter((target) => /^(routes|components)\//.test(target) && !target.endsWith('.css'))
    .flatMap((target) => [`${target}.tsx`, `${target}.ts`])
    .some((target) => {
      try {
        return rendersHero(target, seen)
      } catch {
        return false
      }
    })
}

describe('every page reports its own hydration', () => {
  const routeFiles = readdirSync(join(SRC, 'routes')).filter((name) => name.endsWith('.tsx') && name !== '__root.tsx')

  it('reads the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(10)
  })

  it.each(routeFiles)('routes/%s renders PageHero', (name) => {
    expect(rendersHero(`routes/${name}`), `routes/${name} renders no PageHero, so its page never reports`).toBe(true)
  })

  it.each(['components/NotFoundPage.tsx', 'components/ErrorScreen.tsx'])('%s renders PageHero', (file) => {
    expect(rendersHero(file)).toBe(true)
  })

  it('PageHero reports the page', () => {
    expect(read('components/PageHero.tsx')).toMatch(/<ReportHydrated part="page" \/>/)
  })

  it('finds a page without a hero', () => {
    expect(rendersHero('components/Tooltip.tsx')).toBe(false)
  })
})
