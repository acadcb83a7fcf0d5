// The release settings as the build sees them: the VITE_ variables of the shell and of the .env files of production
// mode, with Vite's own precedence (loadEnv), judged by scripts/release-settings.ts. Node cannot load TypeScript
// here, so the checker goes through Vite's module runner, as vite.config.ts does.
import { loadEnv, runnerImport } from 'vite'

/** @returns {Promise<{ problems: import('./release-settings.ts').SettingProblem[], checker: typeof import('./release-settings.ts') }>} */
export async function checkSettings(root = process.cwd()) {
  const { module: checker } = await runnerImport('/scripts/release-settings.ts', { root, logLevel: 'error' })
  return { problems: checker.releaseProblems(loadEnv('production', root, 'VITE_')), checker }
}

/** The demo notice of `npm run build` and `npm start`: nothing once every setting is the business's own. */
export async function printDemoNotice(root = process.cwd()) {
  const { problems, checker } = await checkSettings(root)
  const notice = checker.demoNotice(problems)
  if (notice) console.log(notice)
}
