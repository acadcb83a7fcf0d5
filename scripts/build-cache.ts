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
 */
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

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

let partials = 0

/** Writes an entry whole or not at all. Rejects when the cache cannot be written (callers go on without it). */
export async function writeCacheEntry(file: string, bytes: Buffer | string): Promise<void> {
  const partial = `${file}.${process.pid}-${++partials}${PARTIAL}`
  await writeFile(partial, bytes)
  await rename(partial, file)
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
