/** The bench's pure parts: medians, the budget checks, the code-splitting rule, the report, growth edits. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'
import {
  BUDGETS,
  evaluateBudgets,
  lazyChunks,
  median,
  medians,
  routeMatchesPath,
  splitViolations,
} from '../scripts/bench/budgets.mjs'
import { firstTapTable, formatTable, routeTable, slowestLoads } from '../scripts/bench/report.mjs'
import { controlFigure, withoutScripts, worstTap } from '../scripts/bench/first-tap.mjs'
import { createLink } from '../scripts/bench/servers.mjs'
import { copyMarkdownPost, FACTOR, growImages, insertAfterStatement, perUnit } from '../scripts/bench/growth.mjs'
import { kindOf } from '../scripts/bench/precache.mjs'
import { cpuLine, summarize } from '../scripts/bench/lighthouse.mjs'
import { firstTouchMicroseconds, memoryLine } from '../scripts/bench/page-faults.mjs'
import * as routerManifest from '../scripts/router-manifest'

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
    'src/app/header/MobileMenu.tsx': { file: 'assets/MobileMenu-1.js', isDynamicEntry: true },
    '_link-1.js': { file: 'assets/link-1.js' },
  }
  const chunks = lazyChunks(manifest, routerManifest)

  it('accepts the entry, shared chunks and the page its own route chunk', () => {
    expect(
      splitViolations('/about', ['/assets/index-1.js', '/assets/link-1.js', '/assets/about-1.js'], chunks),
    ).toEqual([])
  })

  it('reports another page code and a chunk that should wait for first use', () => {
    expect(
      splitViolations('/about', ['/assets/about-1.js', '/assets/tours._slug-1.js', '/assets/MobileMenu-1.js'], chunks),
    ).toEqual(['src/routes/tours.$slug.tsx (another page)', 'src/app/header/MobileMenu.tsx (loads before first use)'])
  })
})

type Tap = {
  index: number
  kind: string
  name: string
  fcp: number
  tapAfterFcp: number | null
  responseMs: number | null
}
const tap = (name: string, responseMs: number | null): Tap => ({
  index: 0,
  kind: 'dialog',
  name,
  fcp: 500,
  tapAfterFcp: 4,
  responseMs,
})
const firstTapOf = (taps: Tap[]) => ({
  controls: taps.length,
  lost: taps.filter((t) => t.responseMs === null).length,
  worst: worstTap(taps),
  taps,
})

function results(
  overrides: {
    score?: number
    lcp?: number
    tbt?: number
    cls?: number
    jsGzip?: number
    precache?: number
    offline?: number
    mobile1x?: Tap[]
    mobile4x?: Tap[]
    desktop1x?: Tap[]
  } = {},
) {
  const page = {
    hydrated: true,
    jsGzip: overrides.jsGzip ?? 110_000,
    cssGzip: 6000,
    htmlGzip: 5000,
    imgAboveFold: 20_000,
    thirdParty: [],
    extraImagesBeforeLoad: [],
  }
  const lighthouse = {
    score: overrides.score ?? 100,
    lcp: overrides.lcp ?? 1000,
    tbt: overrides.tbt ?? 0,
    cls: overrides.cls ?? 0,
    fcp: 800,
  }
  return {
    floor: { lighthouse: { score: 100, lcp: 800, tbt: 0, cls: 0, fcp: 800 }, htmlGzip: 300 },
    frameworkFloor: { jsGzip: 100_000, cssGzip: 0, htmlGzip: 800 },
    routes: [
      {
        path: '/',
        lighthouse,
        lcpRatio: lighthouse.lcp / 800,
        jsRatio: page.jsGzip / 100_000,
        page,
        split: [],
        renderBlockingThirdParty: [],
        firstTap: {
          mobile1x: firstTapOf(overrides.mobile1x ?? [tap('Search', 40), tap('Menu', 60)]),
          mobile4x: firstTapOf(overrides.mobile4x ?? [tap('Search', 150), tap('Menu', 240)]),
          desktop1x: firstTapOf(overrides.desktop1x ?? [tap('Search', 30), tap('Tours', 50)]),
        } as Record<string, ReturnType<typeof firstTapOf>> | undefined,
        firstTapFloor: undefined as { answered: number; worst: Tap | null } | undefined,
      },
    ],
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
    ['worst response <= 100 ms at mobile 1x', { mobile1x: [tap('Search', 40), tap('Menu', 101)] }],
    ['worst response <= 300 ms at mobile 4x', { mobile4x: [tap('Search', 301), tap('Menu', 240)] }],
    ['worst response <= 100 ms at desktop 1x', { desktop1x: [tap('Tours', 101)] }],
  ])('%s misses when just over its budget', (name, overrides) => {
    const misses = evaluateBudgets(results(overrides)).filter((check) => !check.pass)
    expect(misses).toHaveLength(1)
    expect(misses[0]!.name).toContain(name)
  })

  it('holds the first tap to 100 ms at 1x and 300 ms at 4x, inclusive', () => {
    expect(BUDGETS.maxFirstTapMs).toEqual({ mobile1x: 100, mobile4x: 300, desktop1x: 100 })
    const data = results({ mobile1x: [tap('Menu', 100)], mobile4x: [tap('Menu', 300)], desktop1x: [tap('Tours', 100)] })
    expect(evaluateBudgets(data).filter((check) => !check.pass)).toEqual([])
  })

  it('misses on a lost tap, which is also the worst response of its setting', () => {
    const misses = evaluateBudgets(results({ mobile4x: [tap('Search', 20), tap('Menu', null)] })).filter(
      (check) => !check.pass,
    )
    expect(misses.map((check) => [check.name, check.detail])).toEqual([
      ['/: first tap, every tap honoured (none lost)', 'lost: Menu (mobile 4x)'],
      ['/: first tap, worst response <= 300 ms at mobile 4x', 'Menu: lost'],
    ])
  })

  it('has no first-tap checks when the first tap was not measured, and passes a route with no control', () => {
    const skipped = results()
    skipped.routes[0]!.firstTap = undefined
    expect(evaluateBudgets(skipped).some((check) => check.name.includes('first tap'))).toBe(false)
    const none = evaluateBudgets(results({ mobile1x: [], mobile4x: [], desktop1x: [] })).filter((check) =>
      check.name.includes('first tap'),
    )
    expect(none).toHaveLength(4)
    expect(none.every((check) => check.pass)).toBe(true)
  })

  it('counts a third-party request made before DOMContentLoaded as render-blocking', () => {
    const data = results()
    data.routes[0]!.page.thirdParty = [
      { url: 'https://provider.example/embed.js', type: 'script', beforeDomContentLoaded: true },
    ] as never
    const misses = evaluateBudgets(data).filter((check) => !check.pass)
    expect(misses.map((check) => check.detail)).toEqual(['https://provider.example/embed.js'])
  })
})

describe('report', () => {
  it('pads columns and right-aligns figures', () => {
    expect(
      formatTable(
        ['route', 'perf'],
        [
          ['/', '100'],
          ['/about', '99'],
        ],
      ),
    ).toBe(['| route  | perf |', '|:-------|-----:|', '| /      |  100 |', '| /about |   99 |'].join('\n'))
  })

  it('marks the figures that miss a budget', () => {
    const table = routeTable(results({ score: 90, tbt: 120 }) as never)
    const home = table.split('\n').find((line) => line.startsWith('| /  '))!
    expect(home).toContain('90 ✗')
    expect(home).toContain('120 ms ✗')
    expect(home).not.toContain('0.000 ✗')
  })
})

describe('first tap', () => {
  it('takes the slowest tap as the worst, a lost tap before any answered one', () => {
    expect(worstTap([])).toBeNull()
    expect(worstTap([tap('Search', 40), tap('Menu', 90), tap('Tours', 60)])!.name).toBe('Menu')
    expect(worstTap([tap('Search', 40), tap('Menu', null), tap('Tours', 9000)])!.name).toBe('Menu')
    expect(worstTap([tap('Menu', null), tap('Search', 40)])!.name).toBe('Menu')
  })

  it("reports each setting's worst response, the lost taps, and marks the misses", () => {
    const table = firstTapTable(
      results({ mobile4x: [tap('Search', 20), tap('Menu', null)], desktop1x: [tap('Tours', 120)] }) as never,
    )!
    const [header, , home] = table.split('\n')
    expect(header!.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'route',
      'controls',
      'lost',
      'worst 1x (mobile)',
      'worst 4x (mobile)',
      'worst 1x (desktop)',
      'HTML alone 4x (mobile)',
      'worst control',
      '',
    ])
    expect(home!.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '/',
      '2 / 2 / 1',
      '1 ✗',
      '60 ms',
      'lost ✗',
      '120 ms ✗',
      '–',
      'Menu / Menu / Tours',
      '',
    ])
  })

  it("gives the floor of the page's HTML alone: the slowest control it answers, and how many; no budget", () => {
    const measured = results()
    measured.routes[0]!.firstTapFloor = { answered: 2, worst: tap('Search', 412) }
    expect(
      firstTapTable(measured as never)!
        .split('\n')[2]!
        .split('|')
        .map((cell) => cell.trim())
        .at(-3),
    ).toBe('412 ms (2)')
    measured.routes[0]!.firstTapFloor = { answered: 0, worst: null }
    expect(
      firstTapTable(measured as never)!
        .split('\n')[2]!
        .split('|')
        .map((cell) => cell.trim())
        .at(-3),
    ).toBe('none answers')
  })

  it("makes a control's figure the median of its loads, keeps every load, and loses it when any load was lost", () => {
    const control = { index: 1, kind: 'dialog', name: 'Menu', box: { x: 10, y: 20 } }
    const load = (responseMs: number | null, fcp = 500) => ({ ...control, fcp, tapAfterFcp: 4, responseMs })
    const figure = controlFigure(control, [load(300), load(120, 480), load(180, 520)])
    expect(figure).toMatchObject({ name: 'Menu', index: 1, responseMs: 180, slowestMs: 300, fcp: 500, tapAfterFcp: 4 })
    expect(figure.loads.map((each: { responseMs: number | null }) => each.responseMs)).toEqual([300, 120, 180])
    const lost = controlFigure(control, [load(90), { ...load(null), tapAfterFcp: 12 }])
    expect(lost).toMatchObject({ responseMs: null, slowestMs: null, tapAfterFcp: 12 })
    expect(worstTap([tap('Search', 9000), lost])!.name).toBe('Menu')
  })

  it('names the slowest single load per setting, over every route and control', () => {
    const measured = results({ mobile4x: [tap('Search', 150), tap('Menu', 240)] })
    const taps = measured.routes[0]!.firstTap!.mobile4x!.taps as Array<Tap & { slowestMs?: number | null }>
    taps[0]!.slowestMs = 310
    taps[1]!.slowestMs = 260
    expect(slowestLoads(measured as never)).toEqual([
      { label: 'mobile 1x', slowest: null },
      { label: 'mobile 4x', slowest: { ms: 310, path: '/', name: 'Search' } },
      { label: 'desktop 1x', slowest: null },
    ])
  })

  it('takes every script out of the page for the floor, and keeps its data blocks', () => {
    const html =
      '<head><script>early()</script><script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/a.js"></script></head><body><p>Text</p><script\nasync>late()</script></body>'
    expect(withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>Text</p></body>',
    )
  })

  it('names the worst control once when it is the same at every setting, and is absent when not measured', () => {
    const same = firstTapTable(
      results({ mobile1x: [tap('Menu', 10)], mobile4x: [tap('Menu', 30)], desktop1x: [tap('Menu', 20)] }) as never,
    )!
    expect(
      same
        .split('\n')[2]!
        .split('|')
        .map((cell) => cell.trim())
        .at(-2),
    ).toBe('Menu')
    const skipped = results()
    skipped.routes[0]!.firstTap = undefined
    expect(firstTapTable(skipped as never)).toBeNull()
  })
})

describe('Lighthouse summary', () => {
  it('keeps the figures and the third-party requests that block rendering', () => {
    const lhr = {
      environment: { benchmarkIndex: 1612.5 },
      categories: { performance: { score: 0.974 } },
      audits: {
        'largest-contentful-paint': { numericValue: 1500 },
        'total-blocking-time': { numericValue: 20 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        'first-contentful-paint': { numericValue: 900 },
        'render-blocking-resources': {
          details: { items: [{ url: 'http://127.0.0.1:4451/assets/style.css' }, { url: 'https://fonts.example/css' }] },
        },
        'network-requests': {
          details: {
            items: [
              { url: 'http://127.0.0.1:4451/' },
              { url: 'https://fonts.example/css' },
              { url: 'data:image/png;base64,' },
            ],
          },
        },
      },
    }
    expect(summarize(lhr, 'http://127.0.0.1:4451')).toEqual({
      score: 97,
      lcp: 1500,
      tbt: 20,
      cls: 0.001,
      fcp: 900,
      benchmarkIndex: 1612.5,
      renderBlockingThirdParty: ['https://fonts.example/css'],
      thirdPartyRequests: 1,
    })
  })

  it("reports Lighthouse's CPU benchmark index of the runs, and says when it is under Lighthouse's warning level", () => {
    const runs = (...indexes: (number | null)[]) => indexes.map((benchmarkIndex) => ({ benchmarkIndex }))
    expect(cpuLine(runs(1650, 1500.4, null, 1702))).toBe(
      'Lighthouse CPU benchmark index: 1650 (median of 3 runs, 1500-1702)',
    )
    const slow = cpuLine(runs(640, 980, 700))
    expect(slow).toMatch(/^Lighthouse CPU benchmark index: 700 \(median of 3 runs, 640-980\); under 1000, /)
    expect(slow).toContain('TBT and Performance then describe this machine more than the pages')
    expect(cpuLine(runs(null))).toBe('Lighthouse CPU benchmark index: not reported')
  })
})

describe('memory first touch', () => {
  it('times fresh pages of memory, a figure the CPU benchmark index does not see', () => {
    const microseconds = firstTouchMicroseconds({ megabytes: 8, rounds: 3 })
    expect(microseconds).toBeGreaterThan(0)
    expect(microseconds).toBeLessThan(10_000)
  })

  it('prints the figure, and what it costs a page load when faults are slow', () => {
    expect(memoryLine(0.31)).toBe('Memory first touch: 0.31 us per 4 KB page')
    expect(memoryLine(15)).toBe(
      'Memory first touch: 15.00 us per 4 KB page; over 2 us, the ~13,000 faults a page load takes on its main thread cost this machine about 195 ms of main-thread time (a phone or a laptop: a few ms), and its TBT and Performance describe the machine more than the page',
    )
    expect(memoryLine(undefined)).toBe('Memory first touch: not measured')
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
    expect(insertAfterStatement(text, 'export const posts', '// grown')).toBe(
      'export const posts = [\n  { id: 1 },\n]\n// grown\n\nexport function findPost() {}\n',
    )
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
    expect(
      ['about.html', 'assets/index-1.js', 'assets/style.css', 'images/hero-320.webp', 'manifest.webmanifest'].map(
        kindOf,
      ),
    ).toEqual(['html', 'js', 'css', 'images', 'other'])
  })
})

describe('growing the gallery tenfold', () => {
  it('copies each drawing and repeats each grid of content/gallery.yaml, pointing at the copies', async () => {
    const { importTs } = await import('../scripts/bench/import-ts.mjs')
    const dir = mkdtempSync(join(tmpdir(), 'growth-'))
    try {
      mkdirSync(join(dir, 'src/content'), { recursive: true })
      mkdirSync(join(dir, 'content'))
      copyFileSync('src/content/images.ts', join(dir, 'src/content/images.ts'))
      copyFileSync('content/gallery.yaml', join(dir, 'content/gallery.yaml'))
      const before = parseYaml(readFileSync('content/gallery.yaml', 'utf8')) as Record<string, string[]>
      await growImages(dir)
      const grids = parseYaml(readFileSync(join(dir, 'content/gallery.yaml'), 'utf8')) as Record<string, string[]>
      expect(Object.keys(grids)).toEqual(Object.keys(before))
      for (const [grid, names] of Object.entries(before)) {
        expect(grids[grid]).toHaveLength(names.length * FACTOR)
        expect(grids[grid]).toContain(`${names[0]}-copy${FACTOR - 1}`)
      }
      const { images } = await importTs(join(dir, 'src/content/images.ts'))
      const names = new Set((images as { name: string }[]).map((entry) => entry.name))
      for (const name of Object.values(grids).flat()) expect(names.has(name)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('a grown build that fails', () => {
  it('is reported by the files over the precache limit when that is the cause, else by its error line', async () => {
    const { buildFailure } = await import('../scripts/bench/growth.mjs')
    const over = new Error(
      "Build failed (1):\n  Assets exceeding the limit:\n  - assets/index-C.js is 663 kB, and won't be precached.\n",
    )
    expect(buildFailure(over)).toBe("over the precache's per-file limit: assets/index-C.js is 663 kB")
    expect(buildFailure(new Error('Build failed (1):\nsomething\nError: no such file'))).toBe('Error: no such file')
  })
})

describe('photo bench', () => {
  const floorPage = '<!DOCTYPE html><html><head><title>Floor</title></head><body><h1>Floor</h1></body></html>'
  const picture = { path: '/images/hero-home-phone-1024.avif', width: 412, height: 658 }

  it("puts the route's first-screen picture first in the bare page, in the same box, at high priority", async () => {
    const { photoFloorPage } = await import('../scripts/bench/photos.mjs')
    const page = photoFloorPage(floorPage, picture)
    expect(page).toContain(
      '<body style="margin:0"><img src="/images/hero-home-phone-1024.avif" alt="" fetchpriority="high" style="display:block;width:412px;height:658px;object-fit:cover"><h1>Floor</h1>',
    )
  })

  it('reports each route against the bare floor and against its photo floor, as hosted and on npm start', async () => {
    const { photoBudgets, photoReport } = await import('../scripts/bench/photos.mjs')
    const lighthouse = { score: 100, lcp: 1200, tbt: 10, cls: 0, fcp: 900 }
    const results = {
      meta: { date: '2026-11-26', runs: 1, cpus: 2, loadBefore: [0.1, 0.1, 0.1], seconds: 1 },
      floor: { score: 100, lcp: 600 },
      routes: [
        {
          path: '/',
          lighthouse,
          lcpRatio: 2,
          photoFloor: { ...picture, lcp: 900, ratio: 1200 / 900 },
          runs: [
            {
              score: 97,
              tbt: 193.4,
              lcp: 1200.4,
              lcpRequests: [{ path: picture.path, bytes: 40249, endMs: 912 }],
              lcpPage: { bytes: 14_600, endMs: 606 },
            },
            { score: 100, tbt: 20, lcp: 1049.6, lcpRequests: [] },
            {
              score: 99,
              tbt: 61.6,
              lcp: 1210,
              lcpRequests: [
                { path: picture.path, bytes: 40249, endMs: 1061 },
                { path: '/favicon.svg', bytes: 837, endMs: 1216 },
                { path: '/images/hero-tours-768.avif', bytes: 4400, endMs: 1216 },
              ],
              lcpPage: { bytes: 14_606, endMs: 755 },
            },
          ],
        },
        {
          path: '/about',
          lighthouse,
          lcpRatio: 2,
          photoFloor: null,
          runs: [{ score: 100, tbt: 0, lcp: 1200, lcpRequests: null }],
        },
      ],
      installs: {},
      builds: {
        coldSeconds: 30,
        warmPhotosSeconds: 5.004,
        warmDrawingsSeconds: 4.996,
        warmPhotos: [5],
        warmDrawings: [5],
      },
      // npm start's HTTP/1.1, measured in the same rounds: reported, never judged.
      preview: {
        floor: { score: 100, lcp: 500 },
        routes: [
          {
            path: '/',
            lighthouse: { ...lighthouse, lcp: 600, score: 90 },
            lcpRatio: 1.2,
            photoFloor: null,
            runs: [{ score: 90, tbt: 300, lcp: 600, lcpRequests: [] }],
          },
        ],
      },
    }
    const checks = photoBudgets(results)
    expect(checks.find((check) => check.name === '/: Performance >= 98')?.pass).toBe(true)
    // The photo floor is a reference figure: the LCP budget stays against the bare floor.
    expect(checks.find((check) => check.name === '/: LCP <= 1.5x floor')?.pass).toBe(false)
    const report = photoReport(results, checks)
    const [hosted, preview] = report.split('On npm start: vite preview, HTTP/1.1')
    expect(hosted).toContain("As hosted: nginx with the build's config, HTTPS with HTTP/2 (the budgets)")
    expect(hosted).toMatch(/^\/ +100 +1200 +2\.00 +0\.000 +10 +900 +1\.33$/m)
    expect(preview).toMatch(/^\/ +90 +600 +1\.20 +0\.000 +10 +\(no picture first\)$/m)
    expect(preview).toMatch(/^bare-page floor +100 +500$/m)
    expect(report).toMatch(/^\/about .*\(no picture first\)$/m)
    expect(report).toContain('/images/hero-home-phone-1024.avif in 412x658')
    // Each run's LCP names what the simulation waited for besides the page's first-screen picture.
    // A page over the first round trip says so: it costs every run of that build one more (decision 0015).
    expect(report).toMatch(
      /^ {2}\/ +1200, 1050, 1210 \(page 14,606 B, over the first round trip; \+ favicon\.svg, hero-tours-768\.avif\)$/m,
    )
    expect(report).toMatch(/^ {2}\/about +1200 \(no simulation found\)$/m)
    // Each run's Performance with its TBT, so one slow run shows as one.
    expect(report).toMatch(/^ {2}\/ +97 \(193 ms\), 100 \(20 ms\), 99 \(62 ms\)$/m)
    // A miss by a few milliseconds shows as one, not as "5.0 s against 5.0 s".
    expect(report).toContain('warm build with the photo set no slower than the drawings alone: 5.004 s against 4.996 s')
  })
})
