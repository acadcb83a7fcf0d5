// `npm run build:release`, the build command of a host: refuses, before building anything, while a setting the
// business must give is still a demo value or malformed (naming every one at once), then runs the normal build.
import { checkSettings } from './settings-check.mjs'

const { problems, checker } = await checkSettings()
if (problems.length > 0) {
  console.error(checker.refusalMessage(problems))
  process.exit(1)
}
console.log(`Release settings: all ${checker.RELEASE_SETTINGS.length} are the business's own.`)
await import('./build.mjs')
