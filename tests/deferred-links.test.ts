import { describe, expect, it } from 'vitest'
import { withoutDeferredLinks } from '../scripts/deferred-links'

const page = (head: string, body = '<link rel="manifest" href="/in-body.webmanifest">') =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}<link rel="canonical" href="https://x.example/"/></head><body>${body}</body></html>`
const links =
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" href="/i.png"/><link rel="manifest" href="/manifest.webmanifest"/>'

describe('withoutDeferredLinks', () => {
  it('takes the manifest and the touch icon out of the head, and nothing else (the favicon stays)', () => {
    const html = withoutDeferredLinks(page(`<link rel="preload" as="image" href="/h.webp"/>${links}`))
    for (const href of ['/i.png', '/manifest.webmanifest']) expect(html).not.toContain(`href="${href}"`)
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
    expect(html).toContain('<link rel="preload" as="image" href="/h.webp"/>')
    expect(html).toContain('<link rel="canonical" href="https://x.example/"/>')
    expect(html).toContain('<body><link rel="manifest" href="/in-body.webmanifest"></body>')
  })

  it('fails loudly when one of them is missing, so a change of the head cannot go unnoticed', () => {
    expect(() => withoutDeferredLinks(page('<link rel="apple-touch-icon" href="/i.png"/>'))).toThrow(/no manifest link/)
  })
})
