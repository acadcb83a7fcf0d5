/**
 * The analytics setting and every page's Content-Security-Policy (src/content-security.ts): off, the policy is the
 * very text it was before analytics existed; on, the provider's origin joins script-src and connect-src, and nothing
 * else. The modules read the setting when they load, so each case loads them afresh with the variable set.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sha256Source } from '../scripts/document-security'

const hashes = [sha256Source('x()'), sha256Source('y()')]

// The policies of commit 60d2347 (before analytics) for the two scripts above: off, they must not change by a byte.
const POLICY_BEFORE_ANALYTICS =
  "default-src 'self'; script-src 'self' 'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI=' " +
  "'sha256-nwG+cZ8J4yZ7RZ4RWxVDwCwkMn9GJelY2VgKXNi2Uvk=' https://fareharbor.com; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self'; connect-src 'self' https://api.emailjs.com https://fareharbor.com " +
  "https://www.youtube-nocookie.com; frame-src https://fareharbor.com https://www.youtube-nocookie.com; worker-src 'self'; " +
  "manifest-src 'self'; form-action 'self' https://cathistorytours.us21.list-manage.example; object-src 'none'; " +
  "base-uri 'none'"
const HEADER_BEFORE_ANALYTICS = `${POLICY_BEFORE_ANALYTICS}; frame-ancestors 'none'`

async function withSetting(scriptUrl: string | undefined, domain?: string) {
  vi.resetModules()
  vi.stubEnv('VITE_ANALYTICS_SCRIPT_URL', scriptUrl)
  vi.stubEnv('VITE_ANALYTICS_DOMAIN', domain)
  return {
    ...(await import('../src/content-security')),
    config: await import('../src/config'),
  }
}

/** Each directive's sources, by name. */
const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ')
      return [name!, sources] as const
    }),
  )

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('analytics setting off (the default)', () => {
  it('leaves every policy as it was, byte for byte', async () => {
    const { contentSecurityPolicy, config } = await withSetting(undefined)
    expect(config.analytics).toBeUndefined()
    expect(contentSecurityPolicy(hashes, 'header')).toBe(HEADER_BEFORE_ANALYTICS)
    expect(contentSecurityPolicy(hashes, 'meta')).toBe(POLICY_BEFORE_ANALYTICS)
  })

  it('is off when the variable is set but empty', async () => {
    const { contentSecurityPolicy, config } = await withSetting('')
    expect(config.analytics).toBeUndefined()
    expect(contentSecurityPolicy(hashes, 'header')).toBe(HEADER_BEFORE_ANALYTICS)
  })
})

describe('analytics setting on', () => {
  it('adds the provider’s origin to script-src and connect-src, and changes nothing else', async () => {
    const { contentSecurityPolicy } = await withSetting('https://plausible.io/js/script.js')
    for (const [delivery, before] of [
      ['header', HEADER_BEFORE_ANALYTICS],
      ['meta', POLICY_BEFORE_ANALYTICS],
    ] as const) {
      const on = directives(contentSecurityPolicy(hashes, delivery))
      const off = directives(before)
      expect([...on.keys()]).toEqual([...off.keys()])
      for (const [name, sources] of off) {
        const added = name === 'script-src' || name === 'connect-src' ? ['https://plausible.io'] : []
        expect(on.get(name), `${delivery} ${name}`).toEqual([...sources, ...added])
      }
    }
  })

  it('allows the origin only: a self-hosted script’s path and query are not part of it, its port is', async () => {
    const { contentSecurityPolicy, thirdPartySources } = await withSetting(
      'https://stats.cathistorytours.example:8443/js/script.outbound-links.js?v=2',
    )
    expect(thirdPartySources.script).toEqual(['https://fareharbor.com', 'https://stats.cathistorytours.example:8443'])
    const policy = directives(contentSecurityPolicy(hashes, 'header'))
    expect(policy.get('script-src')?.at(-1)).toBe('https://stats.cathistorytours.example:8443')
    expect(policy.get('connect-src')?.at(-1)).toBe('https://stats.cathistorytours.example:8443')
    expect(contentSecurityPolicy(hashes, 'header')).not.toContain('/js/')
  })

  it('names the site by the host of the site URL, unless VITE_ANALYTICS_DOMAIN says otherwise', async () => {
    expect((await withSetting('https://plausible.io/js/script.js')).config.analytics).toEqual({
      scriptUrl: 'https://plausible.io/js/script.js',
      domain: 'www.cathistorytours.example',
    })
    const { config } = await withSetting('https://plausible.io/js/script.js', 'cathistorytours.example')
    expect(config.analytics?.domain).toBe('cathistorytours.example')
  })

  it.each(['plausible.io/js/script.js', '//plausible.io/js/script.js', 'javascript:alert(1)'])(
    'stops the build, naming the variable, when it is no http(s) URL: %s',
    async (value) => {
      await expect(withSetting(value)).rejects.toThrow(/VITE_ANALYTICS_SCRIPT_URL must be the full URL/)
    },
  )
})
