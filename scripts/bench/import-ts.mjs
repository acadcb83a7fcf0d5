/** Imports a TypeScript module of the project through Vite's module runner, from a plain Node script. */
import { runnerImport } from 'vite'

/**
 * `config`: more inline Vite configuration, such as the plugins that provide a virtual module the file imports (the
 * project's own config file is not loaded).
 *
 * Vite sets NODE_ENV to "development" for the runner when it is unset, and every later build of this process
 * (and of its children) would then bundle React's development build: the variable is put back as it was.
 */
export async function importTs(file, config = {}) {
  const had = Object.hasOwn(process.env, 'NODE_ENV')
  const before = process.env.NODE_ENV
  try {
    return (await runnerImport(file, { configFile: false, logLevel: 'error', ...config })).module
  } finally {
    if (had) process.env.NODE_ENV = before
    else delete process.env.NODE_ENV
  }
}
