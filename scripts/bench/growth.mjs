/**
 * The cost of growing content: the project is copied to scratch folders (node_modules linked, so the image
 * cache is the developer's), the blog posts or the gallery images are multiplied there by synthetic copies,
 * and each copy is built as `npm run build` builds. Nothing in the repository changes.
 *
 * The copies are made at the data, whichever layout the content has: Markdown post files are copied with new
 * ids; otherwise the module exporting `posts` gets literal copies appended. Gallery pictures are copies of the
 * `gallery`/`fan` entries of src/content/images.ts (drawn from the same seed, so the same picture), and each grid of
 * content/gallery.yaml is repeated, pointing at the copies. Copies are written out
 * as source, so the bundle grows as it would with real content. Each build is checked for the growth it shows.
 */
import { spawn } from 'node:child_process'
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml'
import { importTs } from './import-ts.mjs'
import { precacheOfBuild } from './precache.mjs'
import { scratchDir } from './servers.mjs'

export const FACTOR = 10
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', '.git', '.tmp', 'playwright-report', 'coverage'])
const GALLERY_KINDS = ['gallery', 'fan']

/** Copies the project to `dir` for a scratch build (no git history, no build output), node_modules linked. */
export async function copyProject(root, dir) {
  await cp(root, dir, {
    recursive: true,
    filter: (source) => {
      const top = relative(root, source).split(/[\\/]/)[0]
      return !SKIP.has(top) && !top.startsWith('test-results')
    },
  })
  await symlink(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
}

async function filesUnder(dir) {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name))
}

/** Index of the line that closes the array statement starting at `declaration` (a line starting with `]`). */
function statementEnd(text, declaration) {
  const start = text.indexOf(declaration)
  if (start < 0) return -1
  const close = /^\][^\n]*$/m.exec(text.slice(start))
  return close ? start + close.index + close[0].length : -1
}

/** Inserts `code` after the array statement `declaration` opens (or at the end of the file). */
export function insertAfterStatement(text, declaration, code) {
  const end = statementEnd(text, declaration)
  return end < 0 ? `${text}\n${code}\n` : `${text.slice(0, end)}\n${code}${text.slice(end)}`
}

/** A Markdown post copied as copy number `copy`: new id (front matter and a leading number in the file name), slug and title. */
export function copyMarkdownPost(fileName, text, copy) {
  const shift = (id) => String(Number(id) + copy * 1000)
  const name = /^\d+/.test(fileName)
    ? fileName.replace(/^\d+/, shift)
    : fileName.replace(/(\.mdx?)$/, `-copy-${copy}$1`)
  const body = text.replace(/^(---\r?\n)([\s\S]*?)(\r?\n---)/, (_, open, front, close) => {
    const updated = front
      .replace(/^(id:\s*)(\d+)/m, (_m, key, id) => `${key}${shift(id)}`)
      .replace(
        /^(slug:\s*)(['"]?)([^'"\r\n]+)\2/m,
        (_m, key, quote, slug) => `${key}${quote}${slug}-copy-${copy}${quote}`,
      )
      .replace(
        /^(title:\s*)(['"]?)([^\r\n]*?)\2\s*$/m,
        (_m, key, quote, title) => `${key}${quote}${title} (copy ${copy})${quote}`,
      )
    return `${open}${updated}${close}`
  })
  return { name, body }
}

/** Copy number `copy` of a gallery item: image names and paths point at the picture copies, numeric ids shift. */
export function copyGalleryItem(value, copy) {
  if (typeof value === 'string')
    return value.replace(
      new RegExp(`\\b((?:${GALLERY_KINDS.join('|')})-\\d+)(?![\\w])(?!-copy)`, 'g'),
      `$1-copy${copy}`,
    )
  if (Array.isArray(value)) return value.map((item) => copyGalleryItem(item, copy))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === 'id' && typeof item === 'number' ? item + copy * 1000 : copyGalleryItem(item, copy),
      ]),
    )
  }
  return value
}

/** Copies 1 to FACTOR-1 of every item. */
function copiesOf(items, copyItem) {
  const copies = []
  for (let copy = 1; copy < FACTOR; copy++) for (const item of items) copies.push(copyItem(item, copy))
  return copies
}

/** The copies of `items`, written out literally so the bundle carries them as it would real content. */
function literalCopies(arrayName, items, copyItem) {
  return `\n// Bench growth (scratch copy only): synthetic copies.\n${arrayName}.push(...${JSON.stringify(copiesOf(items, copyItem), null, 1)})\n`
}

/** Multiplies the blog posts in the project copy at `dir`: a post is one file in content/posts, so a copy is too. */
export async function growPosts(dir) {
  const postsDir = join(dir, 'content/posts')
  const posts = (await filesUnder(postsDir)).filter((file) => file.endsWith('.md'))
  if (posts.length === 0) throw new Error('Growth: no Markdown post in content/posts')
  for (const file of posts) {
    const text = await readFile(file, 'utf8')
    for (let copy = 1; copy < FACTOR; copy++) {
      const { name, body } = copyMarkdownPost(file.split(/[\\/]/).pop(), text, copy)
      await writeFile(join(postsDir, name), body)
    }
  }
  return 'copies of the post files'
}

/** The drawing of a copy is seeded like its original's, so the copy is the same picture (and a cache hit). */
const SEED = 'createRandom(entry.name)'

export async function growImages(dir) {
  const imagesFile = join(dir, 'src/content/images.ts')
  const { images } = await importTs(imagesFile)
  const originals = images.filter((entry) => GALLERY_KINDS.includes(entry.kind))
  const text = await readFile(imagesFile, 'utf8')
  const copyEntry = (entry, copy) => ({ ...entry, name: `${entry.name}-copy${copy}` })
  await writeFile(
    imagesFile,
    insertAfterStatement(text, 'export const images', literalCopies('images', originals, copyEntry)),
  )
  const generator = join(dir, 'scripts/images/generate.ts')
  const drawing = existsSync(generator) ? await readFile(generator, 'utf8') : ''
  const sameDrawing = drawing.includes(SEED)
  if (sameDrawing)
    await writeFile(generator, drawing.replace(SEED, `createRandom(entry.name.replace(/-copy\\d+$/, ''))`))
  const encoded = sameDrawing
    ? 'copies of the same pictures'
    : 'new pictures (encoded cold: the drawing seed was not found)'
  const galleryFile = join(dir, 'content/gallery.yaml')
  if (!existsSync(galleryFile)) return `${encoded}; no content/gallery.yaml lists them`
  const grids = parseYaml(await readFile(galleryFile, 'utf8'))
  for (const [grid, names] of Object.entries(grids)) grids[grid] = [...names, ...copiesOf(names, copyGalleryItem)]
  await writeFile(galleryFile, stringifyYaml(grids))
  return `${encoded}, listed by content/gallery.yaml (${Object.keys(grids).join(', ')})`
}

function runBuild(dir) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now()
    const { NODE_ENV: _unset, ...env } = process.env
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolvePromise({ seconds: (performance.now() - started) / 1000 })
      else reject(new Error(`Build in ${dir} failed (${code}):\n${output.slice(-3000)}`))
    })
  })
}

/** Builds the copy at `dir` and reads what the growth is about: posts, gallery pictures, precache. */
async function measureBuild(dir, builds) {
  // The fastest of `builds` builds: a busy machine only ever adds time.
  let seconds = Infinity
  for (let build = 0; build < builds; build++) seconds = Math.min(seconds, (await runBuild(dir)).seconds)
  const ssr = await import(`${pathToFileURL(join(dir, 'dist-ssr/entry-server.js')).href}?t=${Date.now()}`)
  const posts = ssr.prerenderTargets.filter((target) => target.url.includes('?post=')).length
  const { images } = await importTs(join(dir, 'src/content/images.ts'))
  const galleryImages = images.filter((entry) => GALLERY_KINDS.includes(entry.kind)).length
  const precache = await precacheOfBuild(join(dir, 'dist'), join(dir, 'dist-ssr'))
  return { buildSeconds: seconds, posts, galleryImages, precache }
}

async function variant(root, name, grow, { keep, builds }) {
  const scratch = await scratchDir(`growth-${name}`)
  try {
    await copyProject(root, scratch.dir)
    const how = grow ? await grow(scratch.dir) : 'real content'
    return { how, ...(await measureBuild(scratch.dir, builds)) }
  } finally {
    if (!keep) await scratch.cleanup()
  }
}

/** The gist of a failed build's output: the files over the precache limit when that is the cause. */
export function buildFailure(error) {
  const text = error instanceof Error ? error.message : String(error)
  const over = [...text.matchAll(/- (\S+) is ([\d.]+ [kM]B), and won't be precached/g)].map(
    (match) => `${match[1]} is ${match[2]}`,
  )
  if (over.length > 0) return `over the precache's per-file limit: ${over.join(', ')}`
  return (
    text
      .split('\n')
      .find((line) => /error/i.test(line))
      ?.trim() ?? text.split('\n')[0]
  )
}

/** What one more unit (post or image) adds, from the base build and the grown one. */
export function perUnit(base, grown, units) {
  const added = units(grown) - units(base)
  if (added <= 0) return null
  const kinds = new Set([...Object.keys(base.precache.byKind), ...Object.keys(grown.precache.byKind)])
  return {
    added,
    buildSeconds: (grown.buildSeconds - base.buildSeconds) / added,
    precacheBytes: (grown.precache.bytes - base.precache.bytes) / added,
    precacheFiles: (grown.precache.files - base.precache.files) / added,
    byKind: Object.fromEntries(
      [...kinds].map((kind) => [
        kind,
        ((grown.precache.byKind[kind]?.bytes ?? 0) - (base.precache.byKind[kind]?.bytes ?? 0)) / added,
      ]),
    ),
  }
}

/** Time to encode one new gallery picture at all its widths, cold (the build caches it after the first time). */
async function encodeCost(root, samples = 3) {
  const { images } = await importTs(resolve(root, 'src/content/images.ts'))
  const { svgFor } = await importTs(resolve(root, 'scripts/images/generate.ts'))
  const { renderWebp } = await importTs(resolve(root, 'scripts/images-plugin.ts'))
  const picked = images.filter((entry) => GALLERY_KINDS.includes(entry.kind)).slice(0, samples)
  if (picked.length === 0) return null
  const started = performance.now()
  for (const entry of picked) {
    const svg = svgFor(entry)
    for (const width of entry.widths) await renderWebp(svg, width, Math.round((width * entry.height) / entry.width))
  }
  return (performance.now() - started) / 1000 / picked.length
}

export async function measureGrowth(root, { keep = false, builds = 2, log = () => {} } = {}) {
  const options = { keep, builds }
  log('growth: building the real content in a scratch copy')
  const base = await variant(root, 'base', null, options)
  log(`growth: ${FACTOR}x blog posts`)
  const posts = await variant(root, 'posts', growPosts, options)
  log(`growth: ${FACTOR}x gallery images`)
  const problems = []
  // A grown build can fail for a reason that is itself the finding (a chunk over the precache's per-file limit):
  // it is reported as such instead of ending the bench.
  const images = await variant(root, 'images', growImages, options).catch((error) => {
    problems.push(`gallery images: the ${FACTOR}x build failed: ${buildFailure(error)}`)
    return null
  })
  const encodeSeconds = await encodeCost(root)
  if (posts.posts !== base.posts * FACTOR)
    problems.push(`posts: expected ${base.posts * FACTOR}, the build has ${posts.posts}`)
  if (images && images.galleryImages !== base.galleryImages * FACTOR) {
    problems.push(`gallery images: expected ${base.galleryImages * FACTOR}, the build has ${images.galleryImages}`)
  }
  return {
    factor: FACTOR,
    builds,
    base,
    posts,
    images,
    perPost: perUnit(base, posts, (build) => build.posts),
    perImage: images ? perUnit(base, images, (build) => build.galleryImages) : null,
    encodeSecondsPerNewImage: encodeSeconds,
    problems,
  }
}
