/**
 * Writes each press outlet's wordmark (scripts/press-logos/wordmark.ts, drawn as SVG) into the client build as
 * `press-logos/<slug>.png`, plus the same picture as `press-logos/<slug>.webp`, the first step of the logo fallback
 * chain (SPEC §7). Both are raster pictures (`RASTER_WIDTH`): an SVG picture is laid out and painted on the
 * page's main thread (1-3 ms per logo, 10-19 ms for the news page's ten, in a task of its own after the first paint),
 * a PNG is decoded off it (decision 0012, item 13). Rasterized here, the marks also look the same on every device,
 * whatever fonts it has. The worker's glob precaches both. The dev server answers the same URLs on request. The
 * outlets are content/press.yaml's, read through the content loader (the app's virtual modules do not exist here).
 */
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { webpVariant } from '../src/content/images.ts'
import { LOGO_WIDTH, pressLogoSrc } from '../src/content/press-logos.ts'
import type { PressFile } from '../src/content/schema.ts'
import { loadContent } from './content/load.ts'
import { wordmarkSvg } from './press-logos/wordmark.ts'

/**
 * Pages show a logo 92-150 CSS pixels wide (the home strip, the news page, the press kit): 360 pixels keep it sharp
 * at 2.4-3.9 device pixels per CSS pixel, and the eleven files come to about 16 KB.
 */
const RASTER_WIDTH = 360
const RASTER_DENSITY = (72 * RASTER_WIDTH) / LOGO_WIDTH

export interface PressLogoFile {
  fileName: string
  contentType: string
  render: () => Promise<Buffer>
}

/** Every file the plugin writes for these outlets, by URL path without the leading slash. */
export function pressLogoFiles(outlets: PressFile['outlets']): PressLogoFile[] {
  return outlets.flatMap((outlet) => {
    const svg = Buffer.from(wordmarkSvg(outlet))
    const path = pressLogoSrc(outlet.slug)
    return [
      {
        fileName: path.slice(1),
        contentType: 'image/png',
        // A palette of 16 colours is plenty for two inks and their anti-aliasing, and keeps each file 1-2 KB.
        render: () =>
          sharp(svg, { density: RASTER_DENSITY }).png({ palette: true, colours: 16, compressionLevel: 9 }).toBuffer(),
      },
      {
        fileName: webpVariant(path)!.slice(1),
        contentType: 'image/webp',
        render: () => sharp(svg, { density: RASTER_DENSITY }).webp({ quality: 90, alphaQuality: 100 }).toBuffer(),
      },
    ]
  })
}

export function pressLogosPlugin(): Plugin {
  let root = process.cwd()
  // The content plugin has checked the files by then (its buildStart), and reports a problem in its own words.
  const outlets = () => loadContent(root).press.outlets
  return {
    name: 'cat-tours:press-logos',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/press-logos/')) return next()
        try {
          const file = pressLogoFiles(outlets()).find((candidate) => `/${candidate.fileName}` === req.url)
          if (!file) return next()
          res.setHeader('Content-Type', file.contentType)
          res.end(await file.render())
        } catch (error) {
          // Content with a problem: the content plugin shows it on the page; the logo answers with it too.
          next(error)
        }
      })
    },
    async generateBundle() {
      if (this.environment.config.command !== 'build' || this.environment.config.build.ssr) return
      for (const file of pressLogoFiles(outlets()))
        this.emitFile({ type: 'asset', fileName: file.fileName, source: await file.render() })
    },
  }
}
