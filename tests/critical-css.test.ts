import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { criticalCssInliner } from '../scripts/critical-css'

const dir = mkdtempSync(join(tmpdir(), 'critical-css-'))
mkdirSync(join(dir, 'assets'))
writeFileSync(
  join(dir, 'assets/style.css'),
  [
    '.used{color:red}',
    '.unused{color:blue}',
    '@media (min-width: 768px){.used{color:green}.unusedWide{color:pink}}',
    '.hero{animation:fade 1s both}',
    '@keyframes fade{from{opacity:0}to{opacity:1}}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '.used:hover{color:black}',
  ].join(''),
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const page = (body: string, head = '<link rel="stylesheet" href="/assets/style.css" data-precedence="default"/>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${head}<title>T</title></head><body>${body}<script>go()</script></body></html>`

describe('critical CSS', () => {
  const inline = criticalCssInliner(dir)

  it('inlines the rules the page uses, with their media queries, hover states and keyframes, and no others', async () => {
    const html = await inline(page('<p class="used">a</p><div class="hero"></div>'))
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(css).toContain('.used{color:red}')
    expect(css).toContain('.used{color:green}')
    expect(css).toContain('.used:hover')
    expect(css).toContain('@keyframes fade')
    expect(css).not.toContain('.unused')
    expect(css).not.toContain('unusedWide')
    expect(css).not.toContain('spin')
  })

  it('takes the blocking stylesheet link out of the page, keeps it for readers without scripts, and leaves scripts alone', async () => {
    const html = await inline(page('<p class="used">a</p>'))
    expect(html).not.toMatch(/<link[^>]*stylesheet[^>]*>(?![^<]*<\/noscript>)/)
    expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/style.css"[^>]*><\/noscript>/)
    expect(html).toContain('<script>go()</script>')
    expect(html).not.toContain('data-beasties-media')
  })

  it('fails loudly on a page without the stylesheet link', async () => {
    await expect(inline(page('<p>a</p>', ''))).rejects.toThrow(/one deferred stylesheet link/)
  })
})

describe('critical CSS output', () => {
  it('leaves no Beasties mark on the root element', async () => {
    const html = await criticalCssInliner(dir)(page('<p class="used">a</p>'))
    expect(html).toMatch(/<html lang="en">/)
    expect(html).not.toContain('beasties')
  })
})
