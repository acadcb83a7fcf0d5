import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { buildDate } from '../scripts/build-date.mjs'

const noGit = mkdtempSync(join(tmpdir(), 'build-date-'))
afterAll(() => rmSync(noGit, { recursive: true, force: true }))

describe('buildDate', () => {
  it('takes SOURCE_DATE_EPOCH (seconds) first', () => {
    expect(buildDate({ env: { SOURCE_DATE_EPOCH: '1764028800' } })).toBe('2025-11-25T00:00:00.000Z')
  })

  it('refuses a SOURCE_DATE_EPOCH that is not whole seconds', () => {
    expect(() => buildDate({ env: { SOURCE_DATE_EPOCH: '2025-11-25' } })).toThrow(/SOURCE_DATE_EPOCH/)
  })

  it("else takes HEAD's commit date, in UTC", () => {
    const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct'], { encoding: 'utf8' }).trim())
    expect(buildDate({ env: {} })).toBe(new Date(seconds * 1000).toISOString())
  })

  it('else, with no git history, uses the clock and warns that the build is not reproducible', () => {
    const warn = vi.fn()
    const before = Date.now()
    const date = Date.parse(buildDate({ env: {}, cwd: noGit, warn }))
    expect(date).toBeGreaterThanOrEqual(before)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not reproducible.*SOURCE_DATE_EPOCH/))
  })
})
