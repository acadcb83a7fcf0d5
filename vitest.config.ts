import { defineConfig } from 'vitest/config'
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { contentPlugin } from './scripts/content/plugin.ts'
import { PHOTO_PLACEHOLDERS_MODULE, PHOTO_TABLE_MODULE } from './src/content/photo-table.ts'

export default defineConfig({
  // The route tree is generated, not committed: written here as the build and `npm run typecheck` write it, so the
  // tests that load the app's router run on a fresh clone.
  plugins: [tanstackRouterGenerator({ target: 'react' }), contentPlugin(), react(), vanillaExtractPlugin()],
  define: { __BUILD_DATE__: JSON.stringify('2025-06-10T12:00:00.000Z') },
  // The build writes the photo table and placeholders (scripts/images-plugin.ts); unit tests see none (tests/support).
  resolve: {
    alias: {
      [PHOTO_TABLE_MODULE]: fileURLToPath(new URL('./tests/support/no-photos.ts', import.meta.url)),
      [PHOTO_PLACEHOLDERS_MODULE]: fileURLToPath(new URL('./tests/support/no-photos.css', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // The property-based tests run hundreds of cases; a loaded 2-core machine needs more than the 5 s default.
    testTimeout: 20_000,
    // Two tiers: `unit` needs nothing but `npm ci` (no build, no server); `integration` reads the build in dist/ and
    // serves it with each host (npm start's server, nginx, Cloudflare's runtime), so `npm test` runs it after the build.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/integration/**'] },
      },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'] } },
    ],
  },
})
