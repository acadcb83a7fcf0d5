/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the client build, once, at the best
 * settings, so that a server sends each file in the smallest encoding the browser accepts without compressing it on
 * every request (nginx's `brotli_static`/`gzip_static`; our own server, scripts/host-plugin.ts; a CDN compresses on
 * its own and ignores them). Brotli at quality 11 makes the pages 15% smaller than gzip: the home page's HTML, with its
 * critical CSS, then fits in TCP's first round trip (decision 0014).
 *
 * Runs after every other step of the client build (the prerender and the service worker write files too). Quality 11
 * is slow (a large share of a warm build; measured 2026-11-26 in docs/journal/0015-photos.md), so each file's copies
 * are kept in a cache under a hash of the file's bytes and the compressors' versions: a rebuild compresses only the
 * files that changed, and writes the same bytes a fresh compression would.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { afterClientBuild } from './after-client-build.ts'
import { buildCacheDir, pruneBuildCache, readCacheEntry, writeCacheEntry } from './build-cache.ts'

/** The kinds of file worth compressing (pictures are compressed already). */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|xml|txt)$/
/** Below this, compression saves less than a packet and the headers it costs. */
export const MIN_BYTES = 1024

export const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The encodings of ENCODINGS a request's Accept-Encoding allows (any q-value above 0), best first. */
export function acceptedEncodings(acceptEncoding: string | string[] | undefined): Array<(typeof ENCODINGS)[number]> {
  const allowed = new Set<string>()
  for (const part of String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    if (q === undefined || Number(q.slice(2)) > 0) allowed.add(name)
  }
  return ENCODINGS.filter(({ name }) => allowed.has(name))
}

/** The cache's name for a file's copies: its bytes, the settings below and the compressors that made them. */
const CACHE_VERSION = `br${process.versions.brotli}-q${constants.BROTLI_MAX_QUALITY}-text.gz${process.versions.zlib}-9`
function cacheKey(source: Buffer): string {
  return createHash('sha256').update(CACHE_VERSION).update(source).digest('hex')
}

async function compressed(
  source: Buffer,
  cacheDir: string | undefined,
): Promise<{ br: Buffer; gz: Buffer; cached: boolean }> {
  const entry = cacheDir && join(cacheDir, cacheKey(source))
  if (entry) {
    const [br, gz] = await Promise.all([readCacheEntry(`${entry}.br`), readCacheEntry(`${entry}.gz`)])
    if (br && gz) return { br, gz, cached: true }
  }
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ])
  if (entry)
    await Promise.all([writeCacheEntry(`${entry}.br`, br), writeCacheEntry(`${entry}.gz`, gz)]).catch(() => undefined)
  return { br, gz, cached: false }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes the compressed copies of every compressible file under `dir` (build metadata in `.vite/` left out), taking
 * them from `cacheDir` where it has them.
 */
export async function precompress(
  dir: string,
  cacheDir?: string,
): Promise<{ files: number; bytes: number; brotliBytes: number; fromCache: number }> {
  if (cacheDir) await mkdir(cacheDir, { recursive: true }).catch(() => undefined)
  const files = (await filesUnder(dir)).filter(
    (file) => COMPRESSIBLE.test(file) && !relative(dir, file).startsWith('.vite'),
  )
  let bytes = 0
  let brotliBytes = 0
  let written = 0
  let fromCache = 0
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file)
      if (source.byteLength < MIN_BYTES) return
      const { br, gz, cached } = await compressed(source, cacheDir)
      if (cached) fromCache += 1
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      written += 1
      bytes += source.byteLength
      brotliBytes += br.byteLength
    }),
  )
  return { files: written, bytes, brotliBytes, fromCache }
}

export function precompressPlugin(): Plugin {
  return afterClientBuild({
    name: 'cat-tours:precompress',
    order: 'post',
    async run(outDir, config) {
      const cacheDir = buildCacheDir(config.root, 'compressed')
      const { files, bytes, brotliBytes, fromCache } = await precompress(outDir, cacheDir)
      await pruneBuildCache(cacheDir)
      return `precompressed ${files} files (${fromCache} from cache): ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB Brotli`
    },
  })
}
