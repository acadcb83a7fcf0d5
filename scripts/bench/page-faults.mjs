/**
 * How long this machine takes to hand a process a fresh page of memory, measured beside the bench's figures because
 * Lighthouse's CPU benchmark index cannot see it: the index times a loop over memory already held. A new renderer's
 * main thread touches 10,000-15,000 fresh 4 KB pages while it loads one of our pages (its minor faults, read from
 * /proc/<pid>/task/<tid>/stat; decision 0021), each in the task that needed the memory, and Lighthouse's
 * simulation slows every task down 4 times for TBT. On a phone or a laptop a fault costs a fraction of a
 * microsecond, a few milliseconds a load. In the virtual machine this module was written on, it measured 12-16 us, as
 * much on memory the process had just given back as on new memory, so it is the cost of each fault, not of the
 * host backing memory for the first time: about 200 ms a load on the main thread alone. It is part of the TBT
 * such a machine measures, not all of it (decision 0021, 2026-11-27); TBT there describes the machine
 * more than the page.
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

/** Above this, a load's page faults add tens of milliseconds of main-thread work, which Lighthouse then slows 4 times. */
export const SLOW_FIRST_TOUCH_US = 2

/** Fresh pages a cold load of `/` touched on the renderer's main thread (six loads: 10,543-14,863). */
const MAIN_THREAD_FAULTS_PER_LOAD = 13_000

/** The line the reports print under the CPU index. */
export function memoryLine(microseconds) {
  if (!Number.isFinite(microseconds)) return 'Memory first touch: not measured'
  const figure = `Memory first touch: ${microseconds.toFixed(2)} us per 4 KB page`
  return microseconds > SLOW_FIRST_TOUCH_US
    ? `${figure}; over ${SLOW_FIRST_TOUCH_US} us, the ~${MAIN_THREAD_FAULTS_PER_LOAD.toLocaleString('en-US')} faults a page load takes on its main thread cost this machine about ${Math.round((MAIN_THREAD_FAULTS_PER_LOAD * microseconds) / 1000)} ms of main-thread time (a phone or a laptop: a few ms), and its TBT and Performance describe the machine more than the page`
    : figure
}
