/** The budgets of issue 7 and the pure checks behind them (unit-tested in tests/bench.test.ts). */

export const BUDGETS = {
  minScore: 98,
  maxLcpRatio: 1.5,
  maxCls: 0.01,
  maxTbtMs: 50,
  maxHomeJsRatio: 1.25,
  maxPrecacheBytes: 10 * 1024 * 1024,
  /** First tap (issue 17): taps made at first paint with no response, per route over every setting. */
  maxFirstTapsLost: 0,
  /** First tap: the worst control's response, ms after the tap, per setting of FIRST_TAP_SETTINGS. */
  maxFirstTapMs: { mobile1x: 100, mobile4x: 300, desktop1x: 100 },
}

/** The settings the first tap is measured at, in the order of the report's columns (screens: MOBILE and DESKTOP of browser.mjs). */
export const FIRST_TAP_SETTINGS = [
  { key: 'mobile1x', label: 'mobile 1x', screen: 'mobile', cpu: 1 },
  { key: 'mobile4x', label: 'mobile 4x', screen: 'mobile', cpu: 4 },
  { key: 'desktop1x', label: 'desktop 1x', screen: 'desktop', cpu: 1 },
]

/** The setting the first tap's floor (the page's HTML alone, first-tap.mjs `measureHtmlFloor`) is measured at: informational, no budget. */
export const FIRST_TAP_FLOOR_SETTING = FIRST_TAP_SETTINGS[1]

/** The lost taps of a route's first-tap figures, each as "control (setting)". */
export function lostFirstTaps(firstTap) {
  return FIRST_TAP_SETTINGS.flatMap(({ key, label }) =>
    (firstTap[key]?.taps ?? []).filter((tap) => tap.responseMs === null).map((tap) => `${tap.name} (${label})`),
  )
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Median of each numeric field over runs (each field on its own, as Lighthouse's own variance advice does). */
export function medians(runs, fields) {
  return Object.fromEntries(fields.map((field) => [field, median(runs.map((run) => run[field]))]))
}

/** TanStack route id (from scripts/router-manifest.ts routeIdFromFile) as a test of a URL path. */
export function routeIdPattern(id) {
  const trimmed = id.length > 1 ? id.replace(/\/$/, '') : id
  const source = trimmed
    .split('/')
    .map((segment) =>
      segment
        .replace(/[.*+?^()|[\]\\]/g, '\\$&')
        .replace(/\{\$\w+\}/g, '[^/]+')
        .replace(/^\$\w+$/, '[^/]+'),
    )
    .join('/')
  return new RegExp(`^${source}$`)
}

/** Whether a route (by id) renders on `path`: the route itself or one of its parent layouts. */
export function routeMatchesPath(id, path) {
  if (id === '__root__') return true
  const pathname = path.split('?')[0] || '/'
  if (id === '/') return pathname === '/'
  const pattern = routeIdPattern(id)
  // An index route (id ending in "/") renders only at its own path; any other route also as a parent layout.
  if (id.endsWith('/')) return pattern.test(pathname.replace(/(.)\/$/, '$1'))
  const segments = pathname.split('/')
  for (let length = 2; length <= segments.length; length++) {
    if (pattern.test(segments.slice(0, length).join('/'))) return true
  }
  return false
}

/**
 * The lazily loaded chunks of a build: route component chunks (with their route id) and on-first-use chunks.
 * `routes` is scripts/router-manifest.ts (`routeFileOfChunk`, `routeIdFromFile`), which the bench loads as TypeScript.
 */
export function lazyChunks(viteManifest, { routeFileOfChunk, routeIdFromFile }) {
  const chunks = new Map()
  for (const [key, chunk] of Object.entries(viteManifest)) {
    if (!chunk.isDynamicEntry) continue
    const route = routeFileOfChunk(key)
    chunks.set(
      `/${chunk.file}`,
      route ? { kind: 'route', source: route, routeId: routeIdFromFile(route) } : { kind: 'lazy', source: key },
    )
  }
  return chunks
}

/** Scripts a page loaded before interactive that belong to another page, or should wait for first use. */
export function splitViolations(path, jsFiles, chunks) {
  const problems = []
  for (const file of jsFiles) {
    const chunk = chunks.get(file)
    if (!chunk) continue
    if (chunk.kind === 'route' && !routeMatchesPath(chunk.routeId, path))
      problems.push(`${chunk.source} (another page)`)
    if (chunk.kind === 'lazy') problems.push(`${chunk.source} (loads before first use)`)
  }
  return problems
}

const ms = (value) => `${Math.round(value)} ms`

/** Every budget as { name, pass, detail }; `results` is the bench's JSON. */
export function evaluateBudgets(results) {
  const checks = []
  const check = (name, pass, detail) => checks.push({ name, pass: Boolean(pass), detail })
  const floorLcp = results.floor.lighthouse.lcp
  for (const route of results.routes) {
    const lh = route.lighthouse
    check(`${route.path}: Performance >= ${BUDGETS.minScore}`, lh.score >= BUDGETS.minScore, `${lh.score}`)
    check(
      `${route.path}: LCP <= ${BUDGETS.maxLcpRatio}x floor`,
      route.lcpRatio !== null && route.lcpRatio <= BUDGETS.maxLcpRatio,
      `${ms(lh.lcp)} = ${route.lcpRatio?.toFixed(2)}x ${ms(floorLcp)}`,
    )
    check(`${route.path}: CLS <= ${BUDGETS.maxCls}`, lh.cls <= BUDGETS.maxCls, lh.cls.toFixed(3))
    check(`${route.path}: TBT <= ${BUDGETS.maxTbtMs} ms`, lh.tbt <= BUDGETS.maxTbtMs, ms(lh.tbt))
    check(`${route.path}: loads only its own code`, route.split.length === 0, route.split.join(', ') || 'ok')
    const blocking = [
      ...new Set([
        ...route.renderBlockingThirdParty,
        ...route.page.thirdParty.filter((request) => request.beforeDomContentLoaded).map((request) => request.url),
      ]),
    ]
    check(`${route.path}: no render-blocking third-party request`, blocking.length === 0, blocking.join(', ') || 'none')
    if (!route.page.hydrated) check(`${route.path}: hydrates`, false, 'React did not finish hydrating the page')
    if (route.firstTap) {
      const lost = lostFirstTaps(route.firstTap)
      check(
        `${route.path}: first tap, every tap honoured (none lost)`,
        lost.length <= BUDGETS.maxFirstTapsLost,
        lost.length ? `lost: ${lost.join(', ')}` : 'none lost',
      )
      for (const { key, label } of FIRST_TAP_SETTINGS) {
        const figure = route.firstTap[key]
        if (!figure) continue
        const limit = BUDGETS.maxFirstTapMs[key]
        const worst = figure.worst
        const detail = !worst
          ? 'no first-screen control'
          : worst.responseMs === null
            ? `${worst.name}: lost`
            : `${worst.name}: ${ms(worst.responseMs)}`
        check(
          `${route.path}: first tap, worst response <= ${limit} ms at ${label}`,
          !worst || (worst.responseMs !== null && worst.responseMs <= limit),
          detail,
        )
      }
    }
  }
  const home = results.routes.find((route) => route.path === '/')
  if (home) {
    const limit = (results.frameworkFloor.jsGzip * BUDGETS.maxHomeJsRatio) / 1024
    check(
      `/: JS before interactive <= ${BUDGETS.maxHomeJsRatio}x framework floor`,
      home.jsRatio <= BUDGETS.maxHomeJsRatio,
      `${(home.page.jsGzip / 1024).toFixed(1)} KB = ${home.jsRatio.toFixed(3)}x ${(results.frameworkFloor.jsGzip / 1024).toFixed(1)} KB (limit ${limit.toFixed(1)} KB)`,
    )
  }
  if (results.precache) {
    check(
      'precache <= 10 MB',
      results.precache.bytes <= BUDGETS.maxPrecacheBytes,
      `${(results.precache.bytes / 1024 / 1024).toFixed(2)} MB`,
    )
  }
  if (results.offlineNavigation) {
    const { online, offline } = results.offlineNavigation
    check(
      'offline navigation at least as fast as online',
      offline.fcp <= online.fcp,
      `first paint ${ms(offline.fcp)} offline, ${ms(online.fcp)} online`,
    )
  }
  return checks
}
