// Production build: the server entry first (it carries the route data), then the client build, whose
// prerender step renders every page with it. Both load vite.config.ts, which sets BUILD_DATE from the commit.
import { build } from 'vite'
import { printDemoNotice } from './settings-check.mjs'

const started = performance.now()
await build({ mode: 'production', build: { ssr: 'src/entry-server.tsx', emptyOutDir: true } })
await build({ mode: 'production' })
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`)
// Last, where it is read: which business settings this build still has at their demo values.
await printDemoNotice()
