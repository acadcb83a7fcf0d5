/**
 * `npm run bench -- --boots` (issue 17, "Reconsider how a page boots"): today's build and the two boot variants of
 * variants.mjs ("at-once", "islands"), each built into a scratch folder, served side by side and measured in one run
 * with the bench's own code: Lighthouse (TBT, LCP against the bare floor page), the page load (JS before
 * interactive) and the first tap at mobile 1x and 4x. Prints one table; no budget, no exit code for a miss.
 *
 * Each Lighthouse round measures the floor, then every route in every variant, and the first taps go route by route
 * through the variants, so a slow spell of the machine touches the three alike.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { MOBILE, launchBrowser } from '../browser.mjs'
import { measureFirstTaps } from '../first-tap.mjs'
import { launchLighthouseChrome, runLighthouse } from '../lighthouse.mjs'
import { measurePageLoad } from '../page-load.mjs'
import { medians } from '../budgets.mjs'
import { scratchDir, serveApp, serveFolder } from '../servers.mjs'
import { bootsReport } from './report.mjs'

export const VARIANTS = ['today', 'at-once', 'islands']
export const DEFAULT_ROUTES = ['/', '/tours', '/contact', '/about']
/** The first tap at a phone's screen, at the two CPU speeds the issue names (the normal bench adds desktop 1x). */
export const TAP_SETTINGS = [
  { key: 'mobile1x', label: '1x', cpu: 1 },
  { key: 'mobile4x', label: '4x', cpu: 4 },
]
/** The bench's servers use 4451-4454 (BENCH_PORT); these stay clear of them, and of the e2e suites'. */
const BASE_PORT = 4700

/**
 * @param {object} options
 * @param {string} options.root the repository
 * @param {number} options.runs Lighthouse runs per page and variant (medians); the first taps get as many rounds
 * @param {string[] | undefined} options.routes paths to measure (default DEFAULT_ROUTES)
 * @param {boolean} options.build whether to build today's app (into the scratch folder; else dist/ is measured as it is)
 * @param {string} options.floorPage the bare page the LCP is compared with (index.mjs's floor)
 * @param {string | undefined} options.json also write every figure there
 * @param {(message: string) => void} options.log
 */
export async function runBoots({ root, runs, routes = DEFAULT_ROUTES, build, floorPage, json, log }) {
  const started = performance.now()
  const loadBefore = loadavg()
  const cleanups = []
  try {
    const scratch = await scratchDir('boots')
    cleanups.push(scratch.cleanup)
    // Today's build too goes to the scratch folder (unless --no-build: then dist/ as it is), so that the repository's
    // dist/ is never rebuilt under a server someone else runs. One build at a time: each is a full production build.
    const dirs = Object.fromEntries(
      VARIANTS.map((variant) => [variant, variant === 'today' && !build ? null : join(scratch.dir, variant)]),
    )
    const todayDist = dirs.today ? join(dirs.today, 'dist') : join(root, 'dist')
    for (const variant of VARIANTS.filter((name) => dirs[name])) {
      log(`building ${variant === 'today' ? "today's app" : `the "${variant}" variant`}`)
      buildOrThrow(['scripts/bench/boots/build-variant.mjs', variant, dirs[variant], todayDist], root)
    }

    await mkdir(join(scratch.dir, 'floor'))
    await writeFile(join(scratch.dir, 'floor/index.html'), floorPage)
    const floor = await serveFolder(join(scratch.dir, 'floor'), BASE_PORT)
    cleanups.push(floor.close)
    const servers = {}
    for (const [index, variant] of VARIANTS.entries()) {
      servers[variant] = await serveApp(root, BASE_PORT + 1 + index, dirs[variant])
      cleanups.push(servers[variant].close)
    }

    const chrome = await launchLighthouseChrome()
    cleanups.push(chrome.close)
    const floorRuns = []
    const lighthouseRuns = new Map(routes.flatMap((path) => VARIANTS.map((variant) => [`${variant} ${path}`, []])))
    const runsOf = (variant, path) => lighthouseRuns.get(`${variant} ${path}`)
    for (let round = 1; round <= runs; round++) {
      log(`Lighthouse round ${round} of ${runs}: floor + ${routes.length} routes x ${VARIANTS.length} boots`)
      floorRuns.push(await runLighthouse(chrome.port, `${floor.url}/`))
      for (const path of routes)
        for (const variant of VARIANTS)
          runsOf(variant, path).push(await runLighthouse(chrome.port, `${servers[variant].url}${path}`))
    }
    await chrome.close()
    cleanups.pop()

    const browser = await launchBrowser(root)
    cleanups.push(() => browser.close())
    const floorLighthouse = medians(floorRuns, ['lcp', 'tbt'])
    const rows = []
    for (const path of routes) {
      for (const variant of VARIANTS) {
        const url = `${servers[variant].url}${path}`
        log(`page load and first taps: ${variant} ${path}`)
        const lighthouse = medians(runsOf(variant, path), ['score', 'lcp', 'tbt', 'cls', 'fcp'])
        const page = await measurePageLoad(browser, url)
        const firstTap = {}
        for (const { key, cpu } of TAP_SETTINGS) {
          // One calibration and one fresh load per control and round: the rounds are this bench's own repeats (its
          // report takes their median). A round whose tap never reached its control (first-tap.mjs gives up after a
          // few loads) is left out rather than ending the run.
          firstTap[key] = []
          for (let round = 0; round < runs; round++) {
            await measureFirstTaps(browser, url, { viewport: MOBILE, cpu, loads: 1, calibrationLoads: 1 }).then(
              (figure) => firstTap[key].push(figure),
              (error) =>
                log(
                  `  first tap ${variant} ${path} ${cpu}x, round ${round + 1} left out: ${error instanceof Error ? error.message : error}`,
                ),
            )
          }
        }
        rows.push({
          variant,
          path,
          lighthouse,
          lcpRatio: floorLighthouse.lcp ? lighthouse.lcp / floorLighthouse.lcp : null,
          jsGzip: page.jsGzip,
          interactiveMs: page.hydratedMs,
          firstTap,
          lighthouseRuns: runsOf(variant, path),
        })
      }
    }
    const results = {
      meta: {
        date: new Date().toISOString(),
        runs,
        routes,
        tapSettings: TAP_SETTINGS,
        cpus: cpus().length,
        loadBefore,
        loadAfter: loadavg(),
        seconds: (performance.now() - started) / 1000,
      },
      floor: { lighthouse: floorLighthouse, runs: floorRuns },
      rows,
    }
    console.log(bootsReport(results))
    if (json) {
      await writeFile(resolve(json), `${JSON.stringify(results, null, 2)}\n`)
      log(`figures written to ${json}`)
    }
    return results
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
  }
}

function buildOrThrow(args, root) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`boots: ${args.join(' ')} failed (${result.status ?? result.signal})`)
}
