/**
 * A contract with Lighthouse's undocumented simulation internals the photo bench reads (decision 0019,
 * scripts/bench/lantern-lcp.mjs): Lantern's LCP metric runs three labelled simulations and leaves each one's node
 * timings in `Simulator.ALL_NODE_TIMINGS`. The test runs Lighthouse's own LCP metric on a small page graph, so an
 * upgrade that renames the labels, moves the modules or drops the map fails here, with the internal named.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { NetworkNode } from 'lighthouse/core/lib/lantern/network-node.js'
import { Simulator } from 'lighthouse/core/lib/lantern/simulator/simulator.js'
import { TcpConnection } from 'lighthouse/core/lib/lantern/simulator/tcp-connection.js'
import { describe, expect, it } from 'vitest'
import {
  FIRST_ROUND_TRIP_BYTES,
  forgetSimulations,
  LCP_SIMULATIONS,
  lcpPage,
  lcpRequests,
} from '../scripts/bench/lantern-lcp.mjs'

const origin = 'http://127.0.0.1:4000'
let requestId = 0

/** A request as Lighthouse's network recorder gives it to Lantern (times in ms; the lantern request wraps the record). */
function request(path: string, resourceType: string, priority: string, [start, end]: [number, number], bytes: number) {
  const fields = {
    requestId: String(++requestId),
    url: `${origin}${path}`,
    resourceType,
    priority,
    transferSize: bytes,
    resourceSize: bytes,
    rendererStartTime: start,
    networkRequestTime: start,
    networkEndTime: end,
    responseHeadersEndTime: end,
    protocol: 'http/1.1',
    parsedURL: { scheme: 'http', host: '127.0.0.1', securityOrigin: origin },
    connectionId: 1,
    connectionReused: false,
    finished: true,
    failed: false,
    statusCode: 200,
    fromDiskCache: false,
  }
  // Only what the simulation reads: the full type is the recorder's, with fields this graph does not need.
  return new NetworkNode({ ...fields, record: fields } as unknown as ConstructorParameters<typeof NetworkNode>[0])
}

describe("Lantern's labelled simulations in Simulator.ALL_NODE_TIMINGS (scripts/bench/lantern-lcp.mjs)", () => {
  it('an LCP computation leaves the node timings of its three simulations, read back as the requests it waited for', async () => {
    // The page, its hero and the favicon end before the observed LCP (100 ms); a lazy image does too, at low
    // priority; a script starts after it.
    const page = request('/', 'Document', 'VeryHigh', [0, 20], 14_000)
    page.setIsMainDocument(true)
    for (const node of [
      request('/images/hero.avif', 'Image', 'High', [25, 40], 40_000),
      request('/favicon.svg', 'Other', 'High', [45, 50], 800),
      request('/images/lazy.avif', 'Image', 'Low', [45, 55], 20_000),
      request('/late.js', 'Script', 'High', [150, 160], 5_000),
    ])
      page.addDependent(node)
    forgetSimulations()
    expect(lcpRequests(origin), 'no simulation yet').toBeNull()
    expect(lcpPage(), 'no simulation yet').toBeNull()
    // Lighthouse's defaults (Slow 4G, 4x CPU) for everything but the server's response time.
    const simulator = new Simulator({
      serverResponseTimeByOrigin: new Map([[origin, 10]]),
    } as unknown as ConstructorParameters<typeof Simulator>[0])
    const lcp = await LanternLargestContentfulPaint.compute({
      simulator,
      graph: page,
      processedNavigation: { timestamps: { firstContentfulPaint: 60_000, largestContentfulPaint: 100_000 } },
    } as unknown as Parameters<typeof LanternLargestContentfulPaint.compute>[0])
    expect(
      [...Simulator.ALL_NODE_TIMINGS.keys()],
      'Simulator.ALL_NODE_TIMINGS must hold the LCP simulations under these labels',
    ).toEqual(expect.arrayContaining([...LCP_SIMULATIONS]))
    const waited = lcpRequests(origin)
    expect(waited?.map((entry) => [entry.path, entry.bytes])).toEqual([
      ['/images/hero.avif', 40_000],
      ['/favicon.svg', 800],
    ])
    expect(lcpPage()).toEqual({ bytes: 14_000, endMs: expect.any(Number) })
    expect(lcpPage()!.endMs).toBeLessThan(waited![0]!.endMs)
    // Lighthouse's LCP is the mean of its optimistic and pessimistic estimates, each the end of what it waited for.
    expect(lcp.timing).toBeGreaterThanOrEqual(waited![0]!.endMs - 1)
    expect(lcp.timing).toBeLessThanOrEqual(waited!.at(-1)!.endMs + 1)
  })
})

describe("Lantern's first round trip (FIRST_ROUND_TRIP_BYTES in scripts/bench/lantern-lcp.mjs)", () => {
  it('a new connection carries that many bytes in its first round trip of data, and one byte more takes another', () => {
    // Lighthouse's mobile default: Slow 4G, 150 ms round trips, 1.6 Mbps; the bench serves plain HTTP/1.1.
    const download = (bytes: number) => new TcpConnection(150, 1.6 * 1024 * 1024, 0, false).simulateDownloadUntil(bytes)
    const fits = download(FIRST_ROUND_TRIP_BYTES)
    const over = download(FIRST_ROUND_TRIP_BYTES + 1)
    expect(fits.roundTrips, 'the first round trip of data').toBe(download(1).roundTrips)
    expect(over.roundTrips).toBe(fits.roundTrips + 1)
    expect(over.timeElapsed - fits.timeElapsed).toBe(150)
  })
})
