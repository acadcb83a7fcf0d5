/**
 * The production app served as `npm start` serves it (vite preview with the site's host plugin: 200 pages, 301
 * legacy paths, the 404 page, precompressed files, per-document security headers), on a port of the suite's range,
 * and the second version the update journey deploys, built once per run into a scratch folder.
 *
 * It serves the build as it is: unlike `npm start` it never rebuilds dist/ when the sources are newer (the suite
 * runs after `npm run build`; a rebuild in the middle of a run would race other work on the tree).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type PreviewServer, preview } from 'vite'

export interface AppServer {
  port: number
  stop(): Promise<void>
}

/** Serves `outDir` (dist/ by default) on 127.0.0.1:`port`. */
export async function startApp(port: number, outDir = 'dist'): Promise<AppServer> {
  if (!existsSync(`${outDir}/index.html`))
    throw new Error(`${outDir}/index.html is missing: run \`npm run build\` first`)
  const server: PreviewServer = await preview({
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
    logLevel: 'error',
  })
  return { port, stop: () => server.close() }
}

export const V2_DIR = '.tmp/engines-v2'
export const V1_EMAIL = 'hello@cathistorytours.example'
export const V2_EMAIL = 'updates@cathistorytours.example'

/**
 * Builds a variant of the site into `dir`, once per run of the suite: the config gives each run an id, and a build
 * made for this run is reused by the other engine's worker.
 */
function buildOncePerRun(
  dir: string,
  env: Record<string, string>,
  what: string,
): { OUT_DIR: string; SSR_OUT_DIR: string } {
  const dirs = { OUT_DIR: `${dir}/dist`, SSR_OUT_DIR: `${dir}/dist-ssr` }
  const marker = `${dir}/run-id`
  const runId = process.env.ENGINES_RUN_ID ?? ''
  if (runId && existsSync(marker) && readFileSync(marker, 'utf8') === runId) return dirs
  rmSync(dir, { recursive: true, force: true })
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    env: { ...process.env, ...dirs, ...env },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`Building ${what} failed:\n${build.stdout}\n${build.stderr}`)
  writeFileSync(marker, runId)
  return dirs
}

/** Version 2 (only its contact address differs), into .tmp/engines-v2. */
export function buildVersion2(): { OUT_DIR: string; SSR_OUT_DIR: string } {
  return buildOncePerRun(V2_DIR, { VITE_CONTACT_EMAIL: V2_EMAIL }, 'version 2')
}

export const PHOTOS_DIR = '.tmp/engines-photos'

/**
 * The site with the realistic photo set (scripts/photo-set: 72 photos cut from Debian's wallpapers, made at test time
 * and cached in .tmp/photo-set) in place of the drawings, into .tmp/engines-photos.
 */
export function buildPhotoSite(): { OUT_DIR: string; SSR_OUT_DIR: string } {
  const made = spawnSync(process.execPath, ['scripts/photo-set/make.mjs'], { encoding: 'utf8' })
  if (made.status !== 0) throw new Error(`Making the photo set failed:\n${made.stdout}\n${made.stderr}`)
  return buildOncePerRun(PHOTOS_DIR, { PHOTO_SET: '.tmp/photo-set' }, 'the site with the photo set')
}
