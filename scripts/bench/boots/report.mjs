/** The printed table of `npm run bench -- --boots` (index.mjs): one row per route and boot. Pure formatting. */
import { median } from '../budgets.mjs'
import { formatTable } from '../report.mjs'

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '–')
const kb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KB` : '–')

/**
 * A setting's first-tap figure over its rounds: the median of each round's slowest answered tap, and the taps lost
 * (no answer within first-tap.mjs's LOST_AFTER_MS) over all rounds and controls.
 */
export function firstTapFigure(rounds) {
  const taps = rounds.flatMap((round) => round.taps)
  // A round with no answered tap has no slowest one (-Infinity), which median() leaves out.
  const worst = rounds.map((round) =>
    Math.max(...round.taps.filter((tap) => tap.responseMs !== null).map((tap) => tap.responseMs)),
  )
  return {
    worstMs: median(worst),
    lost: taps.filter((tap) => tap.responseMs === null).length,
    taps: taps.length,
    // The control that was slowest most often, for the reader.
    control: mostCommon(rounds.map((round) => round.worst?.name).filter(Boolean)),
  }
}

function mostCommon(names) {
  const counts = new Map()
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '–'
}

export function bootsReport(results) {
  const { meta, floor, rows } = results
  const settings = meta.tapSettings
  const header = [
    'route',
    'boot',
    ...settings.map(({ label }) => `first tap worst ${label}`),
    'lost / taps',
    'TBT',
    'LCP',
    'LCP/floor',
    'perf',
    'JS gz',
    'interactive 1x',
    'slowest control',
  ]
  const table = rows.map((row) => {
    const figures = settings.map(({ key }) => firstTapFigure(row.firstTap[key]))
    const lost = figures.reduce((sum, figure) => sum + figure.lost, 0)
    const taps = figures.reduce((sum, figure) => sum + figure.taps, 0)
    return [
      row.path,
      row.variant,
      ...figures.map((figure) => ms(figure.worstMs)),
      `${lost} / ${taps}`,
      ms(row.lighthouse.tbt),
      ms(row.lighthouse.lcp),
      typeof row.lcpRatio === 'number' ? `${row.lcpRatio.toFixed(2)}x` : '–',
      String(row.lighthouse.score ?? '–'),
      kb(row.jsGzip),
      ms(row.interactiveMs),
      [...new Set(figures.map((figure) => figure.control))].join(' / '),
    ]
  })
  const load = (values) => values.map((value) => value.toFixed(2)).join(' ')
  return [
    `Boots (issue 17): today's build, "at-once" (whole document hydrated at once, plain module script, no bootstrap)`,
    `and "islands" (each interactive part its own React root), ${meta.runs} Lighthouse run(s) per page (medians) and ${meta.runs}`,
    `round(s) of first taps (phone 412x823, touch, each first-screen control tapped at first paint of a fresh load;`,
    `worst = median over rounds of the slowest answered tap). JS gz: scripts requested before the page is interactive`,
    `(islands: every island hydrated). Floor page LCP ${ms(floor.lighthouse.lcp)}, TBT ${ms(floor.lighthouse.tbt)}.`,
    formatTable(header, table, 2),
    `${meta.cpus} CPUs, load average ${load(meta.loadBefore)} before, ${load(meta.loadAfter)} after; ${(meta.seconds / 60).toFixed(1)} min.`,
  ].join('\n')
}
