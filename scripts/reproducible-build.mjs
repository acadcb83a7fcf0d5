/**
 * Builds the working tree twice, into two scratch folders, and fails unless every file of the client build
 * (pages, `_headers`, `sw.js` and its precache revisions, assets, the .br/.gz copies, sitemap.xml) and of the
 * server entry is byte-identical, printing the files that differ (decision 0017). About a minute on two cores.
 *
 *   node scripts/reproducible-build.mjs [--keep]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildDate } from './build-date.mjs'
import { buildInto, differingFiles } from './scratch-build.mjs'

const keep = process.argv.includes('--keep')
const root = process.cwd()
// Without git history (a source tarball) each build would take its date from the clock (scripts/build-date.mjs):
// then both get one date, and the check covers everything but where the date comes from.
let fromClock = false
const date = buildDate({ warn: () => (fromClock = true) })
const env = fromClock ? { BUILD_DATE: date } : {}
if (fromClock) console.log(`no git history: both builds get BUILD_DATE=${date}`)
const scratch = await mkdtemp(join(tmpdir(), 'reproducible-build-'))
let failed = false
try {
  const seconds = []
  for (const name of ['a', 'b']) seconds.push(await buildInto(root, join(scratch, name), env))
  for (const output of ['dist', 'dist-ssr']) {
    const { files, differing } = await differingFiles(join(scratch, 'a', output), join(scratch, 'b', output))
    if (differing.length === 0) {
      console.log(`${output}: ${files} files, byte-identical in both builds`)
      continue
    }
    failed = true
    console.error(`${output}: ${differing.length} of ${files} files differ between two builds of the same tree:`)
    for (const { file, why } of differing) console.error(`  ${file}: ${why}`)
  }
  console.log(
    `two builds in ${seconds.map((s) => `${s.toFixed(1)} s`).join(' and ')}${keep ? `; kept in ${scratch}` : ''}`,
  )
} finally {
  if (!keep) await rm(scratch, { recursive: true, force: true })
}
if (failed) process.exit(1)
