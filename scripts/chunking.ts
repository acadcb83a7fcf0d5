/**
 * How the client build groups modules into chunks beyond Rolldown's automatic splitting (decision 0012).
 * - ReactDOM (with its scheduler) gets a chunk of its own, so the bootstrap script can evaluate it in a task of its
 *   own before the entry: evaluating it together with the entry made the longest task of every page load.
 * - The router's code is one chunk. Left to the automatic splitting, the parts only pages use (route hooks, lazy
 *   components, navigation) came as three to five small shared chunks on every page, each compressed on its own:
 *   about 1.8 KB gzip more than the same code in one file. Every page uses nearly all of it anyway.
 * The bench's framework floor (scripts/bench/framework-floor.mjs) is built with the same groups.
 */
export const chunkGroups = [
  { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'router', test: /[\\/]node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/, priority: 10 },
]
