/** scripts/cloudflare-routes.ts: Cloudflare Pages' `_routes.json` depends on what the build makes, nothing else. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cloudflareRoutes } from '../scripts/cloudflare-routes'
import { FUNCTIONS_PREFIX } from '../scripts/host-headers'

const root = mkdtempSync(join(tmpdir(), 'cloudflare-routes-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function outDir(name: string, files: string[]): string {
  const dir = join(root, name)
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), '')
  }
  return dir
}

const built = ['index.html', 'blog.html', 'blog/posts/1.html', 'images/hero-home-640.webp', 'assets/app.js']
const documents = ['index.html', 'blog.html', 'blog/posts/1.html']

describe('Cloudflare Pages routes', () => {
  it('leave every file and folder that is not a document to static serving, and the worker', async () => {
    const dir = outDir('fresh', [...built, 'favicon.svg', 'manifest.webmanifest', '_headers'])
    expect(JSON.parse(await cloudflareRoutes(dir, documents))).toEqual({
      version: 1,
      include: ['/*'],
      exclude: ['/assets/*', '/favicon.svg', '/images/*', '/manifest.webmanifest', '/sw.js'],
    })
  })

  it('are the same when the folder still holds the previous build’s compressed copies', async () => {
    const fresh = outDir('first', [...built, 'manifest.webmanifest'])
    const reused = outDir('again', [
      ...built,
      'manifest.webmanifest',
      'manifest.webmanifest.br',
      'manifest.webmanifest.gz',
      'sw.js',
      'sw.js.br',
      'index.html.br',
    ])
    expect(await cloudflareRoutes(reused, documents)).toBe(await cloudflareRoutes(fresh, documents))
  })

  it('send the functions’ paths (the editor’s sign-in) to the functions, even with a folder of that name built', async () => {
    const dir = outDir('with-api', [...built, 'api/readme.txt', 'apiary/notes.txt'])
    const routes = JSON.parse(await cloudflareRoutes(dir, documents)) as { include: string[]; exclude: string[] }
    // Pages' rule: a path runs the functions when an include rule matches it and no exclude rule does.
    const matches = (rule: string, path: string) =>
      rule.endsWith('/*') ? path.startsWith(rule.slice(0, -1)) : path === rule
    const runsFunctions = (path: string) =>
      routes.include.some((rule) => matches(rule, path)) && !routes.exclude.some((rule) => matches(rule, path))
    expect(FUNCTIONS_PREFIX).toBe('/api/')
    for (const path of ['/api/auth', '/api/callback']) expect(runsFunctions(path), path).toBe(true)
    expect(runsFunctions('/apiary/notes.txt')).toBe(false)
    // Wrangler refuses overlapping include rules, so `/api/*` is not listed beside `/*`: that one covers it.
    expect(routes.include).toEqual(['/*'])
  })
})
