/**
 * The content editor's sign-in (functions/api: GitHub's OAuth web flow for Decap CMS) against hostile input. The
 * handlers are called as Pages calls them, with a Request and an env; GitHub's token endpoint is a stand-in on this
 * machine that records what it is sent, and a second one stands for any other origin a redirect could lead to.
 * Each browser step is done by hand: the cookie the start sets is sent back as a browser would, and the callback
 * page's script runs against a stand-in opener, so the handshake with the editor is tried as well.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { onRequest as middleware } from '../functions/_middleware'
import { CALLBACK_SCRIPT, type OAuthEnv, STATE_COOKIE } from '../functions/api/_oauth'
import { onRequest as auth } from '../functions/api/auth'
import { onRequest as callback } from '../functions/api/callback'

const SITE = 'https://tours.example'
const CLIENT_ID = 'Iv1.clientid0123456789'
const SECRET = 'stand-in-client-secret-3f9a1c7e5b'
const TOKEN = 'gho_standInToken0123456789abcdef'

interface Recorded {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

/** An HTTP server on 127.0.0.1 that records each request and answers with `answer` (set per test). */
function standIn() {
  const requests: Recorded[] = []
  let answer = (_request: Recorded, response: ServerResponse) => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' }))
  }
  const byDefault = answer
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body }
      requests.push(recorded)
      answer(recorded, response)
    })
  })
  return {
    requests,
    server,
    get origin() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    answerWith(next: typeof answer) {
      answer = next
    },
    reset() {
      requests.length = 0
      answer = byDefault
    },
  }
}

const github = standIn()
const elsewhere = standIn()
let env: OAuthEnv

beforeAll(async () => {
  for (const { server } of [github, elsewhere]) {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  }
  env = { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: SECRET, GITHUB_OAUTH_ORIGIN: github.origin }
})

afterAll(async () => {
  for (const { server } of [github, elsewhere]) await new Promise((closed) => server.close(closed))
})

beforeEach(() => {
  github.reset()
  elsewhere.reset()
})

/** Every response the handlers gave, as text (status, headers, body): none may hold the secret. */
const seen: string[] = []

async function record(response: Response): Promise<{ response: Response; body: string }> {
  const body = await response.clone().text()
  seen.push(
    `${response.status}\n${[...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n${body}`,
  )
  return { response, body }
}

async function start(query = 'provider=github&site_id=tours.example&scope=repo', withEnv: OAuthEnv = env) {
  const { response, body } = await record(
    await auth({ request: new Request(`${SITE}/api/auth?${query}`), env: withEnv }),
  )
  const location = response.headers.has('Location') ? new URL(response.headers.get('Location')!) : null
  const setCookie = response.headers.get('Set-Cookie') ?? ''
  return {
    response,
    body,
    location,
    setCookie,
    /** The Cookie header a browser sends back to /api/callback. */
    cookie: setCookie.split(';')[0] ?? '',
    state: location?.searchParams.get('state') ?? '',
  }
}

async function finish(query: string, cookie: string | null, withEnv: OAuthEnv = env) {
  const headers = cookie ? { Cookie: cookie } : undefined
  const request = new Request(`${SITE}/api/callback?${query}`, { headers })
  const { response, body } = await record(await callback({ request, env: withEnv }))
  return { response, body, page: new JSDOM(body).window.document }
}

/** The callback page's script, run with a stand-in opener: what it posts, to which origin, and a way to answer it. */
function runCallbackPage(document: Document) {
  const script = document.querySelector('script')?.textContent ?? ''
  const posted: Array<{ data: unknown; target: string }> = []
  const opener = { postMessage: (data: unknown, target: string) => posted.push({ data, target }) }
  const listeners = new Set<(event: { origin: string; source: unknown; data: unknown }) => void>()
  const window = {
    opener,
    addEventListener: (_type: string, listener: never) => listeners.add(listener),
    removeEventListener: (_type: string, listener: never) => listeners.delete(listener),
  }
  const dataset = (document.getElementById('oauth') as HTMLElement).dataset
  runInNewContext(script, {
    window,
    document: { getElementById: (id: string) => (id === 'oauth' ? { dataset } : null) },
  })
  const send = (event: { origin: string; source: unknown; data: unknown }) => {
    for (const listener of [...listeners]) listener(event)
  }
  return { posted, opener, send }
}

function expectGuardHeaders(response: Response) {
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(response.headers.get('X-Frame-Options')).toBe('DENY')
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
  expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
}

/** The callback's Set-Cookie, as a browser applies it: the state is gone. */
function expectStateCleared(response: Response) {
  const cookie = response.headers.get('Set-Cookie') ?? ''
  expect(cookie).toMatch(new RegExp(`^${STATE_COOKIE}=;`))
  expect(cookie).toContain('Max-Age=0')
  expect(cookie).toContain('Path=/api/callback')
}

/** A failed callback: refused with `status`, told to the editor as an error, no token anywhere. */
function expectRefused(result: Awaited<ReturnType<typeof finish>>, status: number) {
  expect(result.response.status).toBe(status)
  expectGuardHeaders(result.response)
  expectStateCleared(result.response)
  expect(result.body).not.toContain(TOKEN)
  const { posted, opener, send } = runCallbackPage(result.page)
  send({ origin: SITE, source: opener, data: 'authorizing:github' })
  expect(posted.map(({ target }) => target)).toEqual([SITE, SITE])
  expect(String(posted[1]?.data)).toMatch(/^authorization:github:error:\{"message":/)
}

describe('GET /api/auth: the start of the sign-in', () => {
  it('redirects to the configured GitHub authorize URL with our own callback and a fresh state in a cookie', async () => {
    const { response, location, setCookie, state } = await start()
    expect(response.status).toBe(302)
    expectGuardHeaders(response)
    expect(location?.origin).toBe(github.origin)
    expect(location?.pathname).toBe('/login/oauth/authorize')
    expect(Object.fromEntries(location!.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${SITE}/api/callback`,
      scope: 'repo',
      state,
    })
    // 32 random bytes, base64url: 256 bits, different each time.
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await start()).state).not.toBe(state)
    const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim())
    expect(pair).toBe(`${STATE_COOKIE}=${state}`)
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/callback', 'SameSite=Lax', 'Secure'])
    expect(github.requests).toEqual([])
  })

  it('takes no address from the query: redirect_uri, origin, return_to, next, base_url are ignored', async () => {
    const evil = 'https://evil.example/steal'
    const query = ['redirect_uri', 'origin', 'return_to', 'next', 'base_url', 'redirect', 'url']
      .map((name) => `${name}=${encodeURIComponent(evil)}`)
      .join('&')
    const { response, location } = await start(`provider=github&scope=repo&${query}`)
    expect(response.status).toBe(302)
    expect(location?.origin).toBe(github.origin)
    expect(location?.searchParams.get('redirect_uri')).toBe(`${SITE}/api/callback`)
    expect([...response.headers].join('\n')).not.toContain('evil')
  })

  it('offers only github, and only the repo scopes; the name given is escaped in the answer', async () => {
    for (const query of ['provider=gitlab', '', 'provider=GitHub', 'provider=github&scope=admin:org']) {
      const { response, location, setCookie } = await start(query)
      expect(response.status, query).toBe(400)
      expectGuardHeaders(response)
      expect(location, query).toBeNull()
      expect(setCookie, query).toBe('')
    }
    const { response, body } = await start(`provider=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)
    expect(response.status).toBe(400)
    expect(body).not.toContain('<img')
    expect(body).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(new JSDOM(body).window.document.querySelectorAll('img, script')).toHaveLength(0)
  })

  it('answers anything but GET with 405', async () => {
    const response = await auth({ request: new Request(`${SITE}/api/auth?provider=github`, { method: 'POST' }), env })
    expect(response.status).toBe(405)
  })
})

describe('GET /api/callback: the state, the code and the hand-over', () => {
  it('exchanges the code without following redirects and hands the token to the site’s own origin only', async () => {
    const flow = await start()
    const result = await finish(`code=the-code&state=${flow.state}`, flow.cookie)
    expect(result.response.status).toBe(200)
    expectGuardHeaders(result.response)
    expectStateCleared(result.response)

    // What GitHub's token endpoint was sent: the secret, the code and our own callback, once.
    expect(github.requests).toHaveLength(1)
    const [exchange] = github.requests
    expect(exchange?.method).toBe('POST')
    expect(exchange?.path).toBe('/login/oauth/access_token')
    expect(exchange?.headers.accept).toBe('application/json')
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      client_id: CLIENT_ID,
      client_secret: SECRET,
      code: 'the-code',
      redirect_uri: `${SITE}/api/callback`,
    })

    // The page: one inline script, allowed by its hash alone; no '*' target anywhere.
    const scripts = result.page.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.textContent).toBe(CALLBACK_SCRIPT)
    const hash = createHash('sha256').update(CALLBACK_SCRIPT).digest('base64')
    expect(result.response.headers.get('Content-Security-Policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    expect(result.body).not.toContain("'*'")
    expect(result.body).not.toContain('"*"')
    expect((result.page.getElementById('oauth') as HTMLElement).dataset.origin).toBe(SITE)

    // The handshake: it says it is authorizing, to our origin only, and waits.
    const { posted, opener, send } = runCallbackPage(result.page)
    expect(posted).toEqual([{ data: 'authorizing:github', target: SITE }])
    // Answers from another origin, from another window, or saying something else get nothing.
    send({ origin: 'https://evil.example', source: opener, data: 'authorizing:github' })
    send({ origin: 'null', source: opener, data: 'authorizing:github' })
    send({ origin: SITE, source: { other: 'window' }, data: 'authorizing:github' })
    send({ origin: SITE, source: opener, data: 'authorizing:gitlab' })
    expect(posted).toHaveLength(1)
    // The editor's answer, from the site: the token, to the site's origin, once.
    send({ origin: SITE, source: opener, data: 'authorizing:github' })
    send({ origin: SITE, source: opener, data: 'authorizing:github' })
    expect(posted).toEqual([
      { data: 'authorizing:github', target: SITE },
      { data: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`, target: SITE },
    ])
  })

  it('refuses a callback with no state cookie, and asks GitHub nothing', async () => {
    const flow = await start()
    expectRefused(await finish(`code=the-code&state=${flow.state}`, null), 400)
    expectRefused(await finish(`code=the-code&state=${flow.state}`, 'other=1; unrelated=2'), 400)
    expect(github.requests).toEqual([])
  })

  it('refuses a state that is not the cookie’s: missing, changed, empty, or of another length', async () => {
    const flow = await start()
    const changed = `${flow.state.slice(0, -1)}${flow.state.endsWith('A') ? 'B' : 'A'}`
    for (const query of [
      'code=the-code',
      `code=the-code&state=${changed}`,
      'code=the-code&state=',
      `code=the-code&state=${flow.state}x`,
      `code=the-code&state=${flow.state.slice(1)}`,
    ]) {
      expectRefused(await finish(query, flow.cookie), 400)
    }
    // An empty cookie matches no state either.
    expectRefused(await finish('code=the-code&state=', `${STATE_COOKIE}=`), 400)
    expect(github.requests).toEqual([])
  })

  it('refuses the state of one flow with the cookie of another (two sign-ins started)', async () => {
    const first = await start()
    const second = await start()
    expectRefused(await finish(`code=the-code&state=${second.state}`, first.cookie), 400)
    expectRefused(await finish(`code=the-code&state=${first.state}`, second.cookie), 400)
    expect(github.requests).toEqual([])
  })

  it('refuses a replay: the cookie is cleared by the first answer, so the same URL again is refused', async () => {
    const flow = await start()
    const url = `code=the-code&state=${flow.state}`
    const first = await finish(url, flow.cookie)
    expect(first.response.status).toBe(200)
    // The browser applies the Set-Cookie of the answer: Max-Age=0 removes the state.
    const cleared = (first.response.headers.get('Set-Cookie') ?? '').split(';')[0]
    expect(cleared).toBe(`${STATE_COOKIE}=`)
    expectRefused(await finish(url, cleared!), 400)
    expectRefused(await finish(url, null), 400)
    expect(github.requests).toHaveLength(1)
  })

  it('refuses a callback without a code', async () => {
    const flow = await start()
    expectRefused(await finish(`state=${flow.state}`, flow.cookie), 400)
    expectRefused(await finish(`code=&state=${flow.state}`, flow.cookie), 400)
    expect(github.requests).toEqual([])
  })

  it('shows GitHub’s error escaped: HTML and script in error_description stay text', async () => {
    const flow = await start()
    const description = '</p><script>alert(document.cookie)</script><img src=x onerror=alert(1)>"\'&'
    const result = await finish(
      `error=access_denied&error_description=${encodeURIComponent(description)}&state=${flow.state}`,
      flow.cookie,
    )
    expectRefused(result, 400)
    expect(result.body).not.toContain('<script>alert')
    expect(result.body).not.toContain('<img')
    expect(result.page.querySelectorAll('script')).toHaveLength(1)
    expect(result.page.querySelectorAll('img')).toHaveLength(0)
    expect(result.page.querySelector('p')?.textContent).toContain(description)
    // And to the editor as data, not markup.
    const { posted, opener, send } = runCallbackPage(result.page)
    send({ origin: SITE, source: opener, data: 'authorizing:github' })
    const message = String(posted[1]?.data).replace('authorization:github:error:', '')
    expect((JSON.parse(message) as { message: string }).message).toContain(description)
    expect(github.requests).toEqual([])
  })

  it('fails when the token endpoint redirects, and the other origin is sent nothing', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      github.answerWith((_request, response) => {
        // With a token in the body too: a 3xx is refused for what it is, not for lacking one.
        response.writeHead(status, {
          Location: `${elsewhere.origin}/login/oauth/access_token`,
          'Content-Type': 'application/json',
        })
        response.end(JSON.stringify({ access_token: TOKEN }))
      })
      const flow = await start()
      expectRefused(await finish(`code=the-code&state=${flow.state}`, flow.cookie), 502)
    }
    expect(github.requests).toHaveLength(5)
    expect(elsewhere.requests).toEqual([])
  })

  it('fails on a token endpoint answering other than JSON with a token, and escapes what GitHub said', async () => {
    const answers: Array<[number, string, string]> = [
      [200, 'text/html', '<html>not json</html>'],
      [200, 'application/json', '{"access_token":'],
      [200, 'application/json', 'null'],
      [200, 'application/json', '{"access_token":""}'],
      [200, 'application/json', '{"access_token":"has spaces and <markup>"}'],
      [200, 'application/json', '{"access_token":42}'],
      [500, 'application/json', JSON.stringify({ access_token: TOKEN })],
      [
        200,
        'application/json',
        JSON.stringify({ error: 'bad_verification_code', error_description: '<b>The code</b> is incorrect' }),
      ],
    ]
    for (const [status, type, body] of answers) {
      github.answerWith((_request, response) => {
        response.writeHead(status, { 'Content-Type': type })
        response.end(body)
      })
      const flow = await start()
      const result = await finish(`code=the-code&state=${flow.state}`, flow.cookie)
      expectRefused(result, 502)
      expect(result.body, body).not.toContain('<b>')
      expect(result.body, body).not.toContain('<markup>')
    }
    const last = seen.at(-1) ?? ''
    expect(last).toContain('&#60;b&#62;The code&#60;/b&#62; is incorrect')
  })

  it('takes no address from the callback’s query: redirect_uri and origin are ignored', async () => {
    const flow = await start()
    const evil = encodeURIComponent('https://evil.example')
    const result = await finish(
      `code=the-code&state=${flow.state}&redirect_uri=${evil}&origin=${evil}&base_url=${evil}`,
      flow.cookie,
    )
    expect(result.response.status).toBe(200)
    expect(new URLSearchParams(github.requests[0]?.body).get('redirect_uri')).toBe(`${SITE}/api/callback`)
    expect((result.page.getElementById('oauth') as HTMLElement).dataset.origin).toBe(SITE)
    expect(result.body).not.toContain('evil')
    const { posted, opener, send } = runCallbackPage(result.page)
    send({ origin: 'https://evil.example', source: opener, data: 'authorizing:github' })
    send({ origin: SITE, source: opener, data: 'authorizing:github' })
    expect(posted.map(({ target }) => target)).toEqual([SITE, SITE])
  })

  it('answers the site’s own origin, whatever it is (a preview deployment)', async () => {
    const preview = 'https://abc123.cat-history-tours.pages.dev'
    const started = await auth({ request: new Request(`${preview}/api/auth?provider=github`), env })
    const location = new URL(started.headers.get('Location') ?? '')
    expect(location.searchParams.get('redirect_uri')).toBe(`${preview}/api/callback`)
    const state = location.searchParams.get('state')
    const cookie = (started.headers.get('Set-Cookie') ?? '').split(';')[0]!
    const request = new Request(`${preview}/api/callback?code=c&state=${state}`, { headers: { Cookie: cookie } })
    const { body } = await record(await callback({ request, env }))
    const page = new JSDOM(body).window.document
    const { posted } = runCallbackPage(page)
    expect(posted).toEqual([{ data: 'authorizing:github', target: preview }])
  })
})

describe('configuration', () => {
  it('answers a clear 500 naming the secret to set, and never its value, when one is missing', async () => {
    const cases: Array<[OAuthEnv, string, string[]]> = [
      [{ GITHUB_OAUTH_ORIGIN: github.origin }, 'GITHUB_CLIENT_ID', []],
      [{ GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_OAUTH_ORIGIN: github.origin }, 'GITHUB_CLIENT_SECRET', [CLIENT_ID]],
      [{ GITHUB_CLIENT_SECRET: SECRET, GITHUB_CLIENT_ID: '' }, 'GITHUB_CLIENT_ID', [SECRET]],
    ]
    for (const [partial, missing, values] of cases) {
      const started = await start('provider=github&scope=repo', partial)
      const finished = await finish('code=the-code&state=x', 'a=b', partial)
      for (const { response, body } of [started, finished]) {
        expect(response.status).toBe(500)
        expectGuardHeaders(response)
        expect(body).toContain(missing)
        expect(body).toContain('wrangler pages secret put')
        for (const value of values) expect(body).not.toContain(value)
      }
      expect(started.location).toBeNull()
    }
    expect(github.requests).toEqual([])
  })

  it('takes GitHub’s origin only as https (plain http only on this machine)', async () => {
    for (const origin of ['http://github.evil.example', 'javascript:alert(1)', 'not a url', 'ftp://github.com']) {
      const { response, body } = await start('provider=github', { ...env, GITHUB_OAUTH_ORIGIN: origin })
      expect(response.status, origin).toBe(500)
      expect(body).toContain('GITHUB_OAUTH_ORIGIN')
    }
    const { location } = await start('provider=github', { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: SECRET })
    expect(location?.origin).toBe('https://github.com')
  })
})

describe('the client secret', () => {
  it('appears in no response', () => {
    expect(seen.length).toBeGreaterThan(40)
    for (const response of seen) expect(response).not.toContain(SECRET)
  })

  it('is read from the host’s env only, so no build can hold it', () => {
    const root = new URL('../', import.meta.url)
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      )
    // What the client build is made of names neither the variable nor GitHub's secret field.
    const buildInputs = ['src', 'public', 'index.html', 'vite.config.ts'].map((part) => join(root.pathname, part))
    for (const input of buildInputs.flatMap((path) => (statSync(path).isDirectory() ? files(path) : [path]))) {
      if (/\.(png|jpe?g|webp|avif|ico|woff2?)$/.test(input)) continue
      const text = readFileSync(input, 'utf8')
      expect(text, input).not.toMatch(/GITHUB_CLIENT_SECRET|client_secret/)
    }
    // Vite puts only VITE_ variables into the build: the prefix is not widened.
    expect(readFileSync(join(root.pathname, 'vite.config.ts'), 'utf8')).not.toMatch(/envPrefix/)
    // The function reads it from Pages' env, never from a build-time variable.
    const source = readFileSync(join(root.pathname, 'functions/api/_oauth.ts'), 'utf8')
    expect(source).not.toMatch(/process\.env|import\.meta\.env/)
    // A build already made (not needed by this test) holds neither.
    const dist = join(root.pathname, 'dist')
    if (existsSync(dist)) {
      for (const file of files(dist).filter((path) => /\.(html|js|json|txt|webmanifest|css)$/.test(path))) {
        expect(readFileSync(file, 'utf8'), file).not.toMatch(/GITHUB_CLIENT_SECRET|client_secret/)
      }
    }
  })
})

describe('the documents’ edge function (functions/_middleware.ts)', () => {
  it('passes /api/* on to the functions without reading the site', async () => {
    for (const path of ['/api/auth?provider=github', '/api/callback?code=c&state=s']) {
      const passed = new Response('from the function', { status: 302 })
      let assetsRead = 0
      const response = await middleware({
        request: new Request(`${SITE}${path}`),
        next: async () => passed,
        env: {
          ASSETS: {
            fetch: async () => {
              assetsRead += 1
              return new Response('', { status: 500 })
            },
          },
        },
      })
      expect(response).toBe(passed)
      expect(assetsRead).toBe(0)
    }
  })
})
