import { describe, expect, it } from 'vitest'
import { inlineScripts, scriptHashes, sha256Source, withPolicyMeta } from '../scripts/document-security'
import { headersFor, hostHeaderRules, type DocumentPolicies } from '../scripts/host-headers'
import { contentSecurityPolicy, securityHeaders, thirdPartySources } from '../src/content-security'
import { bookingEmbedUrl, bookingScriptUrl, config, newsletter } from '../src/config'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)

describe('hashing inline scripts (decision 0010)', () => {
  it('gives the CSP specification’s own example hash', () => {
    // CSP Level 3, "hash-source" example: alert('Hello, world.');
    expect(sha256Source("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=')
  })

  it('hashes the exact text between the tags, byte for byte (UTF-8, whitespace kept)', () => {
    const text = '\n  window.greeting = "héllo 😺";\n'
    expect(scriptHashes(`<p>x</p><script>${text}</script>`)).toEqual([sha256Source(text)])
    expect(sha256Source(text)).not.toBe(sha256Source(text.trim()))
  })

  it('hashes classic and module scripts, not external scripts or data blocks such as JSON-LD', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module" src="/assets/index.js"></script>',
      '<script data-tsr-stream-part="">self.a=1</script>',
      '<SCRIPT type=module>import("/x.js")</SCRIPT>',
      "<script type='text/javascript'>b()</script>",
    ].join('')
    expect(inlineScripts(html).map((script) => script.type)).toEqual([
      'application/ld+json',
      '',
      'module',
      'text/javascript',
    ])
    expect(scriptHashes(html)).toEqual([sha256Source('self.a=1'), sha256Source('import("/x.js")'), sha256Source('b()')])
  })

  it('ends a script at the first closing tag, as the HTML parser does', () => {
    expect(inlineScripts('<script>a("</scriptx>")</script >b').map((script) => script.text)).toEqual([
      'a("</scriptx>")',
    ])
  })

  it('lists a script repeated in one document once', () => {
    expect(scriptHashes('<script>x()</script><script>x()</script>')).toHaveLength(1)
  })
})

describe('the policy <meta>', () => {
  const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title><script>x()</script></head></html>'

  it('goes right after <meta charset>, before any script', () => {
    const out = withPolicyMeta(html, "script-src 'self'")
    expect(out).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><title>`,
    )
  })

  it('escapes the policy as an attribute value', () => {
    expect(withPolicyMeta(html, 'a "b" <c> & d')).toContain('content="a &quot;b&quot; &lt;c> &amp; d"')
  })

  it('refuses a document without <meta charset> rather than leaving it unprotected', () => {
    expect(() => withPolicyMeta('<html><head></head></html>', 'x')).toThrow(/charset/)
  })
})

describe('contentSecurityPolicy', () => {
  const hashes = [sha256Source('x()'), sha256Source('y()')]
  const header = contentSecurityPolicy(hashes, 'header')
  const meta = contentSecurityPolicy(hashes, 'meta')

  it('lets scripts run only from this origin, the booking provider, and the page’s own hashed inline scripts', () => {
    expect(directive(header, 'script-src')).toEqual([
      "'self'",
      `'${hashes[0]}'`,
      `'${hashes[1]}'`,
      new URL(bookingScriptUrl).origin,
    ])
    expect(header).not.toMatch(/unsafe-eval/)
    expect(directive(header, 'script-src')).not.toContain("'unsafe-inline'")
  })

  it('allows exactly the third parties the app talks to, read from the URLs it uses', () => {
    expect(directive(header, 'frame-src')).toEqual([
      new URL(bookingEmbedUrl()).origin,
      'https://www.youtube-nocookie.com',
    ])
    expect(directive(header, 'connect-src')).toEqual([
      "'self'",
      'https://api.emailjs.com',
      config.booking.origin,
      'https://www.youtube-nocookie.com',
    ])
    expect(directive(header, 'form-action')).toEqual(["'self'", new URL(newsletter.actionUrl).origin])
    expect(thirdPartySources.script).toEqual([config.booking.origin])
    expect(directive(header, 'default-src')).toEqual(["'self'"])
    expect(directive(header, 'object-src')).toEqual(["'none'"])
  })

  it('sets frame-ancestors in the header only (a <meta> policy cannot carry it)', () => {
    expect(directive(header, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(meta, 'frame-ancestors')).toBeUndefined()
    expect(`${meta}; frame-ancestors 'none'`).toBe(header)
  })
})

describe('host headers', () => {
  const policies: DocumentPolicies = {
    headers: securityHeaders,
    byFile: { 'about.html': 'POLICY-ABOUT' },
    byPath: { '/about': 'POLICY-ABOUT', '/blog': 'POLICY-BLOG-AND-POSTS' },
    editor: 'POLICY-EDITOR',
  }

  it('sends the owner’s editor its own policy, noindex and no-cache, with the security headers', () => {
    for (const path of ['/admin/', '/admin/config.yml', '/admin/decap-cms.js'])
      expect(headersFor(policies, path, 'POLICY-ABOUT')).toEqual({
        ...securityHeaders,
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': 'POLICY-EDITOR',
        'X-Robots-Tag': 'noindex, nofollow',
      })
    expect(headersFor(policies, '/administration')['Content-Security-Policy']).toBeUndefined()
    expect(hostHeaderRules(policies)).toContain(
      '/admin/*\n  Cache-Control: no-cache\n  Content-Security-Policy: POLICY-EDITOR\n  X-Robots-Tag: noindex, nofollow\n',
    )
  })

  it('sends the security headers with everything and the document’s policy with a document', () => {
    expect(headersFor(policies, '/assets/index-abc.js')).toEqual({
      ...securityHeaders,
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    expect(headersFor(policies, '/about', 'POLICY-ABOUT')['Content-Security-Policy']).toBe('POLICY-ABOUT')
    expect(securityHeaders).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    })
    expect(securityHeaders['Permissions-Policy']).toContain(`payment=(self "${config.booking.origin}")`)
  })

  it('writes one _headers block per document path, after the shared rules', () => {
    const text = hostHeaderRules(policies)
    expect(text.indexOf('/*\n  X-Content-Type-Options: nosniff')).toBe(0)
    expect(text).toContain('/about\n  Content-Security-Policy: POLICY-ABOUT\n')
    expect(text).toContain('/blog\n  Content-Security-Policy: POLICY-BLOG-AND-POSTS\n')
    expect(text.indexOf('/assets/*')).toBeLessThan(text.indexOf('/about\n'))
  })
})
