/**
 * Contract with TanStack Router (@tanstack/router-core, pulled in by the pinned @tanstack/react-router): a server
 * render stamps each loaded match with `Date.now()` (`updatedAt`) and dehydrates the stamp into the page's inline
 * router state. scripts/render-clock.ts pins that clock for the prerender so that pages are reproducible
 * (decision 0017). When an upgrade takes the stamp from elsewhere, or drops it, these fail and say which.
 */
import { describe, expect, it } from 'vitest'
import { RENDER_EPOCH_MS, withRenderClock } from '../scripts/render-clock'
import { renderTinyPage } from './support/tiny-router'

const renderTiny = () => renderTinyPage({ withLoader: true })

async function renderWithDateNow(now: number): Promise<string> {
  const wallClock = Date.now
  Date.now = () => now
  try {
    return await renderTiny()
  } finally {
    Date.now = wallClock
  }
}

const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the server render clock (TanStack Router match updatedAt)', () => {
  it('the router still stamps the dehydrated matches with Date.now()', async () => {
    const stamp = 1234567890123
    const html = await renderWithDateNow(stamp)
    expect(
      html.includes(String(stamp)),
      'TanStack Router no longer writes Date.now() into the dehydrated router state (router-core ssr-server.ts ' +
        "dehydrateMatch's `u: match.updatedAt`): if pages stay reproducible without it (npm run test:reproducible), " +
        'scripts/render-clock.ts can go; else find the new time source and pin that',
    ).toBe(true)
  })

  it('two renders at different wall-clock times are identical under withRenderClock', async () => {
    const first = await withRenderClock(renderTiny)
    await nextMillisecond()
    const second = await withRenderClock(renderTiny)
    expect(second, 'a server render under withRenderClock still depends on the time of day').toBe(first)
    expect(Date.now(), 'withRenderClock left Date.now() pinned after the render').toBeGreaterThan(
      RENDER_EPOCH_MS + 1_000_000,
    )
  })

  it('without it, renders at different times differ (the reason for the pinned clock)', async () => {
    const first = await renderTiny()
    await nextMillisecond()
    expect(await renderTiny()).not.toBe(first)
  })
})
