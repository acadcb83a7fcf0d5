/**
 * How the client build groups modules into chunks beyond Rolldown's automatic splitting (decision 0012).
 * ReactDOM (with its scheduler) gets a chunk of its own, so the bootstrap script can evaluate it in a task of its
 * own before the entry: evaluating it together with the entry made the longest task of every page load. The
 * bench's framework floor (scripts/bench/framework-floor.mjs) is built with the same groups.
 */
export const chunkGroups = [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }]
