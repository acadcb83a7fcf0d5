/**
 * Contract with TanStack Router's server render (decision 0019): the prerender removes the router's stream boundary
 * script from every page (scripts/stream-boundary.ts). Runs in Node, where the router renders as the build does
 * (under jsdom it takes its client path and writes no boundary).
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { STREAM_BOUNDARY_SCRIPT, withoutStreamBoundary } from '../scripts/stream-boundary'
import { renderTinyPage } from './support/tiny-router'

describe("TanStack Router's stream boundary script (scripts/stream-boundary.ts)", () => {
  it('a server render ends the router scripts with the boundary once, and the page keeps its state without it', async () => {
    const html = await renderTinyPage()
    expect(
      html.split(STREAM_BOUNDARY_SCRIPT).length - 1,
      "TanStack Router's server render no longer writes its stream boundary as scripts/stream-boundary.ts knows it: " +
        'the prerender would stop; look at how router-core (ssr/hydrationScripts) marks the boundary now',
    ).toBe(1)
    const page = new JSDOM(withoutStreamBoundary(html), { runScripts: 'dangerously', url: 'https://site.invalid/' })
    const { document } = page.window
    expect((page.window as unknown as { $_TSR?: { router?: unknown } }).$_TSR?.router).toBeTruthy()
    // What the boundary script left when it ran: no inline script in the body, the page's own markup untouched.
    expect(document.body.querySelectorAll('script:not([src])')).toHaveLength(0)
    expect(document.body.querySelector('p')?.textContent).toBe('page')
    page.window.close()
  })

  it('stops the build when a page has no boundary, or more than one', () => {
    const page = (scripts: string) => `<html><body><p>page</p>${scripts}</body></html>`
    expect(withoutStreamBoundary(page(STREAM_BOUNDARY_SCRIPT))).toBe(page(''))
    expect(() => withoutStreamBoundary(page(''))).toThrow(/exactly one TanStack Router stream boundary/)
    expect(() => withoutStreamBoundary(page(STREAM_BOUNDARY_SCRIPT.repeat(2)))).toThrow(/exactly one/)
  })
})
