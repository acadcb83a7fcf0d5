/** scripts/cloudflare-routes.ts: Cloudflare Pages' `_routes.json` depends on what the build makes, nothing else. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cloudflareRoutes } from '../scripts/cloudflare-routes'

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
})
