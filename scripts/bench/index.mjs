/**
 * `npm run bench`: builds the production app, serves it, measures every route of the route table and one blog
 * post, the floors, the first tap, the precache, offline navigation and content growth, prints one report and exits
 * non-zero when a budget of issue 7 or of the first tap (issue 17) is missed. See the README's "Benchmarks" section
 * and docs/decisions/0009-performance.md.
 *
 *   --runs N        Lighthouse runs per page, medians reported (default 3)
 *   --quick         1 run, home + one tour page + one post, no growth builds: for development
 *   --routes a,b    only these paths
 *   --json FILE     also write every figure as JSON
 *   --no-build      measure the existing dist/ (after `npm run build`)
 *   --no-growth     skip the growth builds; --growth forces them with --quick
 *   --no-offline    skip the throttled first visit and the offline navigation (precache bytes are still read)
 *   --no-first-tap  skip the first tap: each first-screen control of each route tapped at first paint, at mobile
 *                   1x and 4x CPU and desktop 1x, the median of three fresh loads per control (first-tap.mjs)
 *   --redeploy      instead: only the redeploy figure (two scratch builds, one line of a post changed between them:
 *                   what an installed client downloads after that deploy; scripts/bench/redeploy.mjs). The full
 *                   bench measures it with the growth builds
 *   --photos        instead: the site built with the 72-photo set (scripts/photo-set) and issue 19's budgets: one
 *                   install on a phone (390 px, 3x) and a desktop (1280 px, 1x), ready offline on Fast 4G, LCP/CLS/
 *                   Performance on /, /gallery, a tour and a post, cold and warm build times (scripts/bench/photos.mjs)
 *   BENCH_PORT      first of the four local ports used (default 4451)
 */
import { spawnSync } from 'node:child_process'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { importTs } from './import-ts.mjs'
import { cpuLine, launchLighthouseChrome, runLighthouse } from './lighthouse.mjs'
import { firstTouchMicroseconds } from './page-faults.mjs'
import { DESKTOP, MOBILE, launchBrowser } from './browser.mjs'
import { measureFirstTaps, measureHtmlFloor } from './first-tap.mjs'
import { gzipSize, measurePageLoad } from './page-load.mjs'
import { buildFrameworkFloor } from './framework-floor.mjs'
import { navigationTimes, precacheOfBuild, timeToReadyOffline } from './precache.mjs'
import { measureGrowth } from './growth.mjs'
import { measureRedeploy, redeployLines } from './redeploy.mjs'
import { FAST_4G, scratchDir, serveApp, serveFolder, serveThrottled } from './servers.mjs'
import {
  FIRST_TAP_FLOOR_SETTING,
  FIRST_TAP_SETTINGS,
  evaluateBudgets,
  lazyChunks,
  lostFirstTaps,
  medians,
  splitViolations,
} from './budgets.mjs'
import { report } from './report.mjs'

const started = performance.now()
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
process.chdir(root)

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    quick: { type: 'boolean', default: false },
    routes: { type: 'string' },
    json: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-growth': { type: 'boolean', default: false },
    growth: { type: 'boolean', default: false },
    'no-offline': { type: 'boolean', default: false },
    'no-first-tap': { type: 'boolean', default: false },
    redeploy: { type: 'boolean', default: false },
    photos: { type: 'boolean', default: false },
  },
})
const runs = Number(args.runs ?? (args.quick ? 1 : 3))
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${args.runs}`)
const withGrowth = args.growth || (!args.quick && !args['no-growth'])
const basePort = Number(process.env.BENCH_PORT) || 4451
const ports = { app: basePort, floor: basePort + 1, throttled: basePort + 2, framework: basePort + 3 }
const log = (message) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)
const loadBefore = loadavg()

const FLOOR_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body><h1>Cat History Tours NYC</h1><p>A bare page with a heading and a paragraph: no stylesheet, no script, no image. Whatever a route costs beyond this page is the site's own doing.</p></body>
</html>
`

if (args.redeploy) {
  const redeploy = await measureRedeploy(root, { log })
  console.log(redeployLines(redeploy).join('\n'))
  if (args.json) await writeFile(resolve(args.json), `${JSON.stringify({ redeploy }, null, 2)}\n`)
  process.exit(0)
}

if (args.photos) {
  const { runPhotoBench } = await import('./photos.mjs')
  const met = await runPhotoBench({ root, runs, floorPage: FLOOR_PAGE, json: args.json, log, basePort })
  process.exit(met ? 0 : 1)
}

// Measured once, here: the photo bench above measures its own.
const firstTouchUs = firstTouchMicroseconds()

let build = null
if (!args['no-build']) {
  log('building the production app (npm run build)')
  const buildStarted = performance.now()
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) process.exit(result.status ?? 1)
  build = { seconds: (performance.now() - buildStarted) / 1000 }
}

const ssr = await import(`${pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href}?t=${Date.now()}`)
const pages = ssr.prerenderTargets
  .filter((target) => target.status === 200 && !target.url.includes('?post='))
  .map((target) => target.url)
const firstPost = ssr.prerenderTargets.find((target) => target.url.includes('?post='))?.url
const allRoutes = [...pages, ...(firstPost ? [firstPost] : [])]
const quickRoutes = [pages[0], pages.find((path) => path.startsWith('/tours/')), firstPost].filter(Boolean)
const routes = args.routes ? args.routes.split(',').map((path) => path.trim()) : args.quick ? quickRoutes : allRoutes
const offlinePath = routes.find((path) => path.startsWith('/tours/')) ?? routes.find((path) => path !== '/') ?? '/'

const routerManifest = await importTs(join(root, 'scripts/router-manifest.ts'))
const chunks = lazyChunks(JSON.parse(await readFile(join(root, 'dist/.vite/manifest.json'), 'utf8')), routerManifest)

const cleanups = []
const results = { meta: {}, routes: [] }
try {
  const floorScratch = await scratchDir('floor-page')
  cleanups.push(floorScratch.cleanup)
  await mkdir(join(floorScratch.dir, 'site'))
  await writeFile(join(floorScratch.dir, 'site/index.html'), FLOOR_PAGE)

  log('building the framework floor app')
  const frameworkScratch = await scratchDir('framework-floor')
  cleanups.push(frameworkScratch.cleanup)
  const framework = await buildFrameworkFloor(root, frameworkScratch.dir)

  const app = await serveApp(root, ports.app)
  cleanups.push(app.close)
  const floor = await serveFolder(join(floorScratch.dir, 'site'), ports.floor)
  cleanups.push(floor.close)
  const frameworkServer = await serveFolder(framework.dist, ports.framework)
  cleanups.push(frameworkServer.close)

  // Lighthouse first, while nothing else of the bench competes for the CPU. Each round measures the floor and
  // then every route, so a slow spell of the machine touches the floor and the routes alike.
  const chrome = await launchLighthouseChrome()
  cleanups.push(chrome.close)
  const floorRuns = []
  const frameworkRuns = []
  const routeRuns = new Map(routes.map((path) => [path, []]))
  for (let round = 1; round <= runs; round++) {
    log(`Lighthouse round ${round} of ${runs}: floor, framework floor + ${routes.length} routes`)
    floorRuns.push(await runLighthouse(chrome.port, `${floor.url}/`))
    frameworkRuns.push(await runLighthouse(chrome.port, `${frameworkServer.url}/`))
    for (const path of routes) routeRuns.get(path).push(await runLighthouse(chrome.port, `${app.url}${path}`))
  }
  await chrome.close()
  cleanups.pop()

  const fields = ['score', 'lcp', 'tbt', 'cls', 'fcp']
  results.cpu = cpuLine([floorRuns, frameworkRuns, ...routeRuns.values()].flat())
  const browser = await launchBrowser(root)
  cleanups.push(() => browser.close())
  log('page loads: bytes before interactive')
  const frameworkLoad = await measurePageLoad(browser, `${frameworkServer.url}/`)
  if (!frameworkLoad.hydrated)
    throw new Error('The framework floor app did not hydrate: its figure would be meaningless')
  const floorHtml = await fetch(`${floor.url}/`).then((response) => response.arrayBuffer())
  results.floor = {
    lighthouse: medians(floorRuns, fields),
    runs: floorRuns,
    htmlGzip: gzipSize(Buffer.from(floorHtml)),
  }
  results.frameworkFloor = {
    lighthouse: medians(frameworkRuns, fields),
    runs: frameworkRuns,
    jsGzip: frameworkLoad.jsGzip,
    cssGzip: frameworkLoad.cssGzip,
    htmlGzip: frameworkLoad.htmlGzip,
    files: frameworkLoad.jsFiles.map((file) => file.path),
    buildOptions: framework.buildOptions,
  }
  for (const path of routes) {
    const runsOfRoute = routeRuns.get(path)
    const lighthouse = medians(runsOfRoute, fields)
    const page = await measurePageLoad(browser, `${app.url}${path}`)
    results.routes.push({
      path,
      lighthouse,
      lcpRatio: results.floor.lighthouse.lcp ? lighthouse.lcp / results.floor.lighthouse.lcp : null,
      jsRatio: page.jsGzip / frameworkLoad.jsGzip,
      page,
      split: splitViolations(
        path,
        page.jsFiles.map((file) => file.path),
        chunks,
      ),
      renderBlockingThirdParty: [...new Set(runsOfRoute.flatMap((run) => run.renderBlockingThirdParty))],
      runs: runsOfRoute,
    })
  }

  if (!args['no-first-tap']) {
    // Issue 17: three fresh loads per first-screen control and setting, each tap made at the first contentful paint.
    for (const route of results.routes) {
      log(`first tap: ${route.path} at ${FIRST_TAP_SETTINGS.map(({ label }) => label).join(', ')}`)
      route.firstTap = {}
      for (const { key, screen, cpu } of FIRST_TAP_SETTINGS) {
        route.firstTap[key] = await measureFirstTaps(browser, `${app.url}${route.path}`, {
          viewport: screen === 'mobile' ? MOBILE : DESKTOP,
          cpu,
        })
      }
      const floor = FIRST_TAP_FLOOR_SETTING
      route.firstTapFloor = await measureHtmlFloor(browser, `${app.url}${route.path}`, {
        viewport: floor.screen === 'mobile' ? MOBILE : DESKTOP,
        cpu: floor.cpu,
      })
      const lost = lostFirstTaps(route.firstTap)
      if (lost.length) log(`  ${route.path}: lost ${lost.join(', ')}`)
    }
  }

  log('precache: contents and first visit to ready offline on Fast 4G')
  const throttled = await serveThrottled(ports.app, ports.throttled, FAST_4G)
  cleanups.push(throttled.close)
  const precache = await precacheOfBuild(join(root, 'dist'), join(root, 'dist-ssr'))
  results.precache = precache
  if (!args['no-offline']) {
    // One throttled first visit: its time is the worker's fetches one after another, each paying the latency.
    const first = await timeToReadyOffline(browser, throttled.url, true)
    Object.assign(results.precache, {
      browser: first.contents,
      readyOfflineMs: first.readyMs,
      readyOfflineRuns: [first.readyMs],
    })

    log(`offline navigation to ${offlinePath}: ${runs} run(s)`)
    const navigations = []
    for (let round = 0; round < runs; round++) navigations.push(await navigationTimes(browser, app.url, offlinePath))
    results.offlineNavigation = {
      path: offlinePath,
      online: medians(
        navigations.map((run) => run.online),
        ['fcp', 'documentMs'],
      ),
      offline: medians(
        navigations.map((run) => run.offline),
        ['fcp', 'documentMs'],
      ),
      runs: navigations,
    }
  }
  await browser.close()
  cleanups.pop()

  if (withGrowth) {
    results.growth = await measureGrowth(root, { log, builds: args.quick ? 1 : 2 })
    results.redeploy = await measureRedeploy(root, { log })
  }
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
}

results.build = build
results.meta = {
  date: new Date().toISOString(),
  runs,
  quick: args.quick,
  routes: routes.length,
  lighthouse: JSON.parse(await readFile(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
  cpus: cpus().length,
  loadBefore,
  firstTouchUs,
  seconds: (performance.now() - started) / 1000,
}
const checks = evaluateBudgets(results)
results.budgets = checks
console.log(report(results, checks))
if (args.json) {
  await writeFile(resolve(args.json), `${JSON.stringify(results, null, 2)}\n`)
  log(`figures written to ${args.json}`)
}
process.exit(checks.every((check) => check.pass) ? 0 : 1)
