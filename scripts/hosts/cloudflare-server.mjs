/**
 * Cloudflare Pages' own local runtime (`wrangler pages dev`, workerd) serving a build with `_headers`,
 * `_redirects`, `_routes.json` and the documents' edge function (functions/_middleware.ts), configured by
 * wrangler.toml: for the host tests, and by hand with `node scripts/hosts/cloudflare-server.mjs [port]`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const WRANGLER = resolve('node_modules/.bin/wrangler')

/** Starts `wrangler pages dev` on 127.0.0.1:`port` over `outDir`; resolves once it answers (up to a minute). */
export async function startCloudflare({ outDir = 'dist', port = 4371 } = {}) {
  if (!existsSync(WRANGLER)) throw new Error('wrangler is missing: run `npm ci`')
  if (!existsSync(resolve(outDir, '_routes.json')))
    throw new Error(`${outDir}/_routes.json is missing: run \`npm run build\` first`)
  // Its local state (caches, logs) in a scratch folder, not in the project.
  const state = mkdtempSync(join(tmpdir(), 'cat-tours-wrangler-'))
  const child = spawn(
    WRANGLER,
    ['pages', 'dev', outDir, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--log-level', 'warn'],
    {
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: state, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status === 200) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL')
      throw new Error(`wrangler pages dev did not answer on ${url} within a minute:\n${output}`)
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  return {
    url,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done))
      // Its whole process group: wrangler runs workerd as a child of its own.
      process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))])
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
      rmSync(state, { recursive: true, force: true })
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startCloudflare({ port: Number(process.argv[2]) || 8788 })
  console.log(`wrangler pages dev serves dist/ at ${server.url} (Ctrl-C stops it)`)
  process.on('SIGINT', () => void server.stop().then(() => process.exit(0)))
}
