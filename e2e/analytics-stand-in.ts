/**
 * A cookieless analytics provider as the Chromium suite meets it on this machine (e2e/analytics.spec.ts): a TLS server
 * for the provider's host, which the spec's browser resolves here (as provider-stand-in.ts does for the booking
 * provider), answering Plausible's script URL with a tiny script of the same API and recording every request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import https from 'node:https'
import { readFileSync } from 'node:fs'
import { makeSelfSignedCertificate } from '../scripts/hosts/self-signed.mjs'

export const ANALYTICS_HOST = 'plausible.io'
export const ANALYTICS_ORIGIN = `https://${ANALYTICS_HOST}`
export const ANALYTICS_SCRIPT_URL = `${ANALYTICS_ORIGIN}/js/script.js`

/**
 * Plausible's script API in small: `window.plausible(name, { props })` posts the event to the script's own origin,
 * after replaying the events the page queued before the script came (Plausible's documented `plausible.q`).
 */
export const STAND_IN_SCRIPT = `(function () {
  var script = document.currentScript
  var domain = script.getAttribute('data-domain')
  var endpoint = new URL('/api/event', script.src).href
  function send(name, options) {
    var event = { n: name, d: domain, u: location.href, p: options && options.props }
    fetch(endpoint, { method: 'POST', body: JSON.stringify(event), keepalive: true })
  }
  var queued = (window.plausible && window.plausible.q) || []
  window.plausible = send
  for (var i = 0; i < queued.length; i++) send.apply(null, queued[i])
})()
`

/** An event as the stand-in's script posts it. */
export interface AnalyticsEvent {
  n: string
  d: string
  u: string
  p?: Record<string, unknown>
}

export interface AnalyticsRequest {
  method: string
  path: string
  /** When it arrived, by this machine's clock (ms). */
  at: number
  event?: AnalyticsEvent
}

export interface AnalyticsStandIn {
  /** Every request that reached the stand-in, in order. */
  readonly requests: AnalyticsRequest[]
  readonly events: () => AnalyticsEvent[]
  /** Holds the script's answers until the returned function is called (events sent meanwhile wait in the page). */
  holdScript(): () => void
  close(): Promise<void>
}

export async function startAnalyticsStandIn(port: number): Promise<AnalyticsStandIn> {
  const files = makeSelfSignedCertificate({ commonName: ANALYTICS_HOST, altNames: [`DNS:${ANALYTICS_HOST}`] })
  let tls: { key: Buffer; cert: Buffer }
  try {
    tls = { key: readFileSync(files.key), cert: readFileSync(files.cert) }
  } finally {
    files.cleanup()
  }
  const requests: AnalyticsRequest[] = []
  let held: Promise<void> = Promise.resolve()

  const answer = async (req: IncomingMessage, res: ServerResponse, body: string) => {
    const path = req.url ?? '/'
    const request: AnalyticsRequest = { method: req.method ?? 'GET', path, at: Date.now() }
    requests.push(request)
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
    if (req.method === 'POST' && path === '/api/event') {
      request.event = JSON.parse(body) as AnalyticsEvent
      res.writeHead(202, cors).end('ok')
    } else if (req.method === 'GET' && path.startsWith('/js/')) {
      await held
      res.writeHead(200, { ...cors, 'content-type': 'text/javascript' }).end(STAND_IN_SCRIPT)
    } else if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
    } else {
      res.writeHead(404, cors).end()
    }
  }

  const server = https.createServer(tls, (req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => void answer(req, res, body))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    requests,
    events: () => requests.flatMap((request) => (request.event ? [request.event] : [])),
    holdScript() {
      let release!: () => void
      held = new Promise<void>((resolve) => (release = resolve))
      return release
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
