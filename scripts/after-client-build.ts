/**
 * A build step that runs once the client build's files are written (Vite's `closeBundle`), and not for the server
 * entry's build that `npm run build` makes first in the same process. The step reports what it did; the time it took
 * is added to that line of the build's log.
 */
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

export interface ClientBuildStep {
  name: string
  /** 'pre' runs before the other plugins' `closeBundle` (the worker's precache list needs the pages), 'post' after. */
  order: 'pre' | 'post'
  run: (outDir: string, config: ResolvedConfig) => Promise<string>
}

export function afterClientBuild({ name, order, run }: ClientBuildStep): Plugin {
  let config: ResolvedConfig
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order,
      sequential: true,
      async handler() {
        if (config.build.ssr) return
        const started = performance.now()
        const report = await run(resolve(config.root, config.build.outDir), config)
        config.logger.info(`${report}, ${Math.round(performance.now() - started)} ms`)
      },
    },
  }
}
