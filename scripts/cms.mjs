// `npm run cms`: the owner's editor on this machine (decision 0025). Starts Decap CMS's local backend (decap-server,
// which reads and writes the content files of this working tree) and serves the production build as `npm start` does
// (building it first when it is missing or older than the sources), then says where to open the editor. Ctrl-C (or
// either process ending) stops both. Save in the editor, then restart this command to see the site built with the
// change; commit the files the editor changed with git as any other change.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const port = Number(process.env.PORT) || 4173
// The port the build writes into the editor's config and policy (scripts/editor-plugin.ts): the same variable.
const backendPort = Number(process.env.CMS_LOCAL_PORT) || 8081
const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js')

const children = []
let stopping = false

function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  process.exitCode = code
}

function run(name, args, env) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${name} stopped (${signal ?? `exit ${code}`}); stopping the other.`)
    stop(code ?? 0)
  })
  return child
}

// Bound to 127.0.0.1 only: it writes files for whoever asks, so nothing beyond this machine may reach it. MODE=fs
// writes the working tree without committing (git stays the owner's).
run('The editor’s local backend (decap-server)', [decapServer], {
  PORT: String(backendPort),
  BIND_HOST: '127.0.0.1',
  MODE: 'fs',
  GIT_REPO_DIRECTORY: process.cwd(),
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0))

// `npm start` rebuilds when a source is newer than the build; a build for another backend port is not, so rebuild here.
const config = 'dist/admin/config.yml'
if (existsSync(config) && !readFileSync(config, 'utf8').includes(`127.0.0.1:${backendPort}/api/v1`)) {
  console.log(`Building the production app for the editor's local backend on port ${backendPort}…`)
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, CMS_LOCAL_PORT: String(backendPort) },
  })
  if (build.status !== 0) stop(build.status ?? 1)
}
if (!stopping) {
  run('The site (npm start)', ['scripts/start.mjs'], { PORT: String(port), CMS_LOCAL_PORT: String(backendPort) })
  // Said once the site answers, below the build's output.
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 600 && !stopping; tries += 1) {
    if (
      await fetch(url, { method: 'HEAD' }).then(
        () => true,
        () => false,
      )
    ) {
      console.log(`\nThe editor: ${url}/admin/ (its local backend on 127.0.0.1:${backendPort}). Ctrl-C stops both.\n`)
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
