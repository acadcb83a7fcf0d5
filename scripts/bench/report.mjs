/** The printed report: one table of routes, then the other figures and the budgets. Pure formatting. */
import { redeployLines } from './redeploy.mjs'
import { memoryLine } from './page-faults.mjs'
import { BUDGETS, FIRST_TAP_FLOOR_SETTING, FIRST_TAP_SETTINGS, lostFirstTaps } from './budgets.mjs'
import { CALIBRATION_LOADS, LOADS_PER_CONTROL } from './first-tap.mjs'

const kb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KB` : '–')
const mb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : '–')
const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '–')
const ratio = (value) => (typeof value === 'number' ? `${value.toFixed(2)}x` : '–')
const seconds = (value) => (typeof value === 'number' ? `${value.toFixed(1)} s` : '–')

/** Lays out rows of cells as a Markdown table, columns padded, numbers (all but the first `textColumns`) right-aligned. */
export function formatTable(header, rows, textColumns = 1) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)))
  const numeric = header.map((_, column) => column >= textColumns)
  const line = (cells) =>
    `| ${cells.map((cell, column) => (numeric[column] ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]))).join(' | ')} |`
  const rule = `|${widths.map((width, column) => (numeric[column] ? `${'-'.repeat(width + 1)}:` : `:${'-'.repeat(width + 1)}`)).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

/** A cell with a trailing ✗ when the figure misses its budget. */
const mark = (text, miss) => (miss ? `${text} ✗` : text)

export function routeTable(results) {
  const header = [
    'route',
    'perf',
    'LCP',
    'LCP/floor',
    'TBT',
    'CLS',
    'FCP',
    'JS gz',
    'JS/floor',
    'CSS gz',
    'HTML gz',
    'img above fold',
  ]
  const rows = results.routes.map((route) => {
    const lh = route.lighthouse
    return [
      route.path,
      mark(String(lh.score), lh.score < BUDGETS.minScore),
      ms(lh.lcp),
      mark(ratio(route.lcpRatio), !(route.lcpRatio <= BUDGETS.maxLcpRatio)),
      mark(ms(lh.tbt), lh.tbt > BUDGETS.maxTbtMs),
      mark(lh.cls.toFixed(3), lh.cls > BUDGETS.maxCls),
      ms(lh.fcp),
      kb(route.page.jsGzip),
      mark(ratio(route.jsRatio), route.path === '/' && route.jsRatio > BUDGETS.maxHomeJsRatio),
      kb(route.page.cssGzip),
      kb(route.page.htmlGzip),
      kb(route.page.imgAboveFold),
    ]
  })
  const floor = results.floor
  rows.push([
    'floor: bare HTML page',
    String(floor.lighthouse.score),
    ms(floor.lighthouse.lcp),
    '1.00x',
    ms(floor.lighthouse.tbt),
    floor.lighthouse.cls.toFixed(3),
    ms(floor.lighthouse.fcp),
    kb(0),
    '–',
    kb(0),
    kb(floor.htmlGzip),
    kb(0),
  ])
  const framework = results.frameworkFloor
  const flh = framework.lighthouse
  rows.push([
    'framework floor app',
    flh ? String(flh.score) : '–',
    ms(flh?.lcp),
    flh?.lcp && floor.lighthouse.lcp ? ratio(flh.lcp / floor.lighthouse.lcp) : '–',
    ms(flh?.tbt),
    flh ? flh.cls.toFixed(3) : '–',
    ms(flh?.fcp),
    kb(framework.jsGzip),
    '1.00x',
    kb(framework.cssGzip),
    kb(framework.htmlGzip),
    kb(0),
  ])
  return formatTable(header, rows)
}

/**
 * First tap per route: for each setting the worst control's response after a tap made at first paint ("lost" when
 * it never came), the number of first-screen controls tapped, the lost taps over every setting. Null when the
 * first tap was not measured.
 */
export function firstTapTable(results) {
  const measured = results.routes.filter((route) => route.firstTap)
  if (measured.length === 0) return null
  const floor = FIRST_TAP_FLOOR_SETTING
  const header = [
    'route',
    'controls',
    'lost',
    ...FIRST_TAP_SETTINGS.map(({ screen, cpu }) => `worst ${cpu}x (${screen})`),
    `HTML alone ${floor.cpu}x (${floor.screen})`,
    'worst control',
  ]
  const rows = measured.map((route) => {
    const figures = FIRST_TAP_SETTINGS.map(({ key }) => route.firstTap[key])
    const worstCell = (figure, key) => {
      const worst = figure?.worst
      if (!worst) return '–'
      if (worst.responseMs === null) return mark('lost', true)
      return mark(ms(worst.responseMs), worst.responseMs > BUDGETS.maxFirstTapMs[key])
    }
    const names = figures.map((figure) => figure?.worst?.name ?? '–')
    const lost = lostFirstTaps(route.firstTap).length
    return [
      route.path,
      figures.map((figure) => (figure ? String(figure.controls) : '–')).join(' / '),
      mark(String(lost), lost > BUDGETS.maxFirstTapsLost),
      ...FIRST_TAP_SETTINGS.map(({ key }, index) => worstCell(figures[index], key)),
      floorCell(route.firstTapFloor),
      new Set(names).size === 1 ? names[0] : names.join(' / '),
    ]
  })
  return formatTable(header, rows)
}

/**
 * Per setting, the slowest single load of any answered control on any route (each control's figure is the median of
 * its loads): how far one load strayed. Null for a setting with no answered load.
 */
export function slowestLoads(results) {
  return FIRST_TAP_SETTINGS.map(({ key, label }) => {
    let slowest = null
    for (const route of results.routes.filter((route) => route.firstTap)) {
      for (const tap of route.firstTap[key]?.taps ?? []) {
        if (typeof tap.slowestMs === 'number' && (slowest === null || tap.slowestMs > slowest.ms))
          slowest = { ms: tap.slowestMs, path: route.path, name: tap.name }
      }
    }
    return { label, slowest }
  })
}

/** The floor: the slowest answer the page's HTML alone gives (no script), over the controls it answers. */
function floorCell(floor) {
  if (!floor) return '–'
  if (!floor.worst) return 'none answers'
  return `${ms(floor.worst.responseMs)} (${floor.answered})`
}

function firstTapLines(results) {
  const table = firstTapTable(results)
  if (!table) return ['First tap: not measured (--no-first-tap)']
  const limits = FIRST_TAP_SETTINGS.map(({ key, label }) => `${BUDGETS.maxFirstTapMs[key]} ms at ${label}`).join(', ')
  const lines = [
    `First tap: each first-screen control tapped at the first contentful paint of ${LOADS_PER_CONTROL} fresh loads, time to its visible response,`,
    `the median of the loads (first paint: the median of ${CALIBRATION_LOADS} loads; a tap lost in any load is lost)`,
    `(mobile: 412x823, touch; desktop: 1280x800, mouse; 4x: DevTools' CPU slowdown). Budgets: none lost, worst <= ${limits}.`,
    `"HTML alone": the same taps on the page with every script removed, the slowest of the controls the browser answers by itself`,
    "(in brackets, how many): the wait behind the page's own parsing, style, layout and paint, which no script can shorten. No budget.",
    table,
    `Slowest single load: ${slowestLoads(results)
      .map(({ label, slowest }) => `${label} ${slowest ? `${ms(slowest.ms)} (${slowest.path}, ${slowest.name})` : '–'}`)
      .join('; ')}`,
  ]
  for (const route of results.routes.filter((route) => route.firstTap)) {
    for (const { key, label } of FIRST_TAP_SETTINGS) {
      for (const tap of (route.firstTap[key]?.taps ?? []).filter((tap) => tap.responseMs === null)) {
        const when =
          typeof tap.tapAfterFcp === 'number'
            ? `tapped ${ms(tap.tapAfterFcp)} after first paint`
            : 'the tap never reached the page'
        lines.push(`  ${route.path}: ${tap.name} [${tap.kind}] lost at ${label} (${when})`)
      }
    }
  }
  return lines
}

function growthLines(growth) {
  if (!growth) return ['Growth: not measured (--quick or --no-growth; --growth forces it)']
  const lines = [
    `Growth (${growth.factor}x, synthetic copies in scratch folders; build = full \`npm run build\`, fastest of ${growth.builds}):`,
  ]
  const row = (name, build) =>
    build
      ? [
          name,
          `${build.posts}`,
          `${build.galleryImages}`,
          seconds(build.buildSeconds),
          `${build.precache.files}`,
          mb(build.precache.bytes),
        ]
      : [name, '–', '–', 'failed', '–', '–']
  lines.push(
    formatTable(
      ['content', 'posts', 'gallery images', 'build', 'precache files', 'precache bytes'],
      [
        row('real content', growth.base),
        row(`${growth.factor}x posts`, growth.posts),
        row(`${growth.factor}x gallery images`, growth.images),
      ],
    ),
  )
  const unit = (name, per) =>
    per
      ? `  per ${name}: +${seconds(per.buildSeconds)} build, +${per.precacheFiles.toFixed(1)} files, +${kb(per.precacheBytes)} precache (` +
        Object.entries(per.byKind)
          .filter(([, bytes]) => Math.abs(bytes) >= 1)
          .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
          .join(', ') +
        ')'
      : `  per ${name}: –`
  lines.push(unit('post', growth.perPost), unit('gallery image', growth.perImage))
  if (typeof growth.encodeSecondsPerNewImage === 'number') {
    lines.push(
      `  a new picture (not a copy) also costs ${seconds(growth.encodeSecondsPerNewImage)} of WebP encoding once, then it is cached in node_modules/.cache/images`,
    )
  }
  lines.push(`  posts grown as ${growth.posts?.how ?? '–'}; images as ${growth.images?.how ?? '– (see below)'}`)
  for (const problem of growth.problems) lines.push(`  ! ${problem}`)
  return lines
}

export function report(results, checks) {
  const lines = []
  const meta = results.meta
  lines.push(
    `Bench ${meta.date}: ${meta.runs} Lighthouse run(s) per page (medians), Lighthouse ${meta.lighthouse} mobile defaults, ${meta.routes} routes${meta.quick ? ' (--quick)' : ''}`,
  )
  lines.push(
    `Machine: ${meta.cpus} cores, load average ${meta.loadBefore.map((load) => load.toFixed(1)).join(' ')} at the start`,
    results.cpu ?? '',
    memoryLine(meta.firstTouchUs),
    '',
  )
  lines.push(routeTable(results), '')
  lines.push(
    'JS, CSS: gzip -9 of the files requested before React finished hydrating the whole page;',
    'HTML: gzip -9 of the document; img above fold: bytes of the pictures visible in the 412x823 viewport. ✗ = misses a budget.',
    '',
  )
  const framework = results.frameworkFloor
  lines.push(...firstTapLines(results), '')
  lines.push(
    `Framework floor: React + ReactDOM + TanStack Router, one route, prerendered and hydrated: ${kb(framework.jsGzip)} JS gzip (${framework.files.length} files), build options ${JSON.stringify(framework.buildOptions)}`,
  )
  const home = results.routes.find((route) => route.path === '/')
  if (home) {
    const files = [...home.page.jsFiles].sort((a, b) => b.gzip - a.gzip)
    lines.push(
      `JS of / before interactive: ${files.map((file) => `${file.path.replace(/^\/assets\//, '')} ${kb(file.gzip)}`).join(', ')}`,
    )
  }
  const heavy = results.routes.filter((route) => route.page.extraImagesBeforeLoad.length > 0)
  for (const route of heavy) {
    lines.push(
      `  ${route.path}: images fetched before load that no visible picture shows: ${route.page.extraImagesBeforeLoad.map((image) => `${image.path} (${kb(image.bytes)})`).join(', ')}`,
    )
  }
  lines.push('')
  if (results.precache) {
    const precache = results.precache
    const kinds = Object.entries(precache.byKind)
      .map(([kind, value]) => `${kind} ${value.files} / ${mb(value.bytes)}`)
      .join(', ')
    lines.push(`Precache: ${precache.files} files, ${mb(precache.bytes)} (${kinds})`)
    if (precache.browser)
      lines.push(
        `  in the browser's cache after install: ${precache.browser.files} files, ${mb(precache.browser.bytes)}`,
      )
    if (typeof precache.readyOfflineMs === 'number') {
      lines.push(
        `  first visit to ready offline, Fast 4G (165 ms latency, 8.1 Mbps, one link for page and worker): ${seconds(precache.readyOfflineMs / 1000)}`,
      )
    }
  }
  if (results.offlineNavigation) {
    const { path, online, offline } = results.offlineNavigation
    lines.push(
      `Navigation to ${path} after a first visit (no throttling): offline from the worker first paint ${ms(offline.fcp)}, document ${ms(offline.documentMs)}; ` +
        `online from the local server first paint ${ms(online.fcp)}, document ${ms(online.documentMs)}`,
    )
  }
  lines.push(`Production build (npm run build): ${seconds(results.build?.seconds)}`, '')
  lines.push(...growthLines(results.growth), '')
  lines.push(...redeployLines(results.redeploy), '')
  const misses = checks.filter((check) => !check.pass)
  lines.push(`Budgets: ${checks.length - misses.length} of ${checks.length} met${misses.length ? '; missed:' : ''}`)
  for (const miss of misses) lines.push(`  ✗ ${miss.name}: ${miss.detail}`)
  lines.push(`Bench time: ${seconds(meta.seconds)}`)
  return lines.join('\n')
}
