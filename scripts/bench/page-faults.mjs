/**
 * How long this machine takes to hand a process a fresh page of memory, measured beside the bench's figures because
 * Lighthouse's CPU benchmark index cannot see it: the index times a loop over memory already held. A new renderer's
 * main thread touches 10,000-15,000 fresh 4 KB pages while it loads one of our pages (its minor faults, read from
 * /proc/<pid>/task/<tid>/stat; decision 0021), each in the task that needed the memory, and Lighthouse's
 * simulation slows every task down 4 times for TBT. On a phone or a laptop a fault costs a fraction of a
 * microsecond, a few milliseconds a load; in a virtual machine that backs its memory lazily it measured 12-15 us,
 * about 200 ms a load on the main thread alone, and TBT then describes the machine more than the page.
 */

import { median } from './budgets.mjs'

const PAGE = 4096

/** Microseconds per first touch of a fresh 4 KB page: the median of `rounds` fresh blocks of `megabytes`. */
export function firstTouchMicroseconds({ megabytes = 64, rounds = 3 } = {}) {
  const bytes = megabytes * 1024 * 1024
  const perPage = []
  for (let round = 0; round < rounds; round++) {
    const start = performance.now()
    // allocUnsafeSlow: memory the process has not touched yet (not Node's pooled or zero-filled slab).
    const block = Buffer.allocUnsafeSlow(bytes)
    for (let offset = 0; offset < bytes; offset += PAGE) block[offset] = 1
    perPage.push(((performance.now() - start) * 1000) / (bytes / PAGE))
  }
  return median(perPage)
}

/** Above this, a load's page faults add tens of milliseconds of main-thread work and more to TBT at 4x. */
export const SLOW_FIRST_TOUCH_US = 2

/** Fresh pages a cold load of `/` touched on the renderer's main thread (six loads: 10,543-14,863). */
const MAIN_THREAD_FAULTS_PER_LOAD = 13_000

/** The line the reports print under the CPU index. */
export function memoryLine(microseconds) {
  if (!Number.isFinite(microseconds)) return 'Memory first touch: not measured'
  const figure = `Memory first touch: ${microseconds.toFixed(2)} us per 4 KB page`
  return microseconds > SLOW_FIRST_TOUCH_US
    ? `${figure}; over ${SLOW_FIRST_TOUCH_US} us, the ~${MAIN_THREAD_FAULTS_PER_LOAD.toLocaleString('en-US')} faults a page load takes on its main thread cost this machine about ${Math.round((MAIN_THREAD_FAULTS_PER_LOAD * microseconds) / 1000)} ms (a phone or a laptop: a few ms), and TBT counts them 4 times`
    : figure
}
