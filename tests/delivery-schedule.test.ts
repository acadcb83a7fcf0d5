/**
 * The page's delivery schedule for the outbox (src/outbox/page/delivery-schedule.ts): with no Background Sync
 * and no `online` event, messages that wait are tried again on a bounded back-off, runs never overlap, and a hidden
 * page waits to be shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deliverySchedule, RETRY_FIRST_MS, RETRY_MAX_MS, type ScheduleHost } from '../src/outbox/page/delivery-schedule'

let visible = true
const host: ScheduleHost = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  visible: () => visible,
}

beforeEach(() => {
  vi.useFakeTimers()
  visible = true
})
afterEach(() => vi.useRealTimers())

/** A delivery that reports messages waiting for the first `failures` runs, then nothing left. */
function delivery(failures: number) {
  const runs: number[] = []
  const deliver = vi.fn(async () => {
    runs.push(Date.now())
    return runs.length <= failures
  })
  return { deliver, runs }
}

describe('while messages wait', () => {
  it('tries again after 5 s, then twice as long each time, and stops once delivered', async () => {
    const { deliver, runs } = delivery(4)
    const schedule = deliverySchedule(deliver, host)
    const start = Date.now()
    schedule.now()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(runs.map((at) => at - start)).toEqual([0, 5_000, 15_000, 35_000, 75_000])
    schedule.stop()
  })

  it('never waits longer than the cap between tries', async () => {
    const { deliver, runs } = delivery(Number.POSITIVE_INFINITY)
    const schedule = deliverySchedule(deliver, host)
    schedule.now()
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    const gaps = runs.slice(1).map((at, index) => at - runs[index]!)
    expect(gaps[0]).toBe(RETRY_FIRST_MS)
    expect(Math.max(...gaps)).toBe(RETRY_MAX_MS)
    schedule.stop()
  })

  it('a new reason to try (online, shown again) starts over from the first step', async () => {
    const { deliver, runs } = delivery(Number.POSITIVE_INFINITY)
    const schedule = deliverySchedule(deliver, host)
    schedule.now()
    await vi.advanceTimersByTimeAsync(40_000)
    const before = runs.length
    schedule.now()
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS)
    expect(runs.length).toBe(before + 2)
    schedule.stop()
  })

  it('a hidden page stops trying until it is shown again', async () => {
    const { deliver, runs } = delivery(Number.POSITIVE_INFINITY)
    const schedule = deliverySchedule(deliver, host)
    visible = false
    schedule.now()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(runs).toHaveLength(1)
    visible = true
    schedule.now()
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toHaveLength(2)
    schedule.stop()
  })

  it('a message just queued is tried again after the first step, not at once', async () => {
    const { deliver, runs } = delivery(0)
    const schedule = deliverySchedule(deliver, host)
    const start = Date.now()
    schedule.queued()
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1)
    expect(runs).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(runs.map((at) => at - start)).toEqual([RETRY_FIRST_MS])
    schedule.stop()
  })
})

describe('runs', () => {
  it('never overlap: a reason to try during a run makes exactly one more run after it', async () => {
    let release!: () => void
    let active = 0
    let most = 0
    const deliver = vi.fn(async () => {
      active += 1
      most = Math.max(most, active)
      await new Promise<void>((resolve) => (release = resolve))
      active -= 1
      return false
    })
    const schedule = deliverySchedule(deliver, host)
    schedule.now()
    schedule.now()
    schedule.now()
    await vi.advanceTimersByTimeAsync(0)
    release()
    await vi.advanceTimersByTimeAsync(0)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(deliver).toHaveBeenCalledTimes(2)
    expect(most).toBe(1)
    schedule.stop()
  })

  it('a delivery that throws counts as messages still waiting', async () => {
    const deliver = vi.fn().mockRejectedValueOnce(new Error('IndexedDB refused')).mockResolvedValue(false)
    const schedule = deliverySchedule(deliver, host)
    schedule.now()
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS)
    expect(deliver).toHaveBeenCalledTimes(2)
    schedule.stop()
  })

  it('a message queued during a run that found nothing is not forgotten', async () => {
    let release!: () => void
    const runs: number[] = []
    const deliver = vi.fn(async () => {
      runs.push(Date.now())
      if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve))
      return runs.length === 2
    })
    const schedule = deliverySchedule(deliver, host)
    schedule.now()
    await vi.advanceTimersByTimeAsync(0)
    schedule.queued()
    release()
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS)
    expect(runs).toHaveLength(3)
    schedule.stop()
  })
})
