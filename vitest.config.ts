import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { markdownPlugin } from './scripts/markdown-plugin.ts'

export default defineConfig({
  plugins: [markdownPlugin(), react(), vanillaExtractPlugin()],
  define: { __BUILD_DATE__: JSON.stringify('2025-06-10T12:00:00.000Z') },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The property-based tests run hundreds of cases; a loaded 2-core machine needs more than the 5 s default.
    testTimeout: 20_000,
  },
})
