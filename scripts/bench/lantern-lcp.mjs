/**
 * What Lighthouse's simulated LCP waited for, read from its own simulation. Lantern builds a page's LCP from the
 * requests that ended before the paint it observed in its unthrottled run, each on the connection it used there; so
 * two runs of one page can wait on different requests (the favicon, a second picture) and differ by a round trip
 * (decision 0015, 2026-11-26). The photo bench names them beside each run's LCP.
 *
 * Not a public API (decision 0019): `Simulator.ALL_NODE_TIMINGS` holds the node timings of Lantern's last simulation
 * under each label, for Lighthouse's LANTERN_DEBUG traces; LCP's are labelled "optimistic…", "optimisticFlex…" and
 * "pessimisticLargestContentfulPaint". Lighthouse is pinned; tests/lantern-internals.test.ts fails when they move.
 */
import { Simulator } from 'lighthouse/core/lib/lantern/simulator/simulator.js'

/**
 * What a new connection carries in its first round trip in Lantern's model: TCP's initial window, ten segments of
 * 1,460 bytes (`INITIAL_CONGESTION_WINDOW`, `TCP_SEGMENT_SIZE` in its tcp-connection.js, not exported; the contract
 * test checks the figure through `TcpConnection`). A page whose response, headers included, is one byte over ends one
 * round trip later, and the LCP with it: the photo home page sits within a few dozen bytes of it, and which side it
 * lands on changes with the content hashes in its markup (decision 0015, 2026-11-28).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600

export const LCP_SIMULATIONS = [
  'optimisticLargestContentfulPaint',
  'optimisticFlexLargestContentfulPaint',
  'pessimisticLargestContentfulPaint',
]

/** Forgets the last run's simulations, so a run that simulates no LCP is not read as the one before it. */
export function forgetSimulations(timings = Simulator.ALL_NODE_TIMINGS) {
  timings.clear()
}

/**
 * The page itself in the last LCP simulation: its transfer size (headers included, as observed) and its simulated
 * end (ms). Null when Lighthouse simulated no LCP.
 */
export function lcpPage(timings = Simulator.ALL_NODE_TIMINGS) {
  if (!LCP_SIMULATIONS.every((label) => timings.has(label))) return null
  for (const [node, timing] of timings.get(LCP_SIMULATIONS[0])) {
    if (node.type === 'network' && node.isMainDocument())
      return { bytes: node.record.transferSize, endMs: Math.round(timing.endTime) }
  }
  return null
}

/**
 * The requests the last LCP simulation waited for, other than the page itself: each with its transfer size and its
 * latest simulated end (ms), in the order they ended. Low-priority images are left out, as Lantern leaves them out of
 * LCP's end; so are data: URIs, which cost no request. Null when Lighthouse simulated no LCP.
 */
export function lcpRequests(origin, timings = Simulator.ALL_NODE_TIMINGS) {
  if (!LCP_SIMULATIONS.every((label) => timings.has(label))) return null
  const found = new Map()
  for (const label of LCP_SIMULATIONS) {
    for (const [node, timing] of timings.get(label)) {
      if (node.type !== 'network' || node.isMainDocument()) continue
      const { url, resourceType, priority, transferSize } = node.record
      if (url.startsWith('data:')) continue
      if (resourceType === 'Image' && (priority === 'Low' || priority === 'VeryLow')) continue
      const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
      found.set(path, { path, bytes: transferSize, endMs: Math.max(found.get(path)?.endMs ?? 0, timing.endTime) })
    }
  }
  return [...found.values()]
    .sort((a, b) => a.endMs - b.endMs)
    .map((request) => ({ ...request, endMs: Math.round(request.endMs) }))
}
