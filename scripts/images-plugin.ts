/**
 * Renders the illustrations of src/content/images.ts (drawn as SVG by scripts/images) to WebP at every width the
 * manifest lists, as `images/<name>-<width>.webp` in the client build; the worker precaches them with the rest.
 * Rendered files are cached in node_modules/.cache/images by a hash of the SVG, width and encoder settings, so a
 * rebuild only re-encodes what changed. The dev server renders the same files on request.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Logger, Plugin } from 'vite'
import { images, isImageName, image, type ImageEntry, type ImageWidth } from '../src/content/images.ts'
import { svgFor } from './images/generate.ts'

/** Flat illustrations compress well; q70 keeps edges clean without ringing on the thin cables and whiskers. */
export const WEBP_OPTIONS = { quality: 70, effort: 4, smartSubsample: true } as const
const CACHE_KEY = `images-v1 sharp-${sharp.versions.sharp} ${JSON.stringify(WEBP_OPTIONS)}`

export interface RenderedImage {
  fileName: string
  source: Buffer
  cached: boolean
}

export function imageFileName(name: string, width: number): string {
  return `images/${name}-${width}.webp`
}

/** Renders one SVG straight at the target size (the density sets librsvg's scale, so no resampling blur). */
export async function renderWebp(svg: string, width: number, height: number): Promise<Buffer> {
  const drawingWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1] ?? width)
  return sharp(Buffer.from(svg), { density: (72 * width) / drawingWidth })
    .resize(width, height, { fit: 'fill' })
    .webp(WEBP_OPTIONS)
    .toBuffer()
}

async function renderCached(cacheDir: string, entry: ImageEntry, svg: string, width: ImageWidth): Promise<RenderedImage> {
  const height = Math.round((width * entry.height) / entry.width)
  const hash = createHash('sha256').update(CACHE_KEY).update(svg).update(`${width}x${height}`).digest('hex').slice(0, 32)
  const cacheFile = join(cacheDir, `${hash}.webp`)
  const fileName = imageFileName(entry.name, width)
  try {
    return { fileName, source: await readFile(cacheFile), cached: true }
  } catch {
    const source = await renderWebp(svg, width, height)
    await writeFile(cacheFile, source).catch(() => undefined)
    return { fileName, source, cached: false }
  }
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Every variant of every image, rendered (or read from the cache). */
export async function renderAll(root: string, entries: readonly ImageEntry[] = images): Promise<RenderedImage[]> {
  const cacheDir = join(root, 'node_modules/.cache/images')
  await mkdir(cacheDir, { recursive: true })
  const jobs = entries.flatMap((entry) => {
    const svg = svgFor(entry)
    return entry.widths.map((width) => ({ entry, svg, width }))
  })
  // Largest first, so the long jobs do not end up alone at the tail of the queue.
  jobs.sort((a, b) => b.width - a.width)
  return inPool(jobs, Math.max(2, availableParallelism()), (job) => renderCached(cacheDir, job.entry, job.svg, job.width))
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
        const match = /^\/images\/([a-z0-9-]+)-(\d+)\.webp$/.exec(req.url ?? '')
        if (!match || !isImageName(match[1]!)) return next()
        const entry = image(match[1])
        const width = Number(match[2]) as ImageWidth
        if (!entry.widths.includes(width)) return next()
        const rendered = await renderCached(join(root, 'node_modules/.cache/images'), entry, svgFor(entry), width).catch(() => null)
        if (!rendered) return next()
        res.setHeader('Content-Type', 'image/webp')
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
        `images: ${rendered.length} WebP files (${images.length} images), ${(bytes / 1024 / 1024).toFixed(2)} MB, ` +
          `${fresh} rendered, ${rendered.length - fresh} from cache, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
    },
  }
}
