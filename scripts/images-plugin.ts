/**
 * How each name of src/content/images.ts becomes pixels. A picture the business fills with a photo
 * (content/photos.yaml, or the set PHOTO_SET names) is cut and encoded from it by scripts/photos (AVIF and WebP);
 * every other picture is its illustration (drawn as SVG by scripts/images), rendered to WebP at every width the
 * manifest lists, as `images/<name>-<width>.webp` in the client build, and each hero's phone slice to AVIF as
 * `images/<name>-phone-<width>.avif`; the worker precaches them with the rest.
 * The page learns which pictures are photos from the module `virtual:photo-table`, which this plugin writes for the
 * server and the client builds alike, and gets their placeholders from the stylesheet `virtual:photo-placeholders.css`.
 * A photo that cannot be used stops the build with what to do.
 * Rendered files are cached in node_modules/.cache/images (drawings: by a hash of the SVG, width and encoder
 * settings) and node_modules/.cache/photos (scripts/build-cache.ts), so a rebuild only re-encodes what changed, and
 * they go into the site as links to their cache entries once the bundle is written, not through the bundler. The dev
 * server renders the same files on request.
 */
import { createHash } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import type { Logger, Plugin } from 'vite'
import {
  images,
  isAddedName,
  isImageName,
  image,
  PHONE_ART,
  type DrawingEntry,
  type ImageName,
} from '../src/content/images.ts'
import { PHOTO_PLACEHOLDERS_MODULE, PHOTO_TABLE_MODULE } from '../src/content/photo-table.ts'
import { phoneSvgFor, svgFor } from './images/generate.ts'
import {
  buildCacheDir,
  type CachedOutput,
  findCacheEntry,
  outputBytes,
  pruneBuildCache,
  writeCacheEntry,
  writeOutput,
} from './build-cache.ts'
import { inPool } from './in-pool.ts'
import { photoSetFor, type PhotoSet } from './photos/photo-set.ts'
import { preparePhotos, renderPhotos, type PreparedPhotos } from './photos/pipeline.ts'
import { placeholderCss } from './photos/placeholder-css.ts'

/** Flat illustrations compress well; q70 keeps edges clean without ringing on the thin cables and whiskers. */
export const WEBP_OPTIONS = { quality: 70, effort: 4, smartSubsample: true } as const
/**
 * The phone slices sit under the hero's dark overlay: AVIF at q45 keeps their edges as clean as the WebP at q70,
 * at about 40% of its bytes; effort 3 encodes a slice in about half a second.
 */
export const AVIF_OPTIONS = { quality: 45, effort: 3 } as const
const CACHE_KEY = `images-v2 sharp-${sharp.versions.sharp} ${JSON.stringify(WEBP_OPTIONS)} ${JSON.stringify(AVIF_OPTIONS)}`

type Format = 'webp' | 'avif'

export function imageFileName(name: string, width: number): string {
  return `images/${name}-${width}.webp`
}

export function phoneFileName(name: string, width: number): string {
  return `images/${name}-phone-${width}.avif`
}

/** Renders one SVG straight at the target size (the density sets librsvg's scale, so no resampling blur). */
async function render(svg: string, width: number, height: number, format: Format): Promise<Buffer> {
  const drawingWidth = Number(/ width="([\d.]+)"/.exec(svg)?.[1] ?? width)
  const scaled = sharp(Buffer.from(svg), { density: (72 * width) / drawingWidth }).resize(width, height, {
    fit: 'fill',
  })
  return (format === 'avif' ? scaled.avif(AVIF_OPTIONS) : scaled.webp(WEBP_OPTIONS)).toBuffer()
}

export function renderWebp(svg: string, width: number, height: number): Promise<Buffer> {
  return render(svg, width, height, 'webp')
}

/** One file to render: which drawing, at what size, in which format, under which name. */
interface Job {
  fileName: string
  svg: string
  width: number
  height: number
  format: Format
}

async function renderCached(cacheDir: string, job: Job): Promise<CachedOutput> {
  const { fileName, svg, width, height, format } = job
  const hash = createHash('sha256')
    .update(CACHE_KEY)
    .update(svg)
    .update(`${width}x${height} ${format}`)
    .digest('hex')
    .slice(0, 32)
  const cacheFile = join(cacheDir, `${hash}.${format}`)
  const bytes = await findCacheEntry(cacheFile)
  if (bytes !== null) return { fileName, cacheFile, bytes, cached: true }
  const source = await render(svg, width, height, format)
  await writeCacheEntry(cacheFile, source).catch(() => undefined)
  return { fileName, cacheFile, source, bytes: source.length, cached: false }
}

/** The WebP variants of an image and, for a hero, the AVIF variants of its phone slice; `only` picks one. */
function jobsFor(entry: DrawingEntry, only?: { width: number; phone: boolean }): Job[] {
  const wanted = (width: number, phone: boolean) => !only || (only.width === width && only.phone === phone)
  const fullWidths = entry.widths.filter((width) => wanted(width, false))
  const phoneWidths = (entry.phoneWidths ?? []).filter((width) => wanted(width, true))
  const fullSvg = fullWidths.length > 0 ? svgFor(entry) : ''
  const phoneSvg = phoneWidths.length > 0 ? phoneSvgFor(entry) : ''
  const [rw, rh] = PHONE_ART.ratio
  return [
    ...fullWidths.map((width): Job => {
      const height = Math.round((width * entry.height) / entry.width)
      return { fileName: imageFileName(entry.name, width), svg: fullSvg, width, height, format: 'webp' }
    }),
    ...phoneWidths.map((width): Job => {
      const height = Math.round((width * rh) / rw)
      return { fileName: phoneFileName(entry.name, width), svg: phoneSvg, width, height, format: 'avif' }
    }),
  ]
}

/** Every variant of every image, rendered (or read from the cache). */
export async function renderAll(root: string, entries: readonly DrawingEntry[] = images): Promise<CachedOutput[]> {
  const cacheDir = buildCacheDir(root, 'images')
  await mkdir(cacheDir, { recursive: true })
  const jobs = entries.flatMap((entry) => jobsFor(entry))
  // Largest first, so the long jobs do not end up alone at the tail of the queue.
  jobs.sort((a, b) => b.width * b.height - a.width * a.height)
  return inPool(jobs, Math.max(2, availableParallelism()), (job) => renderCached(cacheDir, job))
}

const RESOLVED_TABLE_ID = `\0${PHOTO_TABLE_MODULE}`
const RESOLVED_PLACEHOLDERS_ID = `\0${PHOTO_PLACEHOLDERS_MODULE}`

/** Every problem with the photos in one message, so the business can fix them all before building again. */
function photoProblems(set: PhotoSet, problems: readonly string[]): string {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`
  return (
    `The photos in ${set.label.dir}/ (listed in ${set.label.manifest}) have ${count}:\n` +
    problems.map((problem) => `  - ${problem}`).join('\n') +
    `\nFix them and build again; README.md "Photos" says how photos are added, replaced and removed.`
  )
}

/**
 * A picture as the worker's precache list holds it. Its revision is the name of its cache entry, which the entry's
 * inputs make (a hash of the drawing or the photo, the cut, the encoder settings and sharp's version), so a picture's
 * revision changes whenever its bytes can, and Workbox need not read and hash every picture of the site again: with
 * the photo set that was 18 MB in 785 files, about 130 ms of each warm build (scripts/pwa-options.ts).
 */
export interface PrecachedPicture {
  url: string
  revision: string
  size: number
}

/** What the plugin tells the worker's build (vite.config.ts): the pictures this build put in the site. */
export interface ImagesApi {
  precacheEntries(): readonly PrecachedPicture[]
}

export function imagesPlugin(): Plugin<ImagesApi> {
  let root = process.cwd()
  let logger: Logger | undefined
  /** One look at the photos per build (the table and the files come from the same one); the dev server redoes it on a change. */
  let prepared: Promise<{ set: PhotoSet; photos: PreparedPhotos }> | undefined
  const prepare = () =>
    (prepared ??= (async () => {
      const set = photoSetFor(root)
      return { set, photos: await preparePhotos(set, buildCacheDir(root, 'photos')) }
    })())
  /** The photos, or an error naming every problem. */
  const usablePhotos = async () => {
    const { set, photos } = await prepare()
    if (photos.problems.length > 0) throw new Error(photoProblems(set, photos.problems))
    return photos
  }

  /** This build's pictures, between generateBundle (made or found) and writeBundle (put in the site). */
  let pending: CachedOutput[] | undefined
  /** The pictures the client build put in the site, for its worker's precache list. */
  let written: PrecachedPicture[] | undefined
  return {
    name: 'cat-tours:images',
    api: {
      precacheEntries() {
        if (!written) throw new Error("The worker's precache list was asked for the pictures before they were written")
        return written
      },
    },
    configResolved(config) {
      root = config.root
      logger = config.logger
    },
    resolveId(id) {
      if (id === PHOTO_TABLE_MODULE) return RESOLVED_TABLE_ID
      if (id === PHOTO_PLACEHOLDERS_MODULE) return RESOLVED_PLACEHOLDERS_ID
      return undefined
    },
    async load(id) {
      if (id !== RESOLVED_TABLE_ID && id !== RESOLVED_PLACEHOLDERS_ID) return undefined
      const photos = await usablePhotos()
      for (const job of photos.jobs) this.addWatchFile(job.photo.path)
      return id === RESOLVED_TABLE_ID
        ? `export default ${JSON.stringify(photos.table)}\n`
        : placeholderCss(photos.looks)
    },
    configureServer(server) {
      // A photo added, replaced or removed: look at the set again and reload the page with the new table.
      const photoDir = photoSetFor(root).dir
      server.watcher.add(photoDir)
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(photoDir)) return
        prepared = undefined
        const graph = server.environments.client.moduleGraph
        for (const id of [RESOLVED_TABLE_ID, RESOLVED_PLACEHOLDERS_ID]) {
          const module = graph.getModuleById(id)
          if (module) graph.invalidateModule(module)
        }
        server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use(async (req, res, next) => {
        const match = /^\/images\/([a-z0-9-]+?)(-phone)?-(\d+)\.(webp|avif)$/.exec(req.url ?? '')
        if (!match || !(isImageName(match[1]!) || isAddedName(match[1]!))) return next()
        const served = await servedImage(match[1], Number(match[3]), match[2] !== undefined, match[4]!).catch(
          () => null,
        )
        if (!served) return next()
        res.setHeader('Content-Type', `image/${match[4]}`)
        res.end(served)
      })
      /** One file the page asks for: cut from the picture's photo if it has one, else drawn. */
      const servedImage = async (
        name: ImageName,
        width: number,
        phone: boolean,
        format: string,
      ): Promise<Buffer | null> => {
        const photo = (await usablePhotos()).jobs.find((job) => job.name === name)
        if (photo) {
          const fileName = `images/${name}${phone ? '-phone' : ''}-${width}.${format}`
          const [file] = await renderPhotos(
            [photo],
            buildCacheDir(root, 'photos'),
            (candidate) => candidate === fileName,
          )
          return file ? outputBytes(file) : null
        }
        if (!isImageName(name)) return null
        const [job] = jobsFor(image(name), { width, phone })
        if (!job || job.format !== format) return null
        return outputBytes(await renderCached(buildCacheDir(root, 'images'), job))
      }
    },
    async writeBundle(options) {
      const files = pending ?? []
      pending = undefined
      if (!options.dir) return
      await Promise.all(files.map((file) => writeOutput(options.dir!, file)))
      written = files
        .map((file) => ({ url: file.fileName, revision: basename(file.cacheFile), size: file.bytes }))
        .sort((a, b) => (a.url < b.url ? -1 : 1))
    },
    async generateBundle() {
      if (this.environment.config.command !== 'build' || this.environment.config.build.ssr) return
      const started = performance.now()
      const photos = await usablePhotos()
      const filled = new Set<string>(photos.jobs.map((job) => job.name))
      const drawings = images.filter((entry) => !filled.has(entry.name))
      const drawn = await renderAll(root, drawings)
      const fromPhotos = await renderPhotos(photos.jobs, buildCacheDir(root, 'photos'))
      // Put in the site once the bundle is written (writeBundle), not handed to the bundler, which would copy each.
      pending = [...drawn, ...fromPhotos]
      // After every read of this build, which marks what it used.
      await Promise.all([
        pruneBuildCache(buildCacheDir(root, 'images')),
        pruneBuildCache(buildCacheDir(root, 'photos')),
      ])
      const summary = (files: readonly CachedOutput[]) => {
        const bytes = files.reduce((sum, file) => sum + file.bytes, 0)
        const fresh = files.filter((file) => !file.cached).length
        return `${files.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB, ${fresh} rendered, ${files.length - fresh} from cache`
      }
      logger?.info(
        `images: ${drawings.length} drawings (${summary(drawn)}); ${filled.size} pictures from ${new Set(photos.jobs.map((job) => job.photo.path)).size} photos ` +
          `(${summary(fromPhotos)}); ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
    },
  }
}
