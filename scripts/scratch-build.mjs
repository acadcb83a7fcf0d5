/**
 * Builds the app as `npm run build` does, into `<dir>/dist` and `<dir>/dist-ssr` instead of the repository's
 * dist/ (which others may be serving), and compares two build outputs file by file. Used by the reproducibility
 * check (scripts/reproducible-build.mjs) and the bench's redeploy figure (scripts/bench/redeploy.mjs).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, symlink } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'

/** Runs scripts/build.mjs of the project at `root` with its output in `dir`; resolves to the seconds it took. */
export async function buildInto(root, dir, env = {}) {
  // The server build leaves packages as bare imports: from a folder outside the project, the prerender finds them
  // through a link to the project's node_modules.
  await mkdir(dir, { recursive: true })
  if (!existsSync(join(dir, 'node_modules')))
    await symlink(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const { NODE_ENV: _unset, ...inherited } = process.env
  const started = performance.now()
  await new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: root,
      env: { ...inherited, ...env, OUT_DIR: join(dir, 'dist'), SSR_OUT_DIR: join(dir, 'dist-ssr') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`Build of ${root} into ${dir} failed (${code}):\n${output.slice(-3000)}`)),
    )
  })
  return (performance.now() - started) / 1000
}

/** Every file under `dir`, relative to it, sorted. */
export async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

/** The files that differ between two folders: in one only, or with different bytes. */
export async function differingFiles(a, b) {
  const [inA, inB] = await Promise.all([filesUnder(a), filesUnder(b)])
  const setB = new Set(inB)
  const differing = inB.filter((file) => !inA.includes(file)).map((file) => ({ file, why: `only in ${b}` }))
  for (const file of inA) {
    if (!setB.has(file)) {
      differing.push({ file, why: `only in ${a}` })
      continue
    }
    const [bytesA, bytesB] = await Promise.all([readFile(join(a, file)), readFile(join(b, file))])
    if (!bytesA.equals(bytesB)) differing.push({ file, why: firstDifference(bytesA, bytesB) })
  }
  return { files: inA.length, differing: differing.sort((x, y) => x.file.localeCompare(y.file)) }
}

/** Where two buffers first differ, with a little text on each side to show what changed. */
function firstDifference(a, b) {
  let at = 0
  while (at < a.length && at < b.length && a[at] === b[at]) at++
  const around = (bytes) => JSON.stringify(bytes.subarray(Math.max(0, at - 30), at + 50).toString('latin1'))
  return `${a.length} vs ${b.length} bytes, first difference at byte ${at}: ${around(a)} vs ${around(b)}`
}
