/**
 * How the client build groups modules into chunks beyond Rolldown's automatic splitting (decision 0012).
 * - ReactDOM (with its scheduler) gets a chunk of its own, so the bootstrap script can evaluate it in a task of its
 *   own before the entry: evaluating it together with the entry made the longest task of every page load.
 * - The router's code is one chunk. Left to the automatic splitting, the parts only pages use (route hooks, lazy
 *   components, navigation) came as three to five small shared chunks on every page, each compressed on its own:
 *   about 1.8 KB gzip more than the same code in one file. Every page uses nearly all of it anyway.
 * - The app's own modules that the entry loads at once (Rolldown's `$initial` tag) are one chunk. Left alone, Rolldown
 *   split the configuration and the site's facts out of the entry into two small chunks of their own, because route
 *   chunks import them too, although the entry has always loaded them first (rolldown/rolldown#10731): every page
 *   fetched three files for them and compressed each apart, 0.2 KB gzip more than one file on / (issue 17). The
 *   entry keeps only its own module, which starts the app.
 * The bench's framework floor (scripts/bench/framework-floor.mjs) is built with the framework's groups only: the app's
 * group works around a split the floor's one-module app never has, and would only add a file to the floor.
 */
export const frameworkChunkGroups = [
  { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'router', test: /[\\/]node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/, priority: 10 },
]

export const chunkGroups = [
  ...frameworkChunkGroups,
  {
    name: 'app',
    // Not the entry's own module (src/main.tsx): its top-level code starts the app, and the bootstrap starts it by
    // importing the entry once the page has painted and its styles are in (0012). In this chunk it ran as soon as the
    // bootstrap evaluated the chunk, with all of the app's modules in the same task: TBT rose from 0-19 ms to 10-67 ms.
    test: (id: string) => /[\\/]src[\\/]/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
    tags: ['$initial' as const],
    priority: 5,
  },
]
