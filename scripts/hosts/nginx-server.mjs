/**
 * Debian's nginx serving a build with the config the build emitted beside it (scripts/nginx-config.ts), as a
 * business would include it in its own server block: for the host tests, the photo bench (over TLS with HTTP/2, as
 * the README's server block listens), and by hand with `node scripts/hosts/nginx-server.mjs [port]` (Ctrl-C stops
 * it). Runs in the foreground of a scratch prefix, so it needs no root and leaves the system's nginx alone.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/**
 * Starts nginx on 127.0.0.1:`port` over `outDir`; resolves once it answers.
 * - `tls` ({ cert, key }: PEM file paths): HTTPS with HTTP/2, as a host serves a PWA (a service worker needs a
 *   secure origin, and every such host of the README speaks HTTP/2).
 * - `bare`: a plain folder with nginx's defaults, no emitted config (the bench's floor pages).
 */
export async function startNginx({ outDir = 'dist', port = 4361, tls = null, bare = false } = {}) {
  const root = resolve(outDir)
  const snippet = `${root}.nginx.conf`
  if (!existsSync(NGINX))
    throw new Error(`nginx is missing at ${NGINX}: apt-get install nginx libnginx-mod-http-brotli-static`)
  if (!existsSync(BROTLI_STATIC))
    throw new Error(`nginx's brotli_static module is missing: apt-get install libnginx-mod-http-brotli-static`)
  if (!bare && !existsSync(snippet)) throw new Error(`${snippet} is missing: run \`npm run build\` first`)
  // Debian's nginx 1.22 takes HTTP/2 on the listen line (1.25.1 and later also take `http2 on;`).
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};`
    : `listen 127.0.0.1:${port};`
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
    ${listen}
    root ${root};
    ${bare ? 'gzip on;' : `include ${snippet};`}
  }
}
`,
  )
  const test = spawnSync(NGINX, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx rejects the emitted config:\n${test.stderr}`)
  const child = spawn(NGINX, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`)
    try {
      // Over TLS, the port taking a connection is enough: Node's fetch would refuse the self-signed certificate.
      await (tls ? connects(port) : fetch(url, { redirect: 'manual' }))
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

/** Resolves once 127.0.0.1:`port` takes a TCP connection, rejects if it refuses. */
function connects(port) {
  return new Promise((done, fail) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end()
      done()
    })
    socket.once('error', fail)
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startNginx({ port: Number(process.argv[2]) || 8080 })
  console.log(`nginx serves dist/ with dist.nginx.conf at ${server.url} (Ctrl-C stops it)`)
  process.on('SIGINT', () => void server.stop().then(() => process.exit(0)))
}
