/**
 * The booking provider as both browser suites meet it, on this machine: a TLS server with a certificate made for the
 * run by openssl, answering the provider's script and its booking pages with tiny stand-ins.
 *
 * - The Chromium suite maps the provider's host name here in the browser's own resolver (`hermeticArgs`), so a page
 *   reaches it without Playwright intercepting any request. Interception pauses every request of a context once any
 *   route exists, which cost about a fifth of a page-loading spec's time on CI's machine.
 * - The Firefox and WebKit suite answers through its outside-world proxy (e2e-engines/harness/network.ts).
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import https from 'node:https'
import { makeSelfSignedCertificate } from '../scripts/hosts/self-signed.mjs'

export const PROVIDER_HOST = 'fareharbor.com'
export const EMAILJS_HOST = 'api.emailjs.com'

export const PROVIDER_SCRIPT_STUB = '/* booking provider stub */'
export const PROVIDER_PAGE_STUB = '<!doctype html><title>Booking provider stub</title><h1>Calendar</h1>'

/** A self-signed certificate for the stubbed hosts, made with openssl for this run. */
export function makeCertificate(): { key: Buffer; cert: Buffer } {
  const files = makeSelfSignedCertificate({
    commonName: EMAILJS_HOST,
    altNames: [`DNS:${EMAILJS_HOST}`, `DNS:${PROVIDER_HOST}`, `DNS:*.${PROVIDER_HOST}`],
  })
  try {
    return { key: readFileSync(files.key), cert: readFileSync(files.cert) }
  } finally {
    files.cleanup()
  }
}

/** A booking-provider request that reached the stand-in. */
export interface ProviderRequest {
  url: string
  dest: string
}

/** Answers a request to the provider: its booking pages with a page, anything else (its script) with a script. */
export function answerProvider(req: IncomingMessage, res: ServerResponse, seen?: ProviderRequest[]): void {
  const dest = String(req.headers['sec-fetch-dest'] ?? '')
  seen?.push({ url: `https://${PROVIDER_HOST}${req.url ?? '/'}`, dest })
  const isDocument =
    dest === 'document' || dest === 'iframe' || (dest === '' && /text\/html/.test(String(req.headers.accept ?? '')))
  if (isDocument) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PROVIDER_PAGE_STUB)
  else
    res
      .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      .end(PROVIDER_SCRIPT_STUB)
}

/** Where the Chromium suite's stand-in listens: the port after the app's. */
export function providerStandInPort(appPort: number): number {
  return appPort + 1
}

/**
 * Chromium's flags that keep every request on this machine without interception: the provider's host resolves to
 * the stand-in, every other name but the local one fails to resolve, and the stand-in's certificate is accepted.
 */
export function hermeticArgs(appPort: number): string[] {
  return [
    `--host-resolver-rules=MAP ${PROVIDER_HOST} 127.0.0.1:${providerStandInPort(appPort)}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
    '--ignore-certificate-errors',
  ]
}

/** Starts the stand-in for a Playwright run; resolves to its stop. */
export async function startProviderStandIn(appPort: number): Promise<() => Promise<void>> {
  const server = https.createServer(makeCertificate(), (req, res) => {
    req.resume()
    req.on('end', () => answerProvider(req, res))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(providerStandInPort(appPort), '127.0.0.1', () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
