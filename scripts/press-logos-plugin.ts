/**
 * Writes each press outlet's wordmark (scripts/press-logos/wordmark.ts) into the client build as
 * `press-logos/<slug>.svg`, plus the same picture as `press-logos/<slug>.webp`, the first step of the logo fallback chain
 * (SPEC §7). The worker's glob precaches both. The dev server answers the same URLs on request.
 */
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { webpVariant } from '../src/content/images.ts'
import { LOGO_WIDTH, outlets, pressLogoSrc } from '../src/content/press-outlets.ts'
import { wordmarkSvg } from './press-logos/wordmark.ts'

/** Rendered at twice the drawn size, so the fallback stays sharp on high-density screens. */
const WEBP_WIDTH = LOGO_WIDTH * 2

export interface PressLogoFile {
  fileName: string
  contentType: string
  render: () => Promise<Buffer>
}

/** Every file the plugin writes, by URL path without the leading slash. */
export function pressLogoFiles(): PressLogoFile[] {
  return outlets.flatMap((outlet) => {
    const svg = wordmarkSvg(outlet)
    const svgPath = pressLogoSrc(outlet.slug)
    return [
      { fileName: svgPath.slice(1), contentType: 'image/svg+xml', render: async () => Buffer.from(svg) },
      {
        fileName: webpVariant(svgPath)!.slice(1),
        contentType: 'image/webp',
        render: () =>
          sharp(Buffer.from(svg), { density: (72 * WEBP_WIDTH) / LOGO_WIDTH })
            .webp({ quality: 90, alphaQuality: 100 })
            .toBuffer(),
      },
    ]
  })
}

export function pressLogosPlugin(): Plugin {
  return {
    name: 'cat-tours:press-logos',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const file = pressLogoFiles().find((candidate) => `/${candidate.fileName}` === req.url)
        if (!file) return next()
        res.setHeader('Content-Type', file.contentType)
        res.end(await file.render())
      })
    },
    async generateBundle() {
      if (this.environment.config.command !== 'build' || this.environment.config.build.ssr) return
      for (const file of pressLogoFiles()) this.emitFile({ type: 'asset', fileName: file.fileName, source: await file.render() })
    },
  }
}
