#!/usr/bin/env node
// @ts-check
/**
 * Makes a realistic photograph set for the tests and the benchmark (issue 19, item 4): one photo per image slot
 * of the site (src/content/images.ts, all but the fallback cats), cut from the photographic wallpapers of three
 * free Debian packages, with EXIF like a phone's (orientation with the pixels stored turned, GPS in New York,
 * make, model, date) and a manifest.json the photo pipeline reads. Nothing it makes is committed: the default
 * output folder, .tmp/, is git-ignored, and the photos belong to their authors (credits in the manifest).
 *
 *   node scripts/photo-set/make.mjs [--out .tmp/photo-set] [--count N] [--list-sources] [--no-install]
 *
 * --count N      N photos instead of one per slot: fewer gives the first N of the full set, more adds
 *                extra-001... photos that fill no slot (`use: []`).
 * --list-sources lists every wallpaper of the packages, measured, with why it is used or not, and exits.
 * --no-install   fails instead of installing missing packages (the unit test runs it so).
 *
 * Deterministic (a fixed seed; the same sources, sharp and script give the same bytes) and cached: when the
 * output folder holds a complete set made by this same script with the same options, images list and sources,
 * it says so and exits.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { ensurePackages } from './packages.mjs'
import { planPhotos, photoSlots } from './plan.mjs'
import { renderSource } from './render.mjs'
import { PACKAGES, classify, findCandidates } from './sources.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const IMAGES_TS = path.join(root, 'src/content/images.ts')
const STAMP = '.photo-set.json'
const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const log = (/** @type {string} */ line) => console.log(`[photo-set] ${line}`)

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: '.tmp/photo-set' },
    count: { type: 'string' },
    'list-sources': { type: 'boolean', default: false },
    'no-install': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (args.help) {
  console.log('node scripts/photo-set/make.mjs [--out .tmp/photo-set] [--count N] [--list-sources] [--no-install]')
  process.exit(0)
}
const count = args.count === undefined ? null : Number(args.count)
if (count !== null && !(Number.isInteger(count) && count > 0 && count <= 500))
  fail(`--count must be a whole number from 1 to 500, not ${args.count}`)
const out = path.resolve(args.out ?? '.tmp/photo-set')

try {
  await main()
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

async function main() {
  // What the set depends on besides the sources: this script's code, the encoder, the slot list and the options.
  const key = {
    script: hash(
      readdirSync(import.meta.dirname)
        .filter((f) => f.endsWith('.mjs'))
        .sort()
        .map((f) => f + readFileSync(path.join(import.meta.dirname, f), 'utf8')),
    ),
    sharp: `${sharp.versions.sharp} libvips ${sharp.versions.vips}`,
    images: hash([readFileSync(IMAGES_TS, 'utf8')]),
    count,
  }
  if (!args['list-sources'] && isUpToDate(key)) return

  ensurePackages(PACKAGES, log, { install: !args['no-install'] })
  const { sources, rejected } = await classify(await findCandidates(PACKAGES), { measureAll: args['list-sources'] })
  if (args['list-sources']) return listSources(sources, rejected)
  const unreviewed = rejected.filter((r) => r.reason.startsWith('not reviewed'))
  for (const r of unreviewed) log(`skipped ${r.candidate.path}: ${r.reason}`)

  const { importTs } = await import('../bench/import-ts.mjs')
  const slots = photoSlots((await importTs(IMAGES_TS)).images)
  const plan = planPhotos(slots, sources, { count: count ?? slots.length })
  log(
    `${plan.length} photos for ${slots.length} slots from ${new Set(plan.map((p) => p.source)).size} of ${sources.length} photographs (${rejected.length} other wallpapers not photographs or too small)`,
  )

  if (
    existsSync(out) &&
    readdirSync(out).length > 0 &&
    !existsSync(path.join(out, STAMP)) &&
    !existsSync(path.join(out, 'manifest.json'))
  ) {
    throw new Error(`${out} holds files this script did not make; choose another --out`)
  }
  // Built beside the output and moved in at the end: an interrupted run leaves the previous set whole.
  const partial = `${out}.partial-${process.pid}`
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  try {
    const rendered = await renderAll(sources, plan, partial)
    const byId = new Map(sources.map((source) => [source.id, source]))
    const manifest = plan.map((photo) => {
      const source = /** @type {import('./sources.mjs').Source} */ (byId.get(photo.source))
      const { focus } = /** @type {{ focus: { x: number, y: number } }} */ (rendered.get(photo.file))
      // A crop under half the source may leave out part of what `shows` names; the alt text says it is a crop.
      const alt = `${photo.coverage >= 0.5 ? 'Photograph' : 'Close crop of a photograph'} of ${source.shows}`
      const caption =
        photo.kind === 'gallery' || photo.kind === 'fan' || photo.kind === 'extra'
          ? `“${source.title}”, ${source.author}`
          : undefined
      return {
        file: photo.file,
        alt,
        ...(caption ? { caption } : {}),
        credit: source.credit,
        focus,
        use: photo.slot ? [photo.slot] : [],
      }
    })
    await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    const stamp = {
      key,
      about:
        'Made by scripts/photo-set/make.mjs; manifest.json is what the pipeline reads, this file is the cache and the detail.',
      sources: sources
        .filter((s) => plan.some((p) => p.source === s.id))
        .map(({ id, path: file, size, mtimeMs, width, height, credit }) => ({
          id,
          path: file,
          size,
          mtimeMs,
          width,
          height,
          credit,
        })),
      photos: plan.map((photo) => ({ ...photo, ...rendered.get(photo.file) })),
    }
    await writeFile(path.join(partial, STAMP), `${JSON.stringify(stamp, null, 2)}\n`)
    await rm(out, { recursive: true, force: true })
    await rename(partial, out)
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
  summarize('Made', readStamp())
}

/**
 * Renders the photos source by source, two sources at a time on two cores (each sharp call single-threaded), so
 * that each source is decoded once. @returns {Promise<Map<string, { focus: { x: number, y: number }, bytes: number }>>}
 * @param {readonly import('./sources.mjs').Source[]} sources @param {readonly import('./plan.mjs').PlannedPhoto[]} plan @param {string} dir
 */
async function renderAll(sources, plan, dir) {
  sharp.concurrency(1)
  sharp.cache(false)
  const queue = sources
    .map((source) => ({ source, photos: plan.filter((photo) => photo.source === source.id) }))
    .filter((job) => job.photos.length > 0)
  // Most photos first, so the last job to finish is a short one.
  queue.sort((a, b) => b.photos.length - a.photos.length || (a.source.id < b.source.id ? -1 : 1))
  const results = new Map()
  let done = 0
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      for (const { photo, focus, bytes } of await renderSource(job.source, job.photos, dir))
        results.set(photo.file, { focus, bytes })
      done += job.photos.length
      if (process.stdout.isTTY) process.stdout.write(`\r[photo-set] ${done}/${plan.length} photos`)
    }
  }
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker))
  if (process.stdout.isTTY) process.stdout.write('\r')
  return results
}

/** @param {{ script: string, sharp: string, images: string, count: number | null }} key */
function isUpToDate(key) {
  const stamp = readStamp()
  if (!stamp) return false
  if (JSON.stringify(stamp.key) !== JSON.stringify(key)) {
    log(
      `rebuilding: ${Object.keys(key)
        .filter((k) => JSON.stringify(stamp.key?.[k]) !== JSON.stringify(key[/** @type {keyof typeof key} */ (k)]))
        .join(', ')} changed`,
    )
    return false
  }
  for (const source of stamp.sources) {
    const now = existsSync(source.path) ? statSync(source.path) : null
    if (!now || now.size !== source.size || now.mtimeMs !== source.mtimeMs) {
      log(`rebuilding: ${source.path} ${now ? 'changed' : 'is missing'}`)
      return false
    }
  }
  for (const photo of [
    ...stamp.photos.map((/** @type {{ file: string, bytes: number }} */ p) => p),
    { file: 'manifest.json', bytes: -1 },
  ]) {
    const file = path.join(out, photo.file)
    if (!existsSync(file) || (photo.bytes >= 0 && statSync(file).size !== photo.bytes)) {
      log(`rebuilding: ${photo.file} is missing or changed`)
      return false
    }
  }
  summarize('Up to date:', stamp)
  return true
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(path.join(out, STAMP), 'utf8'))
  } catch {
    return null
  }
}

/** @param {string} verb @param {any} stamp */
function summarize(verb, stamp) {
  /** @type {{ format: string, orientation: number, upright: { width: number, height: number }, bytes: number, phone: boolean }[]} */
  const photos = stamp.photos
  const tally = (/** @type {(p: typeof photos[number]) => string} */ by) => {
    /** @type {Map<string, number>} */
    const counts = new Map()
    for (const photo of photos) counts.set(by(photo), (counts.get(by(photo)) ?? 0) + 1)
    return [...counts].sort(([a], [b]) => (a < b ? -1 : 1))
  }
  const bytes = photos.map((p) => p.bytes)
  const mb = (/** @type {number} */ n) => (n / 1e6).toFixed(n < 1e7 ? 2 : 1)
  const widths = photos.map((p) => p.upright.width)
  log(
    `${verb} ${photos.length} photos in ${path.relative(process.cwd(), out) || '.'} from ${stamp.sources.length} photographs, ${seconds()} s`,
  )
  const formats = tally((p) => p.format.toUpperCase()).sort(([, a], [, b]) => b - a)
  log(
    `  formats: ${formats.map(([f, n]) => `${n} ${f}`).join(', ')}; EXIF orientation: ${tally((p) =>
      String(p.orientation),
    )
      .map(([o, n]) => `${n}×${o}`)
      .join(', ')}`,
  )
  log(
    `  ${photos.filter((p) => p.phone).length} at phone size (4000x3000 stored); widths as seen ${Math.min(...widths)} to ${Math.max(...widths)} px`,
  )
  log(
    `  files ${mb(Math.min(...bytes))} to ${mb(Math.max(...bytes))} MB, ${mb(bytes.reduce((a, b) => a + b, 0))} MB in all; manifest: ${path.relative(process.cwd(), path.join(out, 'manifest.json'))}`,
  )
}

/** @param {readonly import('./sources.mjs').Source[]} sources @param {readonly import('./sources.mjs').Rejected[]} rejected */
function listSources(sources, rejected) {
  const row = (
    /** @type {import('./sources.mjs').Candidate} */ c,
    /** @type {number | undefined} */ flat,
    /** @type {string} */ verdict,
  ) =>
    `${c.id.padEnd(58)} ${`${c.width}x${c.height}`.padEnd(10)} ${flat === undefined ? '    ' : flat.toFixed(2)}  ${verdict}`
  console.log(`${'wallpaper'.padEnd(58)} ${'size'.padEnd(10)} flat  verdict`)
  for (const s of sources) console.log(row(s, s.flatness, `photograph: ${s.shows}`))
  for (const r of rejected) console.log(row(r.candidate, r.flatness, r.reason))
  log(`${sources.length} photographs, ${rejected.length} not used`)
}

/** @param {string[]} parts */
function hash(parts) {
  const h = createHash('sha256')
  for (const part of parts) h.update(part).update('\0')
  return h.digest('hex').slice(0, 16)
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`[photo-set] ${message}`)
  process.exit(1)
}
