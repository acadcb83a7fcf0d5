// @vitest-environment jsdom
/** SPEC §2 Home "As featured on": the press strip's links, names and logo fallback. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PressStrip } from '../src/components/PressStrip'
import { LOGO_PLACEHOLDER } from '../src/components/Picture'
import { pressLogos } from '../src/content/press'
import { SPEC_PRESS } from './support/spec'

afterEach(cleanup)
// The router scrolls to the top on navigation; jsdom has no layout to scroll.
beforeAll(() => {
  window.scrollTo = () => {}
})

async function renderStrip() {
  const rootRoute = createRootRoute({ component: () => <PressStrip /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  return screen.findByRole('region', { name: 'As featured on' })
}

describe('PressStrip', () => {
  it(`shows ${SPEC_PRESS.homeStripLogos} logos, each opening its article in a new tab without a referrer`, async () => {
    const strip = await renderStrip()
    const list = within(strip).getByRole('list')
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(SPEC_PRESS.homeStripLogos)
    links.forEach((link, index) => {
      const logo = pressLogos[index]!
      expect(link.getAttribute('href')).toBe(logo.link)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(link.textContent).toContain('(opens in a new tab)')
      const image = within(link).getByRole('img', { name: logo.alt })
      // Lazy and at low priority: a logo never competes with the page's hero.
      expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['lazy', 'low'])
    })
  })

  it('links to the In the News page', async () => {
    const strip = await renderStrip()
    expect(within(strip).getByRole('link', { name: 'Read all our press coverage' }).getAttribute('href')).toBe(
      '/in-the-news',
    )
  })

  it('swaps a broken logo for its WebP copy, then a placeholder', async () => {
    const strip = await renderStrip()
    const logo = within(strip).getByRole('img', { name: pressLogos[0]!.alt })
    fireEvent.error(logo)
    expect(logo.getAttribute('src')).toBe(pressLogos[0]!.image.replace(/\.png$/, '.webp'))
    fireEvent.error(logo)
    expect(logo.getAttribute('src')).toBe(LOGO_PLACEHOLDER)
    // Still named after its outlet, so the link keeps its name.
    expect(logo.getAttribute('alt')).toBe(pressLogos[0]!.alt)
  })
})
