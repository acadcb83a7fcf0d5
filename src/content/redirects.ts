/** Legacy paths (SPEC §2 "Redirects"), written once: used by the router, the server, the worker and _redirects. */
const legacy: Record<string, string> = {
  '/sitemap.html': '/sitemap',
  '/financial-district-cat-tour': '/tours/financial-district',
  '/brooklyn-heights-cat-tour': '/tours/brooklyn-heights',
  '/lower-east-side-cat-tour': '/tours/lower-east-side',
  '/private-cat-tours': '/tours/private-tours',
  '/financial-district': '/tours/financial-district',
  '/brooklyn-heights': '/tours/brooklyn-heights',
  '/lower-east-side': '/tours/lower-east-side',
  '/private-tours': '/tours/private-tours',
  '/brooklyn': '/tours/brooklyn-heights',
  '/tour': '/tours',
  '/cat-tours': '/tours',
  '/tourinfo': '/tours',
  '/cat-tour': '/tours',
  '/cats': '/',
  '/index.html': '/',
  '/index.php': '/',
  '/home': '/',
  '/about-us': '/about',
  '/about.html': '/about',
  '/contactus': '/contact',
  '/contact-us': '/contact',
  '/contact.html': '/contact',
  '/book': '/booking',
  '/book-a-tour': '/booking',
  '/book-tour': '/booking',
  '/reserve': '/booking',
  '/reservation': '/booking',
  '/press': '/press-kit',
  '/media': '/press-kit',
  '/news': '/in-the-news',
  '/media-coverage': '/in-the-news',
  '/photo': '/gallery',
  '/photos': '/gallery',
  '/image': '/gallery',
  '/images': '/gallery',
  '/gallery.html': '/gallery',
  '/articles': '/blog',
  '/stories': '/blog',
  '/post': '/blog',
  '/posts': '/blog',
  '/blog.html': '/blog',
}

/** The listed legacy paths and their targets, for tests and the static host's _redirects file. */
export const legacyRedirects: ReadonlyArray<readonly [from: string, to: string]> = Object.entries(legacy)

/**
 * Pattern rules, in the _redirects notation every host reads or a host's config is written from: `*` is one path
 * segment, `:id` one segment carried into the target. The old about-{name} pages, and /blog/{id}.
 */
export const redirectPatterns: ReadonlyArray<{ from: string; to: string; test: RegExp }> = [
  { from: '/about-*', to: '/about', test: /^\/about-[^/]+$/ },
  { from: '/blog/:id', to: '/blog?post=:id', test: /^\/blog\/([^/]+)$/i },
]

/**
 * Where a legacy or non-canonical path now lives, or null when the path is canonical or unknown.
 * Matching ignores letter case and a trailing slash, so /About-Us/ lands on /about too.
 */
export function resolveRedirect(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  const key = trimmed.toLowerCase()
  const target = legacy[key]
  if (target !== undefined) return target
  for (const { test, to } of redirectPatterns) {
    const match = test.exec(test.flags.includes('i') ? trimmed : key)
    if (match) return match[1] === undefined ? to : to.replace(':id', encodeURIComponent(match[1]))
  }
  if (trimmed !== pathname) return trimmed
  return null
}

/** Static-host rules in the _redirects format (Netlify, Cloudflare Pages and others read it). */
export function redirectRules(): string[] {
  return [
    ...legacyRedirects.map(([from, to]) => `${from} ${to} 301`),
    ...redirectPatterns.map(({ from, to }) => `${from} ${to} 301`),
  ]
}
