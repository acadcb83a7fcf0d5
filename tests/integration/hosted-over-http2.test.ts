/**
 * The host the photo bench judges its page budgets on (scripts/bench/photos.mjs): Debian's nginx with the build's
 * emitted config over TLS with HTTP/2, and the same server over a bare folder for the floor pages. If nginx stopped
 * speaking HTTP/2 there, or the certificate's key stopped matching the hash Chromium is told to trust, the bench
 * would measure another protocol, or fail on a certificate error, without saying why. Needs `npm run build` (which
 * `npm test` runs first) and nginx (.ci/run installs it); ports 4381 and 4382.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http2 from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx } from '../../scripts/hosts/nginx-server.mjs'
import { makeLocalCertificate } from '../../scripts/hosts/self-signed.mjs'

/** One GET over HTTP/2, trusting only `ca`: its status, headers and body. */
function getOverHttp2(origin: string, path: string, ca: Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const session = http2.connect(origin, { ca })
    session.once('error', fail)
    const request = session.request({ ':path': path, ...headers })
    const chunks: Buffer[] = []
    request.on('response', (answer) => {
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        session.close()
        done({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) })
      })
    })
    request.once('error', fail)
    request.end()
  })
}

describe('the bench host: nginx over TLS with HTTP/2', () => {
  const certificate = makeLocalCertificate()
  const ca = readFileSync(certificate.cert)
  const tls = { cert: certificate.cert, key: certificate.key }
  const folder = mkdtempSync(join(tmpdir(), 'bare-floor-'))
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Floor</title><p>A bare page.</p>')
  let app: { url: string; stop(): Promise<void> } | undefined
  let bare: { url: string; stop(): Promise<void> } | undefined
  beforeAll(async () => {
    app = await startNginx({ port: 4381, tls })
    bare = await startNginx({ outDir: folder, port: 4382, tls, bare: true })
  }, 30_000)
  afterAll(async () => {
    await app?.stop()
    await bare?.stop()
    certificate.cleanup()
    rmSync(folder, { recursive: true, force: true })
  })

  it('trusts exactly the key it made: the hash Chromium is given is the one openssl derives from the certificate', () => {
    // The way Chromium's documentation derives it, computed apart from the helper's own code.
    const publicKey = execFileSync('openssl', ['x509', '-in', certificate.cert, '-pubkey', '-noout'])
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey })
    const hash = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64')
    expect(certificate.spki).toBe(hash)
  })

  it('serves the build with its own config over HTTP/2: a page with its policy and brotli copy', async () => {
    expect(app?.url).toBe('https://127.0.0.1:4381')
    const page = await getOverHttp2(app!.url, '/gallery', ca, { 'accept-encoding': 'br' })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'")
    const missing = await getOverHttp2(app!.url, '/no-such-page', ca)
    expect(missing.status).toBe(404)
  })

  it('serves a bare folder over HTTP/2 with nginx defaults, for the floor pages', async () => {
    const page = await getOverHttp2(bare!.url, '/', ca)
    expect(page.status).toBe(200)
    expect(page.body.toString()).toContain('A bare page.')
  })
})
