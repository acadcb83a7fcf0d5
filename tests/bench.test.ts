/** The bench's pure parts: medians, the budget checks, the code-splitting rule, the report, growth edits. */
import { describe, expect, it } from 'vitest'
import { BUDGETS, evaluateBudgets, lazyChunks, median, medians, routeMatchesPath, splitViolations } from '../scripts/bench/budgets.mjs'
import { formatTable, routeTable } from '../scripts/bench/report.mjs'
import { createLink } from '../scripts/bench/servers.mjs'
import { copyMarkdownPost, insertAfterStatement, perUnit } from '../scripts/bench/growth.mjs'
import { kindOf } from '../scripts/bench/precache.mjs'
import { summarize } from '../scripts/bench/lighthouse.mjs'
import { routeIdFromFile } from '../scripts/router-manifest'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
    expect(median([Number.NaN, 5])).toBe(5)
  })

  it('is taken field by field over runs', () => {
    const runs = [
      { lcp: 900, tbt: 0 },
      { lcp: 1200, tbt: 80 },
      { lcp: 1000, tbt: 10 },
    ]
    expect(medians(runs, ['lcp', 'tbt'])).toEqual({ lcp: 1000, tbt: 10 })
  })
})

describe('which route chunks belong to a page', () => {
  it('matches a route by its own path and dynamic segments', () => {
    expect(routeMatchesPath('/about', '/about')).toBe(true)
    expect(routeMatchesPath('/tours/$slug', '/tours/brooklyn-heights')).toBe(true)
    expect(routeMatchesPath('/petition-{$name}', '/petition-tom')).toBe(true)
    expect(routeMatchesPath('/blog/', '/blog?post=1')).toBe(true)
    expect(routeMatchesPath('/', '/')).toBe(true)
  })

  it('does not give one page the index route or another page of its section', () => {
    expect(routeMatchesPath('/', '/about')).toBe(false)
    expect(routeMatchesPath('/tours/', '/tours/brooklyn-heights')).toBe(false)
    expect(routeMatchesPath('/tours/$slug', '/tours')).toBe(false)
    expect(routeMatchesPath('/about', '/about-us')).toBe(false)
  })

  it('counts a parent layout route as part of its children', () => {
    expect(routeMatchesPath('/tours', '/tours/brooklyn-heights')).toBe(true)
  })

  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    'src/routes/about.tsx?tsr-split=component': { file: 'assets/about-1.js', isDynamicEntry: true },
    'src/routes/tours.$slug.tsx?tsr-split=component': { file: 'assets/tours._slug-1.js', isDynamicEntry: true },
    'src/components/header/MobileMenu.tsx': { file: 'assets/MobileMenu-1.js', isDynamicEntry: true },
    '_link-1.js': { file: 'assets/link-1.js' },
  }
  const chunks = lazyChunks(manifest, routeIdFromFile)

  it('accepts the entry, shared chunks and the page its own route chunk', () => {
    expect(splitViolations('/about', ['/assets/index-1.js', '/assets/link-1.js', '/assets/about-1.js'], chunks)).toEqual([])
  })

  it('reports another page code and a chunk that should wait for first use', () => {
    expect(splitViolations('/about', ['/assets/about-1.js', '/assets/tours._slug-1.js', '/assets/MobileMenu-1.js'], chunks)).toEqual([
      'src/routes/tours.$slug.tsx (another page)',
      'src/components/header/MobileMenu.tsx (loads before first use)',
    ])
  })
})

function results(overrides: { score?: number; lcp?: number; tbt?: number; cls?: number; jsGzip?: number; precache?: number; offline?: number } = {}) {
  const page = { hydrated: true, jsGzip: overrides.jsGzip ?? 110_000, cssGzip: 6000, htmlGzip: 5000, imgAboveFold: 20_000, thirdParty: [], extraImagesBeforeLoad: [] }
  const lighthouse = { score: overrides.score ?? 100, lcp: overrides.lcp ?? 1000, tbt: overrides.tbt ?? 0, cls: overrides.cls ?? 0, fcp: 800 }
  return {
    floor: { lighthouse: { score: 100, lcp: 800, tbt: 0, cls: 0, fcp: 800 }, htmlGzip: 300 },
    frameworkFloor: { jsGzip: 100_000, cssGzip: 0, htmlGzip: 800 },
    routes: [{ path: '/', lighthouse, lcpRatio: lighthouse.lcp / 800, jsRatio: page.jsGzip / 100_000, page, split: [], renderBlockingThirdParty: [] }],
    precache: { bytes: overrides.precache ?? 5 * 1024 * 1024 },
    offlineNavigation: { online: { fcp: 200 }, offline: { fcp: overrides.offline ?? 150 } },
  }
}

describe('budgets', () => {
  it('all pass for a page within every budget', () => {
    expect(evaluateBudgets(results()).filter((check) => !check.pass)).toEqual([])
  })

  it.each([
    ['Performance', { score: 97 }],
    ['LCP', { lcp: 1201 }],
    ['CLS', { cls: 0.011 }],
    ['TBT', { tbt: 51 }],
    ['JS before interactive', { jsGzip: 125_001 }],
    ['precache', { precache: BUDGETS.maxPrecacheBytes + 1 }],
    ['offline navigation', { offline: 201 }],
  ])('%s misses when just over its budget', (name, overrides) => {
    const misses = evaluateBudgets(results(overrides)).filter((check) => !check.pass)
    expect(misses).toHaveLength(1)
    expect(misses[0]!.name).toContain(name)
  })

  it('counts a third-party request made before DOMContentLoaded as render-blocking', () => {
    const data = results()
    data.routes[0]!.page.thirdParty = [{ url: 'https://provider.example/embed.js', type: 'script', beforeDomContentLoaded: true }] as never
    const misses = evaluateBudgets(data).filter((check) => !check.pass)
    expect(misses.map((check) => check.detail)).toEqual(['https://provider.example/embed.js'])
  })
})

describe('report', () => {
  it('pads columns and right-aligns figures', () => {
    expect(formatTable(['route', 'perf'], [['/', '100'], ['/about', '99']])).toBe(
      ['| route  | perf |', '|:-------|-----:|', '| /      |  100 |', '| /about |   99 |'].join('\n'),
    )
  })

  it('marks the figures that miss a budget', () => {
    const table = routeTable(results({ score: 90, tbt: 120 }) as never)
    const home = table.split('\n').find((line) => line.startsWith('| /  '))!
    expect(home).toContain('90 ✗')
    expect(home).toContain('120 ms ✗')
    expect(home).not.toContain('0.000 ✗')
  })
})

describe('Lighthouse summary', () => {
  it('keeps the figures and the third-party requests that block rendering', () => {
    const lhr = {
      categories: { performance: { score: 0.974 } },
      audits: {
        'largest-contentful-paint': { numericValue: 1500 },
        'total-blocking-time': { numericValue: 20 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        'first-contentful-paint': { numericValue: 900 },
        'render-blocking-resources': { details: { items: [{ url: 'http://127.0.0.1:4451/assets/style.css' }, { url: 'https://fonts.example/css' }] } },
        'network-requests': { details: { items: [{ url: 'http://127.0.0.1:4451/' }, { url: 'https://fonts.example/css' }, { url: 'data:image/png;base64,' }] } },
      },
    }
    expect(summarize(lhr, 'http://127.0.0.1:4451')).toEqual({
      score: 97,
      lcp: 1500,
      tbt: 20,
      cls: 0.001,
      fcp: 900,
      renderBlockingThirdParty: ['https://fonts.example/css'],
      thirdPartyRequests: 1,
    })
  })
})

describe('throttled link', () => {
  it('sends chunks of concurrent responses one after another at the link rate', () => {
    const link = createLink(1000)
    expect(link(500, 0)).toBe(500)
    expect(link(500, 0)).toBe(1000)
    expect(link(100, 2000)).toBe(100)
  })
})

describe('growth edits', () => {
  it('inserts code right after the array statement it names', () => {
    const text = 'export const posts = [\n  { id: 1 },\n]\n\nexport function findPost() {}\n'
    expect(insertAfterStatement(text, 'export const posts', '// grown')).toBe('export const posts = [\n  { id: 1 },\n]\n// grown\n\nexport function findPost() {}\n')
  })

  it('copies a Markdown post with a new id, slug and title', () => {
    const text = '---\nid: 3\nslug: bodega-cats\ntitle: "The Bodega Cats"\n---\nBody\n'
    expect(copyMarkdownPost('3-bodega-cats.md', text, 2)).toEqual({
      name: '2003-bodega-cats.md',
      body: '---\nid: 2003\nslug: bodega-cats-copy-2\ntitle: "The Bodega Cats (copy 2)"\n---\nBody\n',
    })
    expect(copyMarkdownPost('bodega-cats.md', 'No front matter', 1).name).toBe('bodega-cats-copy-1.md')
  })

  it('divides the added cost by the number of units added', () => {
    const build = (seconds: number, posts: number, html: number) => ({
      buildSeconds: seconds,
      posts,
      precache: { files: posts, bytes: html, byKind: { html: { files: posts, bytes: html } } },
    })
    expect(perUnit(build(10, 3, 3000), build(16, 30, 30_000), (b: { posts: number }) => b.posts)).toEqual({
      added: 27,
      buildSeconds: 6 / 27,
      precacheBytes: 1000,
      precacheFiles: 1,
      byKind: { html: 1000 },
    })
  })

  it('sorts precached files by kind', () => {
    expect(['about.html', 'assets/index-1.js', 'assets/style.css', 'images/hero-320.webp', 'manifest.webmanifest'].map(kindOf)).toEqual([
      'html',
      'js',
      'css',
      'images',
      'other',
    ])
  })
})

describe('a grown build that fails', () => {
  it('is reported by the files over the precache limit when that is the cause, else by its error line', async () => {
    const { buildFailure } = await import('../scripts/bench/growth.mjs')
    const over = new Error("Build failed (1):\n  Assets exceeding the limit:\n  - assets/index-C.js is 663 kB, and won't be precached.\n")
    expect(buildFailure(over)).toBe("over the precache's per-file limit: assets/index-C.js is 663 kB")
    expect(buildFailure(new Error('Build failed (1):\nsomething\nError: no such file'))).toBe('Error: no such file')
  })
})
