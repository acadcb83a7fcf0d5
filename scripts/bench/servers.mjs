/**
 * The servers the bench measures against: the production app through the same `vite preview` as `npm start`,
 * a bare folder (the floor page, the framework floor app) through a plain `vite preview`, and a shaping proxy
 * that gives every request, the service worker's too, one throttled link.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { preview } from 'vite'

/**
 * The production app as `npm start` serves it (vite.config.ts, with the static-host plugin): the repository's dist/
 * and dist-ssr/, or `buildDir`'s (a scratch build's `dist` and `dist-ssr`). vite.config.ts and scripts/ssr-module.ts
 * read OUT_DIR and SSR_OUT_DIR when the config is loaded, which `vite preview` does before it resolves, so both are
 * set for that long: the host's routes then come from the same build as the files.
 */
export async function serveApp(root, port, buildDir = null) {
  const saved = { OUT_DIR: process.env.OUT_DIR, SSR_OUT_DIR: process.env.SSR_OUT_DIR }
  if (buildDir) Object.assign(process.env, { OUT_DIR: join(buildDir, 'dist'), SSR_OUT_DIR: join(buildDir, 'dist-ssr') })
  try {
    const server = await preview({
      root,
      logLevel: 'warn',
      preview: { host: '127.0.0.1', port, strictPort: true },
    })
    return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

/** A built folder under plain `vite preview` (no project config): same compression and static serving. */
export async function serveFolder(dir, port) {
  const server = await preview({
    root: dirname(dir),
    configFile: false,
    logLevel: 'warn',
    build: { outDir: basename(dir) },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
}

/** A scratch folder outside the repository, removed by `cleanup`. */
export async function scratchDir(name) {
  const dir = await mkdtemp(join(tmpdir(), `bench-${name}-`))
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) }
}

/** Chrome DevTools' "Fast 4G" preset: 9 Mbps down, 1.5 Mbps up, 60 ms RTT, with DevTools' adjustment factors. */
export const FAST_4G = { latencyMs: 60 * 2.75, downloadBytesPerSecond: ((9 * 1000 * 1000) / 8) * 0.9 }

/**
 * One shared downlink: chunks from every open response leave in arrival order at `bytesPerSecond`. Returns the
 * delay before the chunk of `bytes` may be written, given the current time.
 */
export function createLink(bytesPerSecond) {
  let freeAt = 0
  return (bytes, now) => {
    const start = Math.max(now, freeAt)
    freeAt = start + (bytes / bytesPerSecond) * 1000
    return freeAt - now
  }
}

const SLICE = 16 * 1024
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A proxy in front of `upstreamPort` that holds each request for the connection's latency, then streams the
 * answer through one shared link. Chrome's own emulation (Network.emulateNetworkConditions) is set per target,
 * and a service worker is a target of its own: its precache fetches would not be throttled.
 */
export async function serveThrottled(upstreamPort, port, { latencyMs, downloadBytesPerSecond }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
  const link = createLink(downloadBytesPerSecond)
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: `127.0.0.1:${upstreamPort}` }
    setTimeout(() => {
      const upstream = http.request(
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers, agent },
        async (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          try {
            for await (const chunk of answer) {
              for (let offset = 0; offset < chunk.length; offset += SLICE) {
                const slice = chunk.subarray(offset, offset + SLICE)
                await sleep(link(slice.length, performance.now()))
                if (!res.write(slice)) await new Promise((resolve) => res.once('drain', resolve))
              }
            }
            res.end()
          } catch {
            res.destroy()
          }
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    }, latencyMs)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
