/**
 * Where the build keeps what it can reuse between builds: the encoded pictures (`images`, `photos`) and the Brotli and
 * gzip copies of the output (`compressed`). Every entry is named by a hash of what went into it, so a stale entry is
 * never served, only left unused; entries unused for `UNUSED_FOR_MS` are removed after a build, so the cache holds
 * what recent builds (any branch) used and does not grow for ever. BUILD_CACHE_DIR moves all of it (the bench's cold
 * builds start from an empty one).
 *
 * An entry is written beside its name and renamed into place: a build stopped halfway leaves no half file that the
 * next build would put in the site as a picture or a compressed page. A cache that cannot be read or written only
 * costs the time.
 *
 * A picture found in the cache is not read: it is put in the site as a hard link to the entry, as pnpm links its
 * store into node_modules (the photo test set's 661 files, 15.6 MB, took 230-310 ms of every warm build to copy
 * through the bundler, and 5-12 ms to link). An entry is only ever replaced by a rename, never written in place, so
 * a link in the site keeps the bytes it was made with. A tool that rewrote a picture in the site in place would
 * change the cache too, so entries are read-only; where the cache is on another disk, the picture is copied.
 */
import { chmod, copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

export const BUILD_CACHE_ENV = 'BUILD_CACHE_DIR'

export type BuildCacheKind = 'images' | 'photos' | 'compressed'

export function buildCacheDir(root: string, kind: BuildCacheKind): string {
  return join(process.env[BUILD_CACHE_ENV] ?? join(root, 'node_modules/.cache'), kind)
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Long enough to keep a branch a developer comes back to; the whole cache is a few tens of MB. */
export const UNUSED_FOR_MS = 30 * DAY_MS
/** A half-written entry this old belongs to a build that stopped (a running one renames its files within seconds). */
const PARTIAL_AFTER_MS = 60 * 60 * 1000
const PARTIAL = '.partial'

/** The entry's bytes, or null when there is none; a hit marks the entry used (its mtime), so pruning keeps it. */
export async function readCacheEntry(file: string): Promise<Buffer | null> {
  try {
    const bytes = await readFile(file)
    const now = new Date()
    await utimes(file, now, now).catch(() => undefined)
    return bytes
  } catch {
    return null
  }
}

/**
 * The entry's size in bytes, or null when there is none, without reading it; a hit marks the entry used, unless a
 * build marked it within the last day (pruning counts in weeks, and a warm build with the photo set finds 785).
 */
export async function findCacheEntry(file: string): Promise<number | null> {
  try {
    const info = await stat(file)
    const now = new Date()
    if (now.getTime() - info.mtimeMs > DAY_MS) await utimes(file, now, now).catch(() => undefined)
    // An entry an older build wrote writable: read-only from now on, like every new one.
    if (info.mode & 0o222) await chmod(file, READ_ONLY).catch(() => undefined)
    return info.size
  } catch {
    return null
  }
}

let partials = 0
const READ_ONLY = 0o444

/** Writes an entry whole or not at all. Rejects when the cache cannot be written (callers go on without it). */
export async function writeCacheEntry(file: string, bytes: Buffer | string): Promise<void> {
  const partial = `${file}.${process.pid}-${++partials}${PARTIAL}`
  await writeFile(partial, bytes, { mode: READ_ONLY })
  await rename(partial, file)
}

/** A file of the site that a build step made or found in its cache. */
export interface CachedOutput {
  /** Its path in the site. */
  fileName: string
  /** The cache entry that holds it. */
  cacheFile: string
  /** Its bytes when this build made it (and so has them); a file found in the cache is not read. */
  source?: Buffer
  bytes: number
  cached: boolean
}

/** The file's bytes (for a test or the dev server; a build links the entry instead). */
export async function outputBytes(file: CachedOutput): Promise<Buffer> {
  return file.source ?? readFile(file.cacheFile)
}

/** Puts the file in the site under `outDir`: a link to its cache entry, a copy across disks, else its bytes. */
export async function writeOutput(outDir: string, file: CachedOutput): Promise<void> {
  const target = join(outDir, file.fileName)
  await mkdir(dirname(target), { recursive: true })
  await rm(target, { force: true })
  try {
    await link(file.cacheFile, target)
  } catch {
    // Another disk (or no entry: a cache that could not be written). A copy is the site's own, so it stays writable.
    if (file.source) await writeFile(target, file.source)
    else {
      await copyFile(file.cacheFile, target)
      await chmod(target, 0o644)
    }
  }
}

/** Removes the entries of `dir` unused for `unusedFor` ms, and half-written ones left by a stopped build. */
export async function pruneBuildCache(dir: string, now = Date.now(), unusedFor = UNUSED_FOR_MS): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[])
  let removed = 0
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return
      const age = now - info.mtimeMs
      if (age > (name.endsWith(PARTIAL) ? PARTIAL_AFTER_MS : unusedFor)) {
        await rm(file, { force: true })
        removed += 1
      }
    }),
  )
  return removed
}
