/**
 * The content editor's sign-in (Decap CMS, GitHub backend): GitHub's OAuth web flow, run by two Pages functions
 * (./auth.ts starts it, ./callback.ts finishes it) so the client secret stays in the host's secrets, never in the
 * build. This module holds the whole logic, with no Pages API beyond the request and the env, so the tests call it
 * directly. Wrangler makes a route only of a file that exports `onRequest…`; this one exports none (the underscore
 * says so to a reader).
 *
 * The editor (decap-cms-lib-auth, NetlifyAuthenticator) opens `{base_url}/api/auth?provider=github&scope=repo` in a
 * popup, listens for `authorizing:github` from `base_url`'s origin, answers it, then takes
 * `authorization:github:success:{"token":…,"provider":"github"}` or `authorization:github:error:{"message":…}`.
 *
 * It is a security boundary; each rule is tested in tests/oauth.test.ts:
 * - a random state (256 bits) in a short-lived HttpOnly cookie limited to the callback path, compared in constant
 *   time on the way back and cleared on every answer, so a missing, foreign or replayed state is refused;
 * - the only redirect is to GitHub's authorize URL built from the configuration, with our own callback on the
 *   request's origin; nothing in the query names another address, and the token exchange follows no redirect;
 * - the token goes by postMessage to the request's own origin only, after the opener's handshake came from it;
 * - everything echoed into the page is escaped, and the page's policy runs only its one script (by hash).
 */

export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** GitHub's web origin (authorize and access_token); the tests point it at a stand-in. */
  GITHUB_OAUTH_ORIGIN?: string
}

/** What the handlers read of Pages' function context. */
export interface OAuthContext {
  request: Request
  env: OAuthEnv
}

export const PROVIDER = 'github'
export const CALLBACK_PATH = '/api/callback'
/** `__Secure-`: browsers keep it only when it came over HTTPS with the Secure attribute. */
export const STATE_COOKIE = '__Secure-decap-oauth-state'
/** Long enough to sign in to GitHub (and pass its two-factor step), short enough that a stale flow is dead. */
export const STATE_MAX_AGE_SECONDS = 600
/** The scopes Decap asks for: `repo`, or `public_repo` (its `auth_scope` and open authoring). Nothing else. */
const SCOPES = new Set(['repo', 'public_repo'])
const DEFAULT_GITHUB_ORIGIN = 'https://github.com'
/** 32 random bytes as base64url: 43 characters. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/
const TOKEN_TIMEOUT_MS = 10_000

/** Headers of every answer: nothing cached (a token, a one-time state), never framed, no Referer to GitHub. */
const COMMON_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function newState(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** Equal strings, in a time that does not depend on where they first differ (both have the state's fixed length). */
export function sameState(a: string, b: string): boolean {
  if (!STATE_PATTERN.test(a) || !STATE_PATTERN.test(b)) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie') ?? ''
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}

function stateCookie(value: string, maxAge: number): string {
  return `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=${CALLBACK_PATH}; HttpOnly; Secure; SameSite=Lax`
}

const clearedStateCookie = () => stateCookie('', 0)

type Config =
  | { ok: true; clientId: string; clientSecret: string; githubOrigin: string }
  | { ok: false; problem: string }

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/** The secrets and GitHub's origin; a problem names the variable to set, never a value. */
export function readConfig(env: OAuthEnv): Config {
  for (const name of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] as const) {
    if (!env[name]) {
      return {
        ok: false,
        problem:
          `The ${name} secret is not set. Set it from the site's GitHub OAuth app with ` +
          `\`npx wrangler pages secret put ${name}\` or in the Pages project's settings, then deploy again.`,
      }
    }
  }
  let githubOrigin = DEFAULT_GITHUB_ORIGIN
  if (env.GITHUB_OAUTH_ORIGIN) {
    const url = URL.canParse(env.GITHUB_OAUTH_ORIGIN) ? new URL(env.GITHUB_OAUTH_ORIGIN) : null
    // Plain HTTP only for a stand-in on this machine: the client secret travels to it.
    if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url)))) {
      return { ok: false, problem: 'GITHUB_OAUTH_ORIGIN is not an https origin (leave it unset for GitHub).' }
    }
    githubOrigin = url.origin
  }
  return { ok: true, clientId: env.GITHUB_CLIENT_ID!, clientSecret: env.GITHUB_CLIENT_SECRET!, githubOrigin }
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  let binary = ''
  for (const byte of digest) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The callback page's one script, the same text on every answer (its hash is the page's whole script policy). It
 * reads the origin to talk to and the message from the page's data attributes, says `authorizing:github` to the
 * opener at that origin only, and sends the message only once the opener answered from that origin.
 */
export const CALLBACK_SCRIPT = `(() => {
  const data = document.getElementById('oauth').dataset
  const origin = data.origin
  const opener = window.opener
  if (!opener) return
  const handshake = 'authorizing:${PROVIDER}'
  window.addEventListener('message', function answer(event) {
    if (event.origin !== origin || event.source !== opener || event.data !== handshake) return
    window.removeEventListener('message', answer)
    opener.postMessage(data.message, origin)
  })
  opener.postMessage(handshake, origin)
})()`

interface Page {
  status: number
  title: string
  text: string
  /** Set on the callback's answers: the message for the editor, and the origin it may go to. */
  handoff?: { origin: string; message: string }
  headers?: Record<string, string>
}

async function htmlPage({ status, title, text, handoff, headers = {} }: Page): Promise<Response> {
  const script = handoff ? `<script>${CALLBACK_SCRIPT}</script>` : ''
  const data = handoff
    ? ` data-origin="${escapeHtml(handoff.origin)}" data-message="${escapeHtml(handoff.message)}"`
    : ''
  const body =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<meta name="viewport" content="width=device-width"></head><body><main id="oauth"${data}>` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>${script}</body></html>`
  const scriptSource = handoff ? `'sha256-${await sha256Base64(CALLBACK_SCRIPT)}'` : "'none'"
  return new Response(body, {
    status,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src ${scriptSource}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      ...headers,
    },
  })
}

const methodNotAllowed = () =>
  new Response('Method not allowed', {
    status: 405,
    headers: { ...COMMON_HEADERS, Allow: 'GET', 'Content-Type': 'text/plain; charset=utf-8' },
  })

/** GET /api/auth: a new state in a cookie, and a redirect to GitHub's authorize page. */
export async function startAuthorization({ request, env }: OAuthContext): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed()
  const config = readConfig(env)
  if (!config.ok) return htmlPage({ status: 500, title: 'Sign-in is not set up', text: config.problem })
  const url = new URL(request.url)
  const provider = url.searchParams.get('provider')
  if (provider !== PROVIDER) {
    const named = provider === null ? 'No provider was given' : `The provider “${provider.slice(0, 100)}” is unknown`
    return htmlPage({ status: 400, title: 'Unknown sign-in provider', text: `${named}: only github is offered.` })
  }
  const scope = url.searchParams.get('scope') ?? 'repo'
  if (!SCOPES.has(scope)) {
    return htmlPage({
      status: 400,
      title: 'Unknown scope',
      text: `The scope “${scope.slice(0, 100)}” is not offered: use repo or public_repo.`,
    })
  }
  const state = newState()
  // Built from configuration and the request's own origin only: the query names no address (site_id is ignored).
  const authorize = new URL('/login/oauth/authorize', config.githubOrigin)
  authorize.searchParams.set('client_id', config.clientId)
  authorize.searchParams.set('redirect_uri', new URL(CALLBACK_PATH, url.origin).href)
  authorize.searchParams.set('scope', scope)
  authorize.searchParams.set('state', state)
  return new Response(null, {
    status: 302,
    headers: {
      ...COMMON_HEADERS,
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      Location: authorize.href,
      'Set-Cookie': stateCookie(state, STATE_MAX_AGE_SECONDS),
    },
  })
}

type Exchange = { ok: true; token: string } | { ok: false; message: string }

/** The code for a token at GitHub's access_token endpoint. Any answer but a 200 with a token is a failure. */
async function exchangeCode(
  config: Extract<Config, { ok: true }>,
  code: string,
  redirectUri: string,
): Promise<Exchange> {
  let response: Response
  try {
    response = await fetch(new URL('/login/oauth/access_token', config.githubOrigin), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      // A redirect would carry the code (and a 307 the secret) elsewhere: not followed, and a failure.
      redirect: 'manual',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    })
  } catch {
    return { ok: false, message: 'GitHub could not be reached to finish the sign-in.' }
  }
  if (response.status !== 200) {
    await response.body?.cancel()
    return { ok: false, message: `GitHub answered the sign-in with status ${response.status}.` }
  }
  let answer: unknown
  try {
    answer = JSON.parse(await response.text())
  } catch {
    return { ok: false, message: 'GitHub’s answer to the sign-in was not JSON.' }
  }
  const fields = (answer ?? {}) as Record<string, unknown>
  const token = fields.access_token
  if (typeof token === 'string' && /^[\x21-\x7e]{1,512}$/.test(token)) return { ok: true, token }
  const why = typeof fields.error_description === 'string' ? fields.error_description : fields.error
  return {
    ok: false,
    message: `GitHub gave no token${typeof why === 'string' ? `: ${why.slice(0, 300)}` : '.'}`,
  }
}

/** GET /api/callback?code&state: the state checked against the cookie, the code exchanged, the token handed over. */
export async function finishAuthorization({ request, env }: OAuthContext): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed()
  const url = new URL(request.url)
  // Every answer clears the state: a flow is used once, whatever its outcome.
  const headers = { 'Set-Cookie': clearedStateCookie() }
  const failure = (status: number, text: string) =>
    htmlPage({
      status,
      title: 'Sign-in failed',
      text,
      headers,
      handoff: {
        origin: url.origin,
        message: `authorization:${PROVIDER}:error:${JSON.stringify({ message: text })}`,
      },
    })
  const config = readConfig(env)
  if (!config.ok) return htmlPage({ status: 500, title: 'Sign-in is not set up', text: config.problem, headers })
  const expected = cookieValue(request, STATE_COOKIE)
  const state = url.searchParams.get('state')
  if (!expected || !state || !sameState(state, expected)) {
    return failure(400, 'This sign-in was not started here, or has expired or been used. Start it again.')
  }
  const error = url.searchParams.get('error')
  if (error) {
    const description = url.searchParams.get('error_description') ?? error
    return failure(400, `GitHub did not sign you in: ${description.slice(0, 300)}`)
  }
  const code = url.searchParams.get('code')
  if (!code) return failure(400, 'GitHub sent no code back. Start the sign-in again.')
  const exchange = await exchangeCode(config, code, new URL(CALLBACK_PATH, url.origin).href)
  if (!exchange.ok) return failure(502, exchange.message)
  return htmlPage({
    status: 200,
    title: 'Signed in',
    text: 'You are signed in; this window closes by itself.',
    headers,
    handoff: {
      origin: url.origin,
      message: `authorization:${PROVIDER}:success:${JSON.stringify({ token: exchange.token, provider: PROVIDER })}`,
    },
  })
}
