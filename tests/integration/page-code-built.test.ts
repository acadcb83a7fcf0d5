/**
 * The built client names each page's own code on the page (scripts/page-code.ts): no chunk carries a preload list
 * for its dynamic imports, and every prerendered document's bootstrap script names its route's chunk and that
 * chunk's imports, files the build wrote. Reads dist/ (`npm test` builds before this tier).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_CODE_ATTR } from '../../src/boot/page-code'

const dist = join(__dirname, '..', '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>

/** Every prerendered document (the owner's editor is not the app's). */
function documents(folder = dist): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : documents(path)
    return entry.name.endsWith('.html') ? [relative(dist, path)] : []
  })
}

/** The URLs the document's bootstrap script names as the page's code. */
function pageCode(document: string): string[] {
  const html = readFileSync(join(dist, document), 'utf8')
  const found = [...html.matchAll(new RegExp(`<script ${PAGE_CODE_ATTR}="([^"]*)">`, 'g'))]
  expect(found, `${document}: one bootstrap script naming the page's code`).toHaveLength(1)
  return found[0]![1]!.split(' ')
}

/** The file of the chunk Vite built from a module (its key in the manifest starts so). */
const chunkOf = (key: string) => `/${Object.entries(manifest).find(([name]) => name.startsWith(key))?.[1].file}`

describe("the built pages' own code", () => {
  it('comes with no dynamic import: no chunk lists what to preload for one', () => {
    const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    for (const name of scripts) {
      expect(readFileSync(join(dist, 'assets', name), 'utf8'), name).not.toContain('__vite__mapDeps')
    }
  })

  it.each(documents())('is named on %s, in files the build wrote', (document) => {
    for (const url of pageCode(document)) expect(existsSync(join(dist, url)), url).toBe(true)
  })

  it.each([
    ['index.html', 'src/routes/index.tsx?tsr-split='],
    ['tours/brooklyn-heights.html', 'src/routes/tours.$slug.tsx?tsr-split='],
    ['blog.html', 'src/routes/blog.index.tsx?tsr-split='],
    ['blog/posts/1.html', 'src/routes/blog.index.tsx?tsr-split='],
    ['404.html', 'src/components/NotFoundPage.tsx'],
  ])("names on %s the chunk of its route (%s) and that chunk's imports", (document, key) => {
    const code = pageCode(document)
    expect(code[0]).toBe(chunkOf(key))
    const route = Object.entries(manifest).find(([name]) => name.startsWith(key))![1]
    for (const child of route.imports ?? []) {
      const file = `/${manifest[child]!.file}`
      // What the entry loads on every page is left out (the app, the router, ReactDOM).
      if (!/\/(app|router|react-dom|rolldown-runtime)-/.test(file)) expect(code, document).toContain(file)
    }
  })
})
