/** Response headers, written once: the preview server sends them and _headers carries them to static hosts. */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://fareharbor.com")',
}

export const cacheRules: ReadonlyArray<{ pattern: string; test: (path: string) => boolean; value: string }> = [
  { pattern: '/assets/*', test: (path) => path.startsWith('/assets/'), value: 'public, max-age=31536000, immutable' },
  { pattern: '/sw.js', test: (path) => path === '/sw.js', value: 'no-cache' },
]

export function headersFor(path: string): Record<string, string> {
  const cache = cacheRules.find((rule) => rule.test(path))?.value ?? 'no-cache'
  return { ...securityHeaders, 'Cache-Control': cache }
}

export function hostHeaderRules(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`
  return [block('/*', securityHeaders), ...cacheRules.map((rule) => block(rule.pattern, { 'Cache-Control': rule.value }))].join('\n')
}
