/**
 * The HTTP checks a host of the built site must pass to answer as `npm start` does (issue 20), against any base URL:
 * `npm start`, nginx with the emitted config, a CDN's local runtime, or the live site.
 *
 * - every page of the route table at its clean URL, and each blog post at /blog?post={id}: 200, HTML, the document the
 *   build wrote for it (its <title>), the security headers, its own Content-Security-Policy (or, where a host's
 *   header rules cannot see the query string, the policy of its path, which the page's <meta> policy narrows), and no-cache;
 * - the legacy paths, /blog/{id}, a legacy path in other letter case with a trailing slash, and a page's file name:
 *   301 to where they now live;
 * - an unknown path: 404 with the not-found page; the build's metadata (.vite/) and a post's document file: 404;
 * - hashed assets cached for a year (immutable); sw.js, the web app manifest and each post's body file revalidated, each
 *   with its type;
 * - Brotli or gzip, as the request accepts, for pages and assets;
 * - the owner's editor (decision 0025): /admin/ its page, its config and script, each with the editor's own policy,
 *   noindex and no-cache; /admin redirected there; robots.txt disallowing it; no page of the site linking to it.
 *
 * What the site should be is read from the build: dist-ssr/entry-server.js (routes) and dist/.vite (policies and
 * Vite's manifest), so the checks follow the route table without being told.
 */
import { readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** What the build says the site is: routes, documents, policies, a script every page loads. */
export async function loadExpectations({ root = process.cwd(), outDir = 'dist', ssrDir = 'dist-ssr' } = {}) {
  const ssr = await import(pathToFileURL(resolve(root, ssrDir, 'entry-server.js')).href)
  const policies = JSON.parse(await readFile(resolve(root, outDir, '.vite/document-policies.json'), 'utf8'))
  const vite = JSON.parse(await readFile(resolve(root, outDir, '.vite/manifest.json'), 'utf8'))
  const documents = []
  for (const target of ssr.prerenderTargets) {
    const html = await readFile(resolve(root, outDir, target.file), 'utf8')
    const url = ssr.hostRoutes.documentUrls.get(target.file) ?? target.url
    documents.push({ ...target, url, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' })
  }
  return {
    documents,
    legacyRedirects: ssr.hostRoutes.legacyRedirects,
    resolveDocument: ssr.hostRoutes.resolveDocument,
    policies,
    scriptChunk: await largestStartScript(resolve(root, outDir), vite),
    postBodies: ssr.postBodyFiles.map(({ file }) => `/${file}`),
  }
}

/**
 * The largest of the scripts every page starts with (the entry and its static imports): a hashed asset big enough to
 * be precompressed (scripts/precompress-plugin.ts MIN_BYTES). The entry itself may be a few hundred bytes that only
 * import the app's chunk (scripts/chunking.ts).
 */
async function largestStartScript(dist, vite) {
  const entry = vite['index.html']
  const files = [entry.file, ...(entry.imports ?? []).map((key) => vite[key].file)]
  const sizes = await Promise.all(files.map(async (file) => ({ file, size: (await stat(resolve(dist, file))).size })))
  return `/${sizes.sort((a, b) => b.size - a.size)[0].file}`
}

/**
 * /blog queries that name a post other than as `?post={id}`: encoded, in another letter case, repeated, bare, after
 * another pair, or junk; whichever document each names is read from the app's own resolver. The router is held to
 * the same list (tests/search-params.test.ts).
 */
export const BLOG_QUERIES = [
  '?post=%31',
  '?p%6Fst=2',
  '?%70%6F%73%74=%32',
  '?POST=1',
  '?Post=2',
  '?post=2&post=1',
  '?post=abc&post=1',
  '?post&post=1',
  '?postx=1&post=2',
  '?xpost=1',
  '?q=1&post=2',
  '?post=01',
  '?post=1+',
  '?post=',
  `?${'&'.repeat(2000)}post=1`,
]

/** A request that does not follow redirects, asking for the given encodings. */
async function get(base, path, encoding = 'br, gzip') {
  const response = await fetch(new URL(path, base), { redirect: 'manual', headers: { 'accept-encoding': encoding } })
  // Other answers' bodies are read only to finish the request.
  const body =
    response.status === 200 || response.status === 404
      ? await response.text()
      : await response.arrayBuffer().then(() => '')
  return { status: response.status, headers: response.headers, body }
}

/**
 * Runs every check against `base` (e.g. http://127.0.0.1:8080). Returns the number passed and each failure with
 * what was seen. Node's fetch decodes Brotli and gzip bodies itself, so titles are read from the decoded page.
 * `hidesBuildFiles: false` for a host that publishes every file of the folder it is given (Cloudflare Pages): it
 * cannot answer 404 for the build's metadata or a post's document file, which are harmless there, only redundant.
 */
export async function runHostChecks(base, expected, { hidesBuildFiles = true } = {}) {
  const failures = []
  let passed = 0
  const check = (name, ok, seen) => {
    if (ok) passed += 1
    else failures.push(`${name}: ${seen}`)
  }
  const { documents, legacyRedirects, policies, resolveDocument } = expected
  const headerSet = (name, headers, policyOptions) => {
    for (const [header, value] of Object.entries(policies.headers))
      check(`${name} ${header}`, headers.get(header) === value, headers.get(header))
    if (policyOptions) {
      const policy = headers.get('content-security-policy')
      check(`${name} Content-Security-Policy`, policyOptions.includes(policy), policy?.slice(0, 120))
    }
  }

  for (const document of documents.filter((entry) => entry.status === 200)) {
    const response = await get(base, document.url)
    const name = `GET ${document.url}`
    check(`${name} status`, response.status === 200, response.status)
    check(
      `${name} is ${document.file}`,
      response.body.includes(`<title>${document.title}</title>`),
      /<title>([^<]*)/.exec(response.body)?.[1],
    )
    check(
      `${name} type`,
      /^text\/html/.test(response.headers.get('content-type') ?? ''),
      response.headers.get('content-type'),
    )
    check(
      `${name} no-cache`,
      /no-cache/.test(response.headers.get('cache-control') ?? ''),
      response.headers.get('cache-control'),
    )
    const path = new URL(document.url, 'http://x.invalid').pathname
    headerSet(name, response.headers, [policies.byFile[document.file], policies.byPath[path]])
    check(`${name} Brotli`, response.headers.get('content-encoding') === 'br', response.headers.get('content-encoding'))
    check(`${name} loads nothing of the editor`, !response.body.includes(EDITOR_PREFIX), 'names /admin/')
  }

  // A post's address as guests and other sites may write it: each host sends the document the app renders there
  // (src/content/document-routes.ts), or the guest sees one view replaced by another when the page hydrates.
  for (const query of BLOG_QUERIES) {
    const answer = resolveDocument('/blog', query)
    const document = documents.find((entry) => entry.file === answer.file)
    const response = await get(base, `/blog${query}`)
    check(
      `GET /blog${query} is ${document.file}`,
      response.status === 200 && response.body.includes(`<title>${document.title}</title>`),
      `${response.status} ${/<title>([^<]*)/.exec(response.body)?.[1]}`,
    )
  }

  const redirects = [
    ...legacyRedirects,
    ['/blog/2', '/blog?post=2'],
    ['/about-tom-the-cat', '/about'],
    ['/About-Us/', '/about'],
    ['/tours/', '/tours'],
    ['/about.html', '/about'],
  ]
  for (const [from, to] of redirects) {
    const response = await get(base, from)
    const location = response.headers.get('location')
    const target = location === null ? null : new URL(location, base)
    check(`GET ${from} 301`, response.status === 301, response.status)
    check(
      `GET ${from} → ${to}`,
      target !== null && `${target.pathname}${target.search}` === to && target.origin === new URL(base).origin,
      location,
    )
  }

  const notFound = documents.find((entry) => entry.status === 404)
  // Files the build writes that are no address of the site: Vite's metadata, and a post's document, which is only
  // ever /blog?post={id}.
  const postDocument = documents.find((entry) => entry.url.includes('?post='))
  for (const path of hidesBuildFiles ? ['/.vite/manifest.json', `/${postDocument.file}`] : []) {
    const hidden = await get(base, path)
    check(`GET ${path} 404`, hidden.status === 404, hidden.status)
  }
  const missing = await get(base, '/old-brooklyn-page')
  check('GET /old-brooklyn-page 404', missing.status === 404, missing.status)
  check(
    'GET /old-brooklyn-page is the not-found page',
    missing.body.includes(`<title>${notFound.title}</title>`),
    /<title>([^<]*)/.exec(missing.body)?.[1],
  )
  headerSet('GET /old-brooklyn-page', missing.headers, [
    policies.byFile[notFound.file],
    policies.byPath[`/${notFound.file}`],
  ])

  const asset = await get(base, expected.scriptChunk)
  check(`GET ${expected.scriptChunk} status`, asset.status === 200, asset.status)
  check(
    `GET ${expected.scriptChunk} immutable`,
    /max-age=31536000/.test(asset.headers.get('cache-control') ?? '') &&
      /immutable/.test(asset.headers.get('cache-control') ?? ''),
    asset.headers.get('cache-control'),
  )
  check(
    `GET ${expected.scriptChunk} JavaScript`,
    /javascript/.test(asset.headers.get('content-type') ?? ''),
    asset.headers.get('content-type'),
  )
  check(
    `GET ${expected.scriptChunk} Brotli`,
    asset.headers.get('content-encoding') === 'br',
    asset.headers.get('content-encoding'),
  )
  const gzipped = await get(base, expected.scriptChunk, 'gzip')
  check(
    `GET ${expected.scriptChunk} gzip when Brotli is not accepted`,
    gzipped.headers.get('content-encoding') === 'gzip',
    gzipped.headers.get('content-encoding'),
  )
  const page = await get(base, '/about', 'gzip')
  check(
    'GET /about gzip when Brotli is not accepted',
    page.headers.get('content-encoding') === 'gzip',
    page.headers.get('content-encoding'),
  )

  const worker = await get(base, '/sw.js')
  check('GET /sw.js status', worker.status === 200, worker.status)
  check(
    'GET /sw.js no-cache',
    /no-cache/.test(worker.headers.get('cache-control') ?? ''),
    worker.headers.get('cache-control'),
  )
  const manifest = await get(base, '/manifest.webmanifest')
  check('GET /manifest.webmanifest status', manifest.status === 200, manifest.status)
  check(
    'GET /manifest.webmanifest no-cache',
    /no-cache/.test(manifest.headers.get('cache-control') ?? ''),
    manifest.headers.get('cache-control'),
  )
  check(
    'GET /manifest.webmanifest type',
    /^application\/manifest\+json/.test(manifest.headers.get('content-type') ?? ''),
    manifest.headers.get('content-type'),
  )

  // A post's body as data (src/content/blog/post-body.ts): no content hash in its name, so it must be revalidated.
  for (const path of expected.postBodies) {
    const body = await get(base, path)
    check(`GET ${path} status`, body.status === 200, body.status)
    check(
      `GET ${path} JSON`,
      /^application\/json/.test(body.headers.get('content-type') ?? ''),
      body.headers.get('content-type'),
    )
    check(
      `GET ${path} no-cache`,
      /no-cache/.test(body.headers.get('cache-control') ?? ''),
      body.headers.get('cache-control'),
    )
    check(
      `GET ${path} is a post body`,
      Array.isArray(JSON.parse(body.status === 200 ? body.body : '{}').blocks),
      body.body.slice(0, 60),
    )
  }

  // The owner's editor: static files with their own headers, apart from the site's documents.
  const toEditor = await get(base, EDITOR_PREFIX.slice(0, -1))
  const editorLocation = toEditor.headers.get('location')
  check(
    `GET ${EDITOR_PREFIX.slice(0, -1)} redirects to ${EDITOR_PREFIX}`,
    [301, 308].includes(toEditor.status) &&
      editorLocation !== null &&
      new URL(editorLocation, base).pathname === EDITOR_PREFIX,
    `${toEditor.status} ${editorLocation}`,
  )
  const editorFiles = [
    [
      EDITOR_PREFIX,
      /^text\/html/,
      (body) =>
        body.includes(`src="${EDITOR_PREFIX}decap-cms.js"`) && /<meta name="robots" content="noindex/.test(body),
    ],
    [`${EDITOR_PREFIX}config.yml`, /yaml|text\/plain|octet-stream/, (body) => body.includes('folder: content/posts')],
    [`${EDITOR_PREFIX}decap-cms.js`, /javascript/, (body) => body.length > 1_000_000],
  ]
  for (const [path, type, isIt] of editorFiles) {
    const file = await get(base, path)
    const name = `GET ${path}`
    check(`${name} status`, file.status === 200, file.status)
    check(`${name} is the editor's`, file.status === 200 && isIt(file.body), file.body.slice(0, 80))
    check(`${name} type`, type.test(file.headers.get('content-type') ?? ''), file.headers.get('content-type'))
    headerSet(name, file.headers, [policies.editor])
    check(`${name} noindex`, /noindex/.test(file.headers.get('x-robots-tag') ?? ''), file.headers.get('x-robots-tag'))
    check(
      `${name} no-cache`,
      /no-cache/.test(file.headers.get('cache-control') ?? ''),
      file.headers.get('cache-control'),
    )
  }
  const robots = await get(base, '/robots.txt')
  check('GET /robots.txt disallows the editor', robots.body.includes(`Disallow: ${EDITOR_PREFIX}\n`), robots.body)
  const sitemap = await get(base, '/sitemap.xml')
  check(
    'GET /sitemap.xml leaves the editor out',
    sitemap.status === 200 && !sitemap.body.includes('/admin'),
    sitemap.status,
  )

  return { passed, failures }
}

/** Where the owner's editor lives (scripts/host-headers.ts EDITOR_PREFIX; this module runs without TypeScript). */
const EDITOR_PREFIX = '/admin/'

// As a command: node scripts/host-checks.mjs <base URL>, after `npm run build` (the expectations come from the build).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2]
  if (!base) {
    console.error('Usage: npm run check:host -- <base URL>   (e.g. http://127.0.0.1:4173 or https://www.example.com)')
    process.exit(2)
  }
  const { passed, failures } = await runHostChecks(base, await loadExpectations())
  for (const failure of failures) console.log(`FAIL ${failure}`)
  console.log(`${base}: ${passed} checks passed, ${failures.length} failed`)
  process.exit(failures.length === 0 ? 0 : 1)
}
