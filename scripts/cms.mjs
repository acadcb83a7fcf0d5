// `npm run cms`: the owner's editor on this machine (decision 0025). Starts Decap CMS's local backend (decap-server,
// which reads and writes the content files of this working tree) and serves the production build as `npm start` does
// (building it first when it is missing or older than the sources), then says where to open the editor. Ctrl-C (or
// either process ending) stops both. Save in the editor, then restart this command to see the site built with the
// change; commit the files the editor changed with git as any other change.
import { spawn } from 'node:child_process'
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
run('The site (npm start)', ['scripts/start.mjs'], { PORT: String(port), CMS_LOCAL_PORT: String(backendPort) })

console.log(
  `\nThe editor: http://127.0.0.1:${port}/admin/ (its local backend on 127.0.0.1:${backendPort}). Ctrl-C stops both.\n`,
)

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0))
