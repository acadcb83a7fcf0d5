/**
 * The build date (BUILD_DATE, an ISO instant): the pages' copyright year, month banner and the survey's latest
 * tour date are prerendered from it. It comes from the source, not the clock, so that two builds of one commit are
 * byte-identical (decision 0017):
 *
 * 1. `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds.org convention) when set;
 * 2. else the commit date of HEAD (a build of a tree with uncommitted changes takes its last commit's date);
 * 3. else, with no git history (a source tarball), the clock, with a warning: that build is not reproducible
 *    unless SOURCE_DATE_EPOCH is given.
 *
 * A `BUILD_DATE` already in the environment wins over all three (vite.config.ts only fills it in when unset).
 */
import { execFileSync } from 'node:child_process'

export function buildDate({ env = process.env, cwd = process.cwd(), warn = console.warn } = {}) {
  if (env.SOURCE_DATE_EPOCH) {
    const seconds = Number(env.SOURCE_DATE_EPOCH)
    if (!Number.isInteger(seconds) || seconds < 0) {
      throw new Error(`SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, not "${env.SOURCE_DATE_EPOCH}"`)
    }
    return new Date(seconds * 1000).toISOString()
  }
  const commitSeconds = headCommitSeconds(cwd)
  if (commitSeconds !== null) return new Date(commitSeconds * 1000).toISOString()
  warn(
    'BUILD_DATE: no git commit to date the build from, so the clock is used and this build is not reproducible; set SOURCE_DATE_EPOCH',
  )
  return new Date().toISOString()
}

/** HEAD's committer date in seconds (UTC, so the day does not depend on the committer's time zone), or null. */
function headCommitSeconds(cwd) {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const seconds = Number(out.trim())
    return out.trim() !== '' && Number.isInteger(seconds) ? seconds : null
  } catch {
    return null
  }
}
