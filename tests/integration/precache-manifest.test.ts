/**
 * Reads the precache list of the built worker (dist/sw.js; `npm test` builds before the unit tests) and
 * checks that the whole site is in it, once, with nothing that has no business there.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allPages, postPages } from '../../src/content/page-files'
import { buildCacheDir } from '../../scripts/build-cache'
import { MAX_PRECACHE_FILE_BYTES } from '../../scripts/pwa-options'

const dist = join(__dirname, '..', '..', 'dist')
const TEN_MB = 10 * 1024 * 1024

interface Entry {
  url: string
  revision: string | null
}

function precacheList(): Entry[] {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8')
  const match = /\[\{"revision":.*?\}\]/s.exec(worker)
  if (!match) throw new Error('No precache manifest found in dist/sw.js')
  return JSON.parse(match[0]) as Entry[]
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(dist, path)]
  })
}

/** Where a precached URL's bytes live in dist. */
function fileOf(url: string): string {
  if (url === '/') return 'index.html'
  const post = /^\/blog\?post=(\d+)$/.exec(url)
  if (post) return `blog/posts/${post[1]}.html`
  if (url.startsWith('/') && !/\.[a-z0-9]+$/.test(url)) return `${url.slice(1)}.html`
  return url.replace(/^\//, '')
}

describe('the built service worker precache', () => {
  const entries = precacheList()
  const urls = entries.map((entry) => entry.url)

  it('holds every page of the route table at its canonical URL', () => {
    for (const page of allPages) expect(urls).toContain(page.path)
  })

  it('holds every blog post view and the not-found page', () => {
    for (const post of postPages) expect(urls).toContain(post.href)
    expect(urls).toContain('/404.html')
  })

  it('holds every script, stylesheet, icon and image variant of the build', () => {
    const needed = filesUnder(dist).filter(
      (file) =>
        /\.(js|css|png|webp|avif|svg|woff2)$/.test(file) &&
        file !== 'sw.js' &&
        !file.startsWith('screenshots/') &&
        // The owner's editor is no part of the guests' app (decision 0025).
        !file.startsWith('admin/') &&
        file !== 'og-image.png',
    )
    expect(needed.length).toBeGreaterThan(20)
    const cached = new Set(urls.map(fileOf))
    expect(needed.filter((file) => !cached.has(file))).toEqual([])
  })

  it('holds nothing of the owner’s editor (admin/), which the build writes beside the app', () => {
    expect(filesUnder(dist).filter((file) => file.startsWith('admin/')).length).toBeGreaterThan(2)
    expect(urls.filter((url) => /(^|\/)admin(\/|$)/.test(url))).toEqual([])
  })

  it('versions each picture by the build-cache entry it was put in the site from, so its bytes and revision go together', () => {
    const pictures = entries.filter((entry) => entry.url.startsWith('images/'))
    expect(pictures.length).toBeGreaterThan(20)
    const root = join(__dirname, '..', '..')
    // The cache the build used: the same BUILD_CACHE_DIR as this run (npm test builds, then runs this).
    const dirs = [buildCacheDir(root, 'images'), buildCacheDir(root, 'photos')]
    const problems = pictures.flatMap((entry) => {
      const cached = dirs.map((dir) => join(dir, entry.revision ?? '')).find((file) => existsSync(file))
      if (!cached)
        return [`${entry.url}: no entry ${entry.revision} in ${dirs.join(' or ')} (built with another cache?)`]
      return readFileSync(cached).equals(readFileSync(join(dist, entry.url)))
        ? []
        : [`${entry.url}: its bytes differ from its entry ${entry.revision}`]
    })
    expect(problems).toEqual([])
    expect(new Set(pictures.map((entry) => entry.revision)).size).toBe(pictures.length)
  })

  it('lists nothing twice', () => {
    // Every listing of a URL after its first.
    const twice = urls.filter((url, index) => urls.indexOf(url) !== index)
    expect(twice).toEqual([])
  })

  it('holds no source map, host file or build metadata', () => {
    expect(urls.filter((url) => /\.map$|_redirects|_headers|\.vite\//.test(url))).toEqual([])
  })

  it('holds no file above the size limit, and stays under 10 MB in all', () => {
    const sizes = urls.map((url) => ({ url, bytes: statSync(join(dist, fileOf(url))).size }))
    expect(sizes.filter((file) => file.bytes > MAX_PRECACHE_FILE_BYTES)).toEqual([])
    expect(sizes.reduce((sum, file) => sum + file.bytes, 0)).toBeLessThan(TEN_MB)
  })
})
