/**
 * Lighthouse 11 performance runs with its default mobile settings (simulated slow 4G, 4x CPU slowdown, Moto G
 * Power screen), all in one Chromium: scripts/lighthouse-chrome.mjs.
 */
import lighthouse from 'lighthouse'
import { median } from './budgets.mjs'
import { forgetSimulations, lcpPage, lcpRequests } from './lantern-lcp.mjs'

export { chromePath, LOCAL_ONLY, launchLighthouseChrome } from '../lighthouse-chrome.mjs'

/** One Lighthouse performance run of `url` (tried twice: a busy machine can time a run out). */
export async function runLighthouse(chromePort, url) {
  try {
    return await runOnce(chromePort, url)
  } catch (error) {
    console.error(`Lighthouse failed on ${url}, trying once more: ${error instanceof Error ? error.message : error}`)
    return runOnce(chromePort, url)
  }
}

/** The figures of the table, what the third-party check needs, and what the simulated LCP waited for (the page too). */
async function runOnce(chromePort, url) {
  forgetSimulations()
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const origin = new URL(url).origin
  return { ...summarize(result.lhr, origin), lcpRequests: lcpRequests(origin), lcpPage: lcpPage() }
}

/** The figures the bench keeps from a Lighthouse result (exported for the unit tests). */
export function summarize(lhr, localOrigin) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id) => lhr.audits[id]?.numericValue
  const isThirdParty = (url) => {
    try {
      const { origin, protocol } = new URL(url)
      return (protocol === 'http:' || protocol === 'https:') && origin !== localOrigin
    } catch {
      return false
    }
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? []
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    renderBlockingThirdParty: blocking.map((item) => item.url).filter(isThirdParty),
    thirdPartyRequests: requests.filter((item) => isThirdParty(item.url)).length,
  }
}

/**
 * Below this CPU benchmark index Lighthouse warns that the machine's CPU is slower than it expects (the
 * `SLOW_CPU_BENCHMARK_INDEX_THRESHOLD` of its core/gather/driver/environment.js): its 4x slowdown is then applied to
 * a CPU already slow, so TBT and the Performance score describe the machine more than the page. LCP, which Lantern
 * builds from the network, is affected far less.
 */
export const SLOW_CPU_BENCHMARK_INDEX = 1000

/** Lighthouse's own measure of this machine's CPU over the bench's runs, so a slow spell shows beside its figures. */
export function cpuLine(runs) {
  const indexes = runs.map((run) => run.benchmarkIndex).filter((index) => Number.isFinite(index))
  if (indexes.length === 0) return 'Lighthouse CPU benchmark index: not reported'
  const middle = Math.round(median(indexes))
  const range = `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}`
  const slow =
    middle < SLOW_CPU_BENCHMARK_INDEX
      ? `; under ${SLOW_CPU_BENCHMARK_INDEX}, where Lighthouse warns the CPU is slow: TBT and Performance then describe this machine more than the pages`
      : ''
  return `Lighthouse CPU benchmark index: ${middle} (median of ${indexes.length} runs, ${range})${slow}`
}
