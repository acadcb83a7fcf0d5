/**
 * Renders the app icons and the social card from the brand SVGs (src/assets/brand) into the client build,
 * so every PNG the manifest, iOS and Open Graph need comes from one original source.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { brandLogoFiles } from '../src/content/brand-logos.ts'

export const brandAssets = [
  { source: 'mark.svg', file: 'icons/icon-192.png', width: 192, height: 192 },
  { source: 'mark.svg', file: 'icons/icon-512.png', width: 512, height: 512 },
  { source: 'mark-maskable.svg', file: 'icons/maskable-512.png', width: 512, height: 512 },
  { source: 'mark-maskable.svg', file: 'icons/apple-touch-icon.png', width: 180, height: 180 },
  { source: 'social-card.svg', file: 'og-image.png', width: 1200, height: 630 },
  // The press kit's downloadable logos (SPEC §2 "official logos as PNG").
  ...brandLogoFiles,
] as const

export function brandAssetsPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'cat-tours:brand-assets',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return
      for (const asset of brandAssets) {
        const svg = await readFile(resolve(root, 'src/assets/brand', asset.source))
        const png = await sharp(svg, { density: 300 })
          .resize(asset.width, asset.height)
          .png({ compressionLevel: 9, palette: asset.file !== 'og-image.png' })
          .toBuffer()
        this.emitFile({ type: 'asset', fileName: asset.file, source: png })
      }
    },
  }
}
