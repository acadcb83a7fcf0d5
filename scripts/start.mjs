// `npm start`: build the production app when the build is missing or older than its sources, then serve it
// on http://127.0.0.1:4173 (PORT overrides) the way a static host would (see scripts/host-plugin.ts).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { preview } from 'vite'
import { printDemoNotice } from './settings-check.mjs'

// photos/: the business's photos (content/photos.yaml lists them); content/: the business's content files, which the
// owner's editor (admin/, `npm run cms`) writes.
const inputs = [
  'src',
  'public',
  'scripts',
  'photos',
  'content',
  'admin',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
]
const outputs = ['dist/index.html', 'dist-ssr/entry-server.js']

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)))
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  console.log('Building the production app…')
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
} else {
  // The build prints it when it runs; otherwise here, for the settings as they are now.
  await printDemoNotice()
}

const server = await preview({})
server.printUrls()
