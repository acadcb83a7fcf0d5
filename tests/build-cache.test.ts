/**
 * The build's caches (scripts/build-cache.ts): an entry is written whole or not at all, a hit marks it used, and
 * pruning removes only what no recent build used and what a stopped build left half written.
 */
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BUILD_CACHE_ENV,
  buildCacheDir,
  findCacheEntry,
  pruneBuildCache,
  readCacheEntry,
  UNUSED_FOR_MS,
  writeCacheEntry,
  writeOutput,
} from '../scripts/build-cache'
import { tempFolders } from './support/temp-folders'

const folder = tempFolders('build-cache')
afterEach(() => {
  delete process.env[BUILD_CACHE_ENV]
})

const DAY = 24 * 60 * 60 * 1000
async function age(file: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms)
  await utimes(file, then, then)
}

describe('build cache', () => {
  it('lives under node_modules/.cache, or wherever BUILD_CACHE_DIR says, one folder per kind', () => {
    expect(buildCacheDir('/site', 'compressed')).toBe('/site/node_modules/.cache/compressed')
    process.env[BUILD_CACHE_ENV] = '/elsewhere'
    expect(buildCacheDir('/site', 'photos')).toBe('/elsewhere/photos')
  })

  it('writes an entry whole, with no half file beside it, and reads it back', async () => {
    const dir = await folder()
    await writeCacheEntry(join(dir, 'a.webp'), Buffer.from('picture'))
    expect(await readdir(dir)).toEqual(['a.webp'])
    expect((await readCacheEntry(join(dir, 'a.webp')))?.toString()).toBe('picture')
    expect(await readCacheEntry(join(dir, 'missing.webp'))).toBeNull()
  })

  it('finds an entry by its size without reading it, marks it used, and keeps every entry read-only', async () => {
    const dir = await folder()
    const entry = join(dir, 'b.avif')
    await writeCacheEntry(entry, Buffer.from('eleven byte'))
    expect((await stat(entry)).mode & 0o777).toBe(0o444)
    await age(entry, 2 * DAY)
    expect(await findCacheEntry(entry)).toBe(11)
    expect((await stat(entry)).mtimeMs).toBeGreaterThan(Date.now() - DAY)
    // Marked within the last day: left as it is.
    await age(entry, DAY / 2)
    const marked = (await stat(entry)).mtimeMs
    expect(await findCacheEntry(entry)).toBe(11)
    expect((await stat(entry)).mtimeMs).toBe(marked)
    expect(await findCacheEntry(join(dir, 'missing.avif'))).toBeNull()
    // An entry an older build left writable is made read-only when found.
    const older = join(dir, 'older.avif')
    await writeFile(older, 'x')
    await findCacheEntry(older)
    expect((await stat(older)).mode & 0o777).toBe(0o444)
  })

  it('puts a found entry in the site as a link to it, replacing what the folder held, and a new one from its bytes', async () => {
    const cache = await folder()
    const site = await folder()
    const entry = join(cache, 'c.webp')
    await writeCacheEntry(entry, Buffer.from('from the cache'))
    await mkdir(join(site, 'images'))
    await writeFile(join(site, 'images/c-640.webp'), 'an older build')
    await writeOutput(site, { fileName: 'images/c-640.webp', cacheFile: entry, bytes: 14, cached: true })
    const placed = await stat(join(site, 'images/c-640.webp'))
    expect(placed.ino).toBe((await stat(entry)).ino)
    expect(await readFile(join(site, 'images/c-640.webp'), 'utf8')).toBe('from the cache')

    // A cache that could not keep a new file: the site gets the bytes this build made, in a folder it makes.
    await writeOutput(site, {
      fileName: 'images/new/d-320.webp',
      cacheFile: join(cache, 'never-written.webp'),
      source: Buffer.from('fresh'),
      bytes: 5,
      cached: false,
    })
    expect(await readFile(join(site, 'images/new/d-320.webp'), 'utf8')).toBe('fresh')
  })

  it('rejects a write it cannot make, so the caller can go on without the cache', async () => {
    const dir = await folder()
    await writeFile(join(dir, 'file'), 'x')
    await expect(writeCacheEntry(join(dir, 'file', 'a.webp'), 'y')).rejects.toThrow()
  })

  it('keeps what a recent build used and removes what none has used for a month, and half files of a stopped build', async () => {
    const dir = await folder()
    const used = join(dir, 'used.br')
    const unused = join(dir, 'unused.br')
    const recent = join(dir, 'recent.br')
    const stopped = join(dir, 'old.br.123-1.partial')
    const writing = join(dir, 'new.br.456-1.partial')
    for (const file of [used, unused, recent, stopped, writing]) await writeFile(file, 'x')
    await age(used, UNUSED_FOR_MS + DAY)
    await age(unused, UNUSED_FOR_MS + DAY)
    await age(recent, UNUSED_FOR_MS - DAY)
    await age(stopped, 2 * 60 * 60 * 1000)

    await readCacheEntry(used)
    expect((await stat(used)).mtimeMs).toBeGreaterThan(Date.now() - DAY)
    expect(await pruneBuildCache(dir)).toBe(2)
    expect((await readdir(dir)).sort()).toEqual(['new.br.456-1.partial', 'recent.br', 'used.br'])
  })

  it('prunes a cache that does not exist yet without failing', async () => {
    expect(await pruneBuildCache(join(await folder(), 'never-made'))).toBe(0)
  })
})
