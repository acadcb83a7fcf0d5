/**
 * The redeploy figure (decision 0017): what an installed client downloads after a deploy that changes one line of
 * one blog post. The project is copied to a scratch folder and built, one line of a post is changed there (never in
 * the working tree), and it is built again; the worker's precache manifests of the two builds are compared. A
 * client re-downloads each entry whose URL or revision changed, plus sw.js itself (the browser's update check).
 * Both builds get the working tree's build date, as two commits of one day would.
 */
import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildDate } from '../build-date.mjs'
import { buildInto } from '../scratch-build.mjs'
import { copyProject } from './growth.mjs'
import { precacheEntries } from './precache.mjs'
import { scratchDir } from './servers.mjs'

const POSTS_DIR = 'content/posts'
const ADDED = ' On the tour we stop at one of these shops, if its cat is at home.'

/** Appends a sentence to the last paragraph of the first post (by file name); returns the post's file. */
async function changeOnePost(dir) {
  const post = (await readdir(join(dir, POSTS_DIR))).filter((name) => name.endsWith('.md')).sort()[0]
  if (!post) throw new Error(`Redeploy: no Markdown post in ${POSTS_DIR}`)
  const file = join(dir, POSTS_DIR, post)
  const lines = (await readFile(file, 'utf8')).split('\n')
  const last = lines.findLastIndex((line) => /^[A-Za-z]/.test(line))
  lines[last] += ADDED
  await writeFile(file, lines.join('\n'))
  return `${POSTS_DIR}/${post}`
}

/** The file of the build behind a precache entry (documents are precached at their page URL). */
function fileOf(entry, hostRoutes) {
  const url = new URL(entry.url, 'http://host.invalid/')
  const answer = entry.url.startsWith('/') ? hostRoutes.resolveDocument(url.pathname, url.search) : null
  return answer?.kind === 'page' ? answer.file : decodeURIComponent(url.pathname.slice(1))
}

/** Bytes as stored and as sent Brotli-compressed (the .br copy, when the build wrote one). */
async function sizes(dist, file) {
  const bytes = (await stat(join(dist, file))).size
  const br = existsSync(join(dist, `${file}.br`)) ? (await stat(join(dist, `${file}.br`))).size : bytes
  return { bytes, br }
}

export async function measureRedeploy(root, { log = () => {}, keep = false } = {}) {
  const scratch = await scratchDir('redeploy')
  try {
    const copy = join(scratch.dir, 'project')
    await copyProject(root, copy)
    // The copy has no git history: the date is fixed here, from the working tree, for both builds.
    const env = { BUILD_DATE: buildDate({ cwd: root }) }
    log('redeploy: building the project (scratch copy)')
    await buildInto(copy, join(scratch.dir, 'before'), env)
    const post = await changeOnePost(copy)
    log(`redeploy: building again after one line of ${post} changed`)
    await buildInto(copy, join(scratch.dir, 'after'), env)

    const dist = join(scratch.dir, 'after/dist')
    const { hostRoutes } = await import(
      `${pathToFileURL(join(scratch.dir, 'after/dist-ssr/entry-server.js')).href}?t=${Date.now()}`
    )
    const before = new Set(
      (await precacheEntries(join(scratch.dir, 'before/dist'))).map((entry) => `${entry.url} ${entry.revision}`),
    )
    const entries = await precacheEntries(dist)
    const changed = entries.filter((entry) => !before.has(`${entry.url} ${entry.revision}`))
    const files = [
      ...(await Promise.all(
        changed.map(async (entry) => ({ url: entry.url, ...(await sizes(dist, fileOf(entry, hostRoutes))) })),
      )),
      { url: 'sw.js', ...(await sizes(dist, 'sw.js')) },
    ]
    const total = (key) => files.reduce((sum, file) => sum + file[key], 0)
    return { post, precacheFiles: entries.length, files, bytes: total('bytes'), brotliBytes: total('br') }
  } finally {
    if (keep) log(`redeploy: scratch folder kept: ${scratch.dir}`)
    else await scratch.cleanup()
  }
}

/** The figure as report lines. */
export function redeployLines(redeploy) {
  if (!redeploy) return ['Redeploy: not measured (--quick or --no-growth; --redeploy measures it alone)']
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  return [
    `Redeploy after one line of ${redeploy.post} changed: an installed client downloads ${redeploy.files.length} files, ` +
      `${kb(redeploy.bytes)} (${kb(redeploy.brotliBytes)} Brotli), of a precache of ${redeploy.precacheFiles} entries:`,
    ...redeploy.files.map(
      (file) => `  ${file.url.padEnd(28)} ${kb(file.bytes).padStart(10)} ${kb(file.br).padStart(10)} Brotli`,
    ),
  ]
}
