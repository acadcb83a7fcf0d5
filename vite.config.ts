import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { prerender } from './scripts/prerender-plugin.ts'
import { siteHost } from './scripts/host-plugin.ts'
import { SSR_OUT_DIR } from './scripts/ssr-module.ts'
import { brandAssetsPlugin } from './scripts/brand-assets-plugin.ts'
import { imagesPlugin } from './scripts/images-plugin.ts'
import { pressLogosPlugin } from './scripts/press-logos-plugin.ts'
import { contentPlugin } from './scripts/content/plugin.ts'
import { editorPlugin } from './scripts/editor-plugin.ts'
import { pwaOptions } from './scripts/pwa-options.ts'
import { precompressPlugin } from './scripts/precompress-plugin.ts'
import { chunkGroups } from './scripts/chunking.ts'
import { lateParts } from './scripts/late-parts.ts'
import { noImportPreloads } from './scripts/page-code.ts'
import { buildDate } from './scripts/build-date.mjs'
import { settingDefines } from './scripts/release-settings.ts'

// One date for the server and client builds, so date-dependent text hydrates without a mismatch; the commit's
// date, not the clock's, so that two builds of one commit are identical (scripts/build-date.mjs).
process.env.BUILD_DATE ??= buildDate()

export default defineConfig(({ isSsrBuild, mode }) => {
  const images = imagesPlugin()
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      contentPlugin(),
      react(),
      vanillaExtractPlugin(),
      brandAssetsPlugin(),
      images,
      pressLogosPlugin(),
      // The owner's editor in dist/admin/ (decision 0025): Decap CMS and its config generated from the content schema.
      editorPlugin(),
      lateParts(),
      prerender(),
      siteHost(),
      // After prerender (its closeBundle runs first), so every prerendered page is in the precache list.
      VitePWA(pwaOptions(() => images.api!.precacheEntries())),
      // Last of all (its closeBundle is ordered 'post'): a Brotli and a gzip copy of every text file written above.
      precompressPlugin(),
    ],
    define: {
      __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE),
      // The business settings as plain values (src/config.ts): given to the build as Vite reads them, else the demo ones.
      ...settingDefines(loadEnv(mode, process.cwd(), 'VITE_')),
    },
    build: {
      target: 'es2022',
      outDir: isSsrBuild ? SSR_OUT_DIR : (process.env.OUT_DIR ?? 'dist'),
      manifest: !isSsrBuild,
      cssCodeSplit: false,
      // No dynamic import carries a list of what to preload with it: each page names its own code (scripts/page-code.ts).
      modulePreload: { resolveDependencies: noImportPreloads },
      sourcemap: false,
      // The server build keeps Rolldown's defaults; the client groups ReactDOM apart (scripts/chunking.ts).
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
    },
    preview: {
      host: '127.0.0.1',
      port: Number(process.env.PORT) || 4173,
      strictPort: true,
    },
  }
})
