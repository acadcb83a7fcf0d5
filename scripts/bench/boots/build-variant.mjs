/**
 * Builds one boot (variants.mjs) as `npm run build` builds the app (server entry, then client build with the
 * prerender, the worker and the compressed copies), with the variant's plugin added to vite.config.ts, into
 * `<out>/dist` and `<out>/dist-ssr`; "today" is the app's own build, there. Run as a child process by
 * scripts/bench/boots/index.mjs, one build at a time, so the repository's dist/ (which others may be serving) is
 * left alone. The islands variant takes today's stylesheet from `<today's dist>`.
 *
 *   node scripts/bench/boots/build-variant.mjs today|at-once|islands <out> [<today's dist>]
 */
import { existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { atOncePlugin, islandsPlugin, normalStylesheet } from './variants.mjs'

const [variant, out, normalDist] = process.argv.slice(2)
const root = process.cwd()
if (!['today', 'at-once', 'islands'].includes(variant) || !out || (variant === 'islands' && !normalDist)) {
  console.error("usage: build-variant.mjs today|at-once|islands <out dir> [<today's dist dir>, for islands]")
  process.exit(2)
}
// Read by vite.config.ts and scripts/ssr-module.ts when the config is loaded, as e2e/update.spec.ts builds a second version.
process.env.OUT_DIR = resolve(out, 'dist')
process.env.SSR_OUT_DIR = resolve(out, 'dist-ssr')
// The server build leaves packages as bare imports: from a scratch folder outside the repository, the prerender
// (and the bench's server) find them through a link to the project's node_modules.
mkdirSync(out, { recursive: true })
if (!existsSync(join(out, 'node_modules'))) symlinkSync(resolve(root, 'node_modules'), join(out, 'node_modules'), 'dir')

const plugin = {
  'at-once': () => atOncePlugin(root),
  islands: () => islandsPlugin(root, normalStylesheet(resolve(normalDist))),
}[variant]
const plugins = plugin ? [plugin()] : []
const options = {
  root,
  configFile: resolve(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: process.env.BOOTS_LOG ?? 'warn',
  plugins,
}
const started = performance.now()
await build({ ...options, build: { ssr: 'src/entry-server.tsx', emptyOutDir: true } })
await build({ ...options, build: { emptyOutDir: true } })
console.error(`${variant} built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
