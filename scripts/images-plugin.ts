/**
 * Renders the illustrations of src/content/images.ts (drawn as SVG by scripts/images) to WebP at every width the
 * manifest lists, as `images/<name>-<width>.webp` in the client build, and each hero's phone slice to AVIF as
 * `images/<name>-phone-<width>.avif`; the worker precaches them with the rest.
 * Rendered files are cached in node_modules/.cache/images by a hash of the SVG, width and encoder settings, so a
 * rebuild only re-encodes what changed. The dev server renders the same files on request.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Logger, Plugin } from 'vite'
import { images, isImageName, image, PHONE_ART, type ImageEntry } from '../src/content/images.ts'
import { phoneSvgFor, svgFor } from './images/generate.ts'
import { inPool } from './in-pool.ts'

/** Flat illustrations compress well; q70 keeps edges clean without ringing on the thin cables and whiskers. */
export const WEBP_OPTIONS = { quality: 70, effort: 4, smartSubsample: true } as const
/**
 * The phone slices sit under the hero's dark overlay: AVIF at q45 keeps their edges as clean as the WebP at q70,
 * at about 40% of its bytes; effort 3 encodes a slice in about half a second.
 */
export const AVIF_OPTIONS = { quality: 45, effort: 3 } as const
const CACHE_KEY = `images-v2 sharp-${sharp.versions.sharp} ${JSON.stringify(WEBP_OPTIONS)} ${JSON.stringify(AVIF_OPTIONS)}`

type Format = 'webp' | 'avif'

export interface RenderedImage {
  fileName: string
  source: Buffer
  cached: boolean
}

export function imageFileName(name: string, width: number): string {
  return `images/${name}-${width}.webp`
}

export function phoneFileName(name: string, width: number): string {
  return `images/${name}-phone-${width}.avif`
}

/** Renders one SVG straight at the target size (the density sets librsvg's scale, so no resampling blur). */
async function render(svg: string, width: number, height: number, format: Format): Promise<Buffer> {
  const drawingWidth = Number(/ width="([\d.]+)"/.exec(svg)?.[1] ?? width)
  const scaled = sharp(Buffer.from(svg), { density: (72 * width) / drawingWidth }).resize(width, height, { fit: 'fill' })
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

async function renderCached(cacheDir: string, job: Job): Promise<RenderedImage> {
  const { fileName, svg, width, height, format } = job
  const hash = createHash('sha256').update(CACHE_KEY).update(svg).update(`${width}x${height} ${format}`).digest('hex').slice(0, 32)
  const cacheFile = join(cacheDir, `${hash}.${format}`)
  try {
    return { fileName, source: await readFile(cacheFile), cached: true }
  } catch {
    const source = await render(svg, width, height, format)
    await writeFile(cacheFile, source).catch(() => undefined)
    return { fileName, source, cached: false }
  }
}

/** The WebP variants of an image and, for a hero, the AVIF variants of its phone slice; `only` picks one. */
function jobsFor(entry: ImageEntry, only?: { width: number; phone: boolean }): Job[] {
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
export async function renderAll(root: string, entries: readonly ImageEntry[] = images): Promise<RenderedImage[]> {
  const cacheDir = join(root, 'node_modules/.cache/images')
  await mkdir(cacheDir, { recursive: true })
  const jobs = entries.flatMap((entry) => jobsFor(entry))
  // Largest first, so the long jobs do not end up alone at the tail of the queue.
  jobs.sort((a, b) => b.width * b.height - a.width * a.height)
  return inPool(jobs, Math.max(2, availableParallelism()), (job) => renderCached(cacheDir, job))
}

export function imagesPlugin(): Plugin {
  let root = process.cwd()
  let logger: Logger | undefined
  return {
    name: 'cat-tours:images',
    configResolved(config) {
      root = config.root
      logger = config.logger
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const match = /^\/images\/([a-z0-9-]+?)(-phone)?-(\d+)\.(webp|avif)$/.exec(req.url ?? '')
        if (!match || !isImageName(match[1]!)) return next()
        const [job] = jobsFor(image(match[1]), { width: Number(match[3]), phone: match[2] !== undefined })
        if (!job || job.format !== match[4]) return next()
        const rendered = await renderCached(join(root, 'node_modules/.cache/images'), job).catch(() => null)
        if (!rendered) return next()
        res.setHeader('Content-Type', `image/${job.format}`)
        res.end(rendered.source)
      })
    },
    async generateBundle() {
      if (this.environment.config.command !== 'build' || this.environment.config.build.ssr) return
      const started = performance.now()
      const rendered = await renderAll(root)
      for (const file of rendered) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
      const bytes = rendered.reduce((sum, file) => sum + file.source.length, 0)
      const fresh = rendered.filter((file) => !file.cached).length
      logger?.info(
        `images: ${rendered.length} WebP and AVIF files (${images.length} images), ${(bytes / 1024 / 1024).toFixed(2)} MB, ` +
          `${fresh} rendered, ${rendered.length - fresh} from cache, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
    },
  }
}
