/**
 * The network the browser under test sees, all on this machine:
 *
 * - the **gateway**, an HTTP proxy in front of the app server: the site's origin is the gateway's. It can be cut as a
 *   street corner cuts a phone off (the listener closes and every open socket is destroyed, so connections are
 *   refused; `navigator.onLine` stays true) and restored on the same port. On the way through it adds an
 *   error-capturing inline script to each HTML document (see error-probe.ts), since WebDriver shows no console.
 * - the **outside world**, an HTTP(S) proxy the browser is configured to use for every other host. It answers
 *   CONNECT to the booking provider and to EmailJS by terminating TLS itself with a self-signed certificate made for
 *   the run (the browser runs with acceptInsecureCerts) and answers as they would; any other host is refused, so
 *   nothing leaves the machine. While the network is cut it refuses everything too.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { Socket } from 'node:net'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import {
  answerProvider,
  EMAILJS_HOST,
  makeCertificate,
  PROVIDER_HOST,
  type ProviderRequest,
} from '../../e2e/provider-stand-in'
import { injectErrorProbe } from './error-probe'

export const EMAILJS_SEND_PATH = '/api/v1.0/email/send'

/** What the fake EmailJS accepted: one entry per delivered e-mail (a 200 answer). */
export interface Delivery {
  template: string
  submission: string
  body: { service_id: string; template_id: string; user_id: string; template_params: Record<string, string> }
}

/** A gate the test opens to let held EmailJS requests answer. */
export interface Hold {
  release(): void
}

export class FakeEmailJs {
  /** Every POST that reached the fake, delivered or not. */
  attempts = 0
  readonly delivered: Delivery[] = []
  /** The status the fake answers with; 200 records a delivery. */
  status = 200
  private held: Array<() => void> = []
  private holding = false

  /** From now on requests wait (unanswered) until the returned gate is released. */
  hold(): Hold {
    this.holding = true
    return {
      release: () => {
        this.holding = false
        for (const go of this.held.splice(0)) go()
      },
    }
  }

  reset(): void {
    this.attempts = 0
    this.delivered.length = 0
    this.status = 200
    this.holding = false
    for (const go of this.held.splice(0)) go()
  }

  /** How many deliveries each submission id and template got, as "submission:template" → count. */
  counts(): Record<string, number> {
    const counts: Record<string, number> = {}
    for (const { submission, template } of this.delivered)
      counts[`${submission}:${template}`] = (counts[`${submission}:${template}`] ?? 0) + 1
    return counts
  }

  async handle(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const cors = {
      'access-control-allow-origin': String(req.headers.origin ?? '*'),
      'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '*'),
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-max-age': '0',
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    if (req.method !== 'POST' || !req.url?.startsWith(EMAILJS_SEND_PATH)) {
      res.writeHead(404, { ...cors, 'content-type': 'text/plain' }).end('Not found')
      return
    }
    this.attempts += 1
    if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve))
    const status = this.status
    if (status === 200) {
      const parsed = JSON.parse(body.toString('utf8')) as Delivery['body']
      this.delivered.push({
        template: parsed.template_id,
        submission: parsed.template_params.submission_id ?? '',
        body: parsed,
      })
    }
    res
      .writeHead(status, { ...cors, 'content-type': 'text/plain' })
      .end(status === 200 ? 'OK' : 'The service is unavailable')
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function trackSockets(server: http.Server, sockets: Set<Socket>): void {
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
}

/**
 * What can go wrong between the site and the guest, made by the gateway for one test (Network.fault): a CDN that
 * rewrites a page, a file that never arrives, a page that carries a script it should not.
 */
export interface Faults {
  /** Requests whose path (with its query) matches are dropped: the connection is destroyed, nothing answers. */
  abort?: RegExp
  /**
   * The signal drops for good at the first request whose path matches: it and every request after it are dropped
   * as `abort` drops them, until the faults are cleared. No listener closes, so the browser is not told.
   */
  dropFrom?: RegExp
  /** Rewrites each HTML document on its way, before the error probe is added. */
  rewriteHtml?: (html: string, path: string) => string
  /** Inline scripts run at the top of each HTML document, after the probe; the document's policy allows them. */
  scripts?: readonly string[]
}

export interface NetworkOptions {
  /** Where the app server listens (127.0.0.1). */
  upstreamPort: number
  /** The gateway's port: the site's origin is http://127.0.0.1:{gatewayPort}. */
  gatewayPort: number
  /** The outside-world proxy's port (the browser's httpProxy/sslProxy). */
  proxyPort: number
}

export class Network {
  readonly emailjs = new FakeEmailJs()
  readonly providerRequests: ProviderRequest[] = []
  /** Requests the outside-world proxy refused (hosts that are not stubbed): nothing left the machine for them. */
  readonly refused: string[] = []
  /** Connections to a stubbed host (EmailJS, the booking provider) refused because the network was cut. */
  readonly triedWhileCut: string[] = []
  private upstreamPort: number
  private gateway: http.Server | undefined
  private readonly gatewaySockets = new Set<Socket>()
  private readonly proxy: http.Server
  private readonly proxySockets = new Set<Socket>()
  private readonly tls: https.Server
  private up = false
  private holdRule: { paths: RegExp; delayMs: number | undefined; waiting: Array<() => void> } | undefined
  /** Gateway requests held so far by holdPaths(): when each came, and whether it has gone on. */
  held: Array<{ path: string; at: number; passed: boolean }> = []
  private faults: Faults = {}
  /** Whether a request matching Faults.dropFrom has come: every request is dropped from then on. */
  private signalDropped = false
  /** Paths the gateway dropped because of Faults.abort. */
  readonly aborted: string[] = []

  constructor(private readonly options: NetworkOptions) {
    this.upstreamPort = options.upstreamPort
    const { key, cert } = makeCertificate()
    // The stubbed HTTPS hosts, reached through CONNECT tunnels the proxy terminates itself.
    this.tls = https.createServer({ key, cert }, (req, res) => void this.answerOutside(req, res))
    this.proxy = http.createServer((req, res) => this.proxyPlainHttp(req, res))
    this.proxy.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => this.connect(req, socket, head))
    trackSockets(this.proxy, this.proxySockets)
  }

  get origin(): string {
    return `http://127.0.0.1:${this.options.gatewayPort}`
  }

  /** `host:port` of the outside-world proxy, for the browser's proxy settings. */
  get proxyAddress(): string {
    return `127.0.0.1:${this.options.proxyPort}`
  }

  get isUp(): boolean {
    return this.up
  }

  async start(): Promise<void> {
    await listen(this.proxy, this.options.proxyPort)
    await this.restore()
  }

  /** Serve another app server from now on (the update flow deploys version 2 this way). */
  setUpstream(port: number): void {
    this.upstreamPort = port
  }

  /** Cuts the network: the gateway stops listening, every open connection is destroyed, the outside is refused. */
  async cut(): Promise<void> {
    this.up = false
    const server = this.gateway
    this.gateway = undefined
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve()
    for (const socket of this.gatewaySockets) socket.destroy()
    for (const socket of this.proxySockets) socket.destroy()
    await closed
  }

  /** Brings the network back: the gateway listens again on the same port. */
  async restore(): Promise<void> {
    if (this.gateway) return
    const server = http.createServer((req, res) => void this.forward(req, res))
    server.keepAliveTimeout = 5_000
    trackSockets(server, this.gatewaySockets)
    await listen(server, this.options.gatewayPort)
    this.gateway = server
    this.up = true
  }

  /** Makes these faults from now on, in place of any earlier ones. */
  fault(faults: Faults): void {
    this.faults = faults
    this.signalDropped = false
  }

  /** An honest network again: no faults, and the record of aborted requests emptied. */
  clearFaults(): void {
    this.faults = {}
    this.signalDropped = false
    this.aborted.length = 0
  }

  /** Ends any holdPaths() rule and lets what it held go on. */
  releaseHolds(): void {
    const rule = this.holdRule
    this.holdRule = undefined
    for (const go of rule?.waiting.splice(0) ?? []) go()
  }

  async stop(): Promise<void> {
    this.releaseHolds()
    await this.cut()
    await new Promise<void>((resolve) => this.proxy.close(() => resolve()))
    for (const socket of this.proxySockets) socket.destroy()
  }

  /**
   * A slow connection: from now on the gateway keeps each request whose path matches `paths` waiting for `delayMs`
   * before passing it on (or until released, without `delayMs`); `held` lists them, answered or not.
   */
  holdPaths(paths: RegExp, { delayMs }: { delayMs?: number } = {}): Hold {
    const rule = { paths, delayMs, waiting: [] as Array<() => void> }
    this.holdRule = rule
    this.held = []
    return {
      release: () => {
        if (this.holdRule === rule) this.holdRule = undefined
        for (const go of rule.waiting.splice(0)) go()
      },
    }
  }

  /** The gateway: passes a request to the app server; HTML documents get the error probe on the way. */
  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req).catch(() => Buffer.alloc(0))
    const faults = this.faults
    if (faults.dropFrom?.test(req.url ?? '')) this.signalDropped = true
    if (this.signalDropped || faults.abort?.test(req.url ?? '')) {
      this.aborted.push(req.url ?? '')
      res.destroy()
      return
    }
    const rule = this.holdRule
    if (rule?.paths.test(req.url ?? '')) {
      const entry = { path: req.url ?? '', at: Date.now(), passed: false }
      this.held.push(entry)
      await new Promise<void>((resolve) => {
        rule.waiting.push(resolve)
        if (rule.delayMs !== undefined) setTimeout(resolve, rule.delayMs)
      })
      entry.passed = true
      if (res.destroyed) return
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: this.upstreamPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '')
        if (!type.startsWith('text/html') || req.method === 'HEAD') {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        readBody(answer)
          .then((raw) => {
            const served = decode(raw, String(answer.headers['content-encoding'] ?? '')).toString('utf8')
            const html = faults.rewriteHtml ? faults.rewriteHtml(served, req.url ?? '') : served
            const headers = { ...answer.headers }
            delete headers['content-encoding']
            delete headers['content-length']
            delete headers['transfer-encoding']
            const { html: injected, policy } = injectErrorProbe(
              html,
              headers['content-security-policy'] as string | undefined,
              faults.scripts,
            )
            if (policy !== undefined) headers['content-security-policy'] = policy
            const out = Buffer.from(injected, 'utf8')
            headers['content-length'] = String(out.byteLength)
            res.writeHead(answer.statusCode ?? 200, headers).end(out)
          })
          .catch(() => res.destroy())
      },
    )
    upstream.on('error', () => res.destroy())
    upstream.end(body)
  }

  /** Plain-HTTP proxy requests: only the site itself (through the gateway, so a cut applies) gets through. */
  private proxyPlainHttp(req: IncomingMessage, res: ServerResponse): void {
    let target: URL
    try {
      target = new URL(req.url ?? '')
    } catch {
      res.writeHead(400).end()
      return
    }
    const local = target.hostname === '127.0.0.1' || target.hostname === 'localhost'
    if (!local || Number(target.port) !== this.options.gatewayPort || !this.up) {
      if (!local) this.refused.push(target.href)
      res.destroy()
      return
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: this.options.gatewayPort,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  }

  private connect(req: IncomingMessage, socket: Socket, head: Buffer): void {
    const [host = '', port = '443'] = (req.url ?? '').split(':')
    const stubbed =
      port === '443' && (host === EMAILJS_HOST || host === PROVIDER_HOST || host.endsWith(`.${PROVIDER_HOST}`))
    if (!stubbed || !this.up) {
      if (!stubbed) this.refused.push(`https://${req.url ?? ''}`)
      else this.triedWhileCut.push(host)
      socket.destroy()
      return
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) socket.unshift(head)
    this.tls.emit('connection', socket)
  }

  private async answerOutside(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = String(req.headers.host ?? '').split(':')[0]
    const body = await readBody(req).catch(() => Buffer.alloc(0))
    if (!this.up) {
      res.destroy()
      return
    }
    if (host === EMAILJS_HOST) await this.emailjs.handle(req, res, body)
    else answerProvider(req, res, this.providerRequests)
  }
}

function decode(raw: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(raw)
  if (encoding === 'br') return brotliDecompressSync(raw)
  if (encoding === 'deflate') return inflateSync(raw)
  return raw
}
