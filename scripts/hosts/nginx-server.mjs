/**
 * Debian's nginx serving a build with the config the build emitted beside it (scripts/nginx-config.ts), as a
 * business would include it in its own server block: for the host tests, and by hand with
 * `node scripts/hosts/nginx-server.mjs [port]` (Ctrl-C stops it). Runs in the foreground of a scratch prefix, so
 * it needs no root and leaves the system's nginx alone.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** Starts nginx on 127.0.0.1:`port` over `outDir`; resolves once it answers. */
export async function startNginx({ outDir = 'dist', port = 4361 } = {}) {
  const root = resolve(outDir)
  const snippet = `${root}.nginx.conf`
  if (!existsSync(NGINX))
    throw new Error(`nginx is missing at ${NGINX}: apt-get install nginx libnginx-mod-http-brotli-static`)
  if (!existsSync(BROTLI_STATIC))
    throw new Error(`nginx's brotli_static module is missing: apt-get install libnginx-mod-http-brotli-static`)
  if (!existsSync(snippet)) throw new Error(`${snippet} is missing: run \`npm run build\` first`)
  const prefix = mkdtempSync(join(tmpdir(), 'cat-tours-nginx-'))
  const config = join(prefix, 'nginx.conf')
  writeFileSync(
    config,
    `load_module ${BROTLI_STATIC};
${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${snippet};
  }
}
`,
  )
  const test = spawnSync(NGINX, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx rejects the emitted config:\n${test.stderr}`)
  const child = spawn(NGINX, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`)
    try {
      await fetch(url, { redirect: 'manual' })
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${stderr}`)
      await new Promise((done) => setTimeout(done, 100))
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGQUIT')
      await Promise.race([exited, new Promise((done) => setTimeout(done, 3000))])
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startNginx({ port: Number(process.argv[2]) || 8080 })
  console.log(`nginx serves dist/ with dist.nginx.conf at ${server.url} (Ctrl-C stops it)`)
  process.on('SIGINT', () => void server.stop().then(() => process.exit(0)))
}
