/**
 * scripts/critical-css.ts: each page inlines, whole and in order, the lines of the one-rule-per-line stylesheet its
 * markup uses; the lines it leaves out, put back between its slices as the bootstrap does, give the stylesheet back.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { criticalCssInliner, oneRulePerLine, RULES_ATTR, withoutStates } from '../scripts/critical-css'

const rules = [
  '.used{color:red}',
  '.unused{color:blue}',
  '@media (min-width: 768px){.used{color:green}.unusedWide{color:pink}}',
  '@media (min-width: 1024px){.unusedDesk{color:teal}}',
  '.hero{animation:fade 1s both}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.a,.b{margin:0}',
  `.far{background:url("data:image/svg+xml,${'x'.repeat(300)}")}`,
  '.used:hover{color:black}',
  '.tail{color:gray}',
]
const sheet = oneRulePerLine(['/*! a licence comment */', ...rules].join(''))
const lines = sheet.split('\n')

const dir = mkdtempSync(join(tmpdir(), 'critical-css-'))
mkdirSync(join(dir, 'assets'))
writeFileSync(join(dir, 'assets/style.css'), sheet)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${head}<title>T</title></head><body>${body}<script>go()</script></body></html>`
const inline = criticalCssInliner(dir, '/assets/style.css', async () => sheet)

/** The first line, from `from` on, where `run` stands in the stylesheet in order; -1 if nowhere. */
function sliceStart(sheetLines: readonly string[], run: readonly string[], from: number): number {
  for (let at = from; at + run.length <= sheetLines.length; at++)
    if (run.every((line, i) => sheetLines[at + i] === line)) return at
  return -1
}

/** The inlined slices: where each stands, found as the bootstrap script finds it (after the slice before it). */
function slicesOf(html: string) {
  let next = 0
  return [...html.matchAll(new RegExp(`<style ${RULES_ATTR}>([\\s\\S]*?)</style>`, 'g'))].map((match) => {
    const text = match[1]!
    const run = text.split('\n')
    const from = sliceStart(lines, run, next)
    next = from + run.length
    return { from, to: next - 1, text }
  })
}

describe('the stylesheet, one rule per line', () => {
  it('puts each top-level rule on a line of its own, unchanged, and drops comments', () => {
    expect(lines).toEqual(rules)
  })

  it('puts the blocks for paper and contrast themes last, in their order, and every other rule where it was', () => {
    const print1 = '@media print{.used{display:none!important}}'
    const contrast = '@media (forced-colors:active){.chip[aria-pressed=true]{background:highlight}}'
    const print2 = '@media print{.hero{min-height:auto}}'
    const screen = '@media (min-width:768px){.b{color:teal}}'
    expect(
      oneRulePerLine(['.a{color:red}', print1, '.b{color:blue}', contrast, screen, print2, '.c{color:green}'].join('')),
    ).toBe(['.a{color:red}', '.b{color:blue}', screen, '.c{color:green}', print1, contrast, print2].join('\n'))
  })
})

describe('critical CSS in slices', () => {
  it('inlines the whole lines the page uses, with their media queries, hover states and keyframes, and no others', async () => {
    const html = await inline(page('<p class="used">a</p><div class="hero"></div><i class="b"></i>'))
    const inlined = slicesOf(html)
    const text = inlined.map((slice) => slice.text).join('\n')
    expect(text).toContain('.used{color:red}')
    expect(text).toContain('@media (min-width: 768px){.used{color:green}.unusedWide{color:pink}}')
    expect(text).toContain('.used:hover{color:black}')
    expect(text).toContain('@keyframes fade')
    // A rule whose selector list names the page's element is inlined with its whole list.
    expect(text).toContain('.a,.b{margin:0}')
    expect(text).not.toContain('.far')
    expect(text).not.toContain('.tail')
    // Each slice stands in the stylesheet, after the slice before it.
    for (const slice of inlined) expect(slice.from).toBeGreaterThanOrEqual(0)
  })

  it('keeps every unused line out, however short the gap between two slices', async () => {
    const html = await inline(page('<p class="used">a</p><div class="hero"></div><i class="b"></i>'))
    const inlined = slicesOf(html)
    const text = inlined.map((slice) => slice.text).join('\n')
    // ".unused" and "spin" sit alone between used lines, each under 40 bytes: a slice ends before each and starts
    // after it, since a boundary costs less than the rule (decision 0012).
    expect(text).not.toContain('.unused{color:blue}')
    expect(text).not.toContain('spin')
    expect(text).not.toContain('.far')
    expect(inlined.length).toBeGreaterThanOrEqual(3)
  })

  it('gives back the whole stylesheet, in order, when the missing lines are put between the slices', async () => {
    for (const body of [
      '<p class="used">a</p>',
      '<p class="tail">a</p><i class="far"></i>',
      '<div class="hero"></div>',
    ]) {
      const inlined = slicesOf(await inline(page(body)))
      const rebuilt: string[] = []
      let next = 0
      for (const slice of inlined) {
        expect(slice.from).toBeGreaterThanOrEqual(next)
        rebuilt.push(...lines.slice(next, slice.from), ...slice.text.split('\n'))
        next = slice.to + 1
      }
      rebuilt.push(...lines.slice(next))
      expect(rebuilt).toEqual(lines)
    }
  })

  it('places the rules the build owns by what the page says it paints, not by what its markup matches', async () => {
    const own = {
      owns: (key: string) => key === '.far' || key === '.tail',
      paints: (html: string) => {
        expect(html).toContain('class="far"')
        return (key: string) => key === '.tail'
      },
    }
    const owning = criticalCssInliner(dir, '/assets/style.css', async () => sheet, own)
    const body = '<p class="used">a</p><i class="far"></i>'
    const text = slicesOf(await owning(page(body)))
      .map((slice) => slice.text)
      .join('\n')
    // Used by the markup, but not painted: it waits for the rest of the stylesheet.
    expect(text).not.toContain('.far')
    // Painted, though no element of the markup matches it yet.
    expect(text).toContain('.tail{color:gray}')
    expect(text).toContain('.used{color:red}')
    // Without the owner the same page inlines what its markup matches, and only that.
    const plain = slicesOf(await inline(page(body)))
      .map((slice) => slice.text)
      .join('\n')
    expect(plain).toContain(lines[8])
    expect(plain).not.toContain('.tail')
  })

  it('reads the stylesheet from readSheet, once, not from the file on disk', async () => {
    let reads = 0
    const fromMemory = criticalCssInliner(dir, '/assets/memory.css', async () => {
      reads += 1
      return sheet
    })
    const text = slicesOf(await fromMemory(page('<p class="used">a</p>')))
      .map((slice) => slice.text)
      .join('\n')
    await fromMemory(page('<i class="b"></i>'))
    expect(text).toContain('.used{color:red}')
    expect(reads).toBe(1)
  })

  it('inlines the rules of states the browser sets by itself: a dialog opened before the stylesheet arrives', async () => {
    const stateSheet = oneRulePerLine(
      [
        '.menu{display:none}',
        '.menu[open]{display:flex;animation:slide .25s}',
        '@keyframes slide{from{transform:translate(100%)}}',
        '[open] > .menuItem{color:red}',
        '.menu[data-open]{color:blue}',
        '.other[open]{display:grid}',
        ':focus-visible{outline:3px solid}',
        '.field[aria-invalid=true]{border-color:red}',
      ].join(''),
    )
    const withStates = criticalCssInliner(dir, '/assets/states.css', async () => stateSheet)
    const html = await withStates(
      page('<dialog class="menu" id="m"><a class="menuItem">A</a></dialog><input class="field">'),
    )
    const text = [...html.matchAll(/<style data-rules>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
    // A tap opens the menu with an invoker command, no script needed: its [open] rules and their keyframes come with
    // it, and the focus ring, whose selector is a pseudo-class alone, is on every page.
    expect(text).toContain('.menu[open]{display:flex;animation:slide .25s}')
    expect(text).toContain('@keyframes slide')
    expect(text).toContain('[open] > .menuItem{color:red}')
    expect(text).toContain(':focus-visible{outline:3px solid}')
    // An element the page does not have, and the states the app sets after it has started, stay out.
    expect(text).not.toContain('.other[open]')
    expect(text).not.toContain('[data-open]')
    expect(text).not.toContain('[aria-invalid=true]')
  })

  it('never inlines a block for paper or a contrast theme, even one whose rules the page uses', async () => {
    const printSheet = oneRulePerLine(
      [
        '.hero{min-height:80vh}',
        '.bar{position:fixed}',
        '@media print{.hero{min-height:auto}.bar{display:none}}',
        '@media (forced-colors:active){.bar{border:2px solid canvastext}}',
      ].join(''),
    )
    const withPrint = criticalCssInliner(dir, '/assets/print.css', async () => printSheet)
    const html = await withPrint(page('<section class="hero">H</section><aside class="bar">B</aside>'))
    const text = [...html.matchAll(/<style data-rules>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
    expect(text).toContain('.hero{min-height:80vh}')
    expect(text).toContain('.bar{position:fixed}')
    expect(text).not.toContain('@media print')
    expect(text).not.toContain('forced-colors')
  })

  it("matches a selector without the browser's own states, a compound left empty standing for any element", () => {
    expect(withoutStates('.menu[open]')).toBe('.menu')
    expect(withoutStates('[open] > .a')).toBe('* > .a')
    expect(withoutStates('.a > [open][open]')).toBe('.a > *')
    expect(withoutStates(':focus-visible')).toBe('*:focus-visible')
    expect(withoutStates('.nav :focus-visible')).toBe('.nav *:focus-visible')
    expect(withoutStates('.a[data-open] .b[aria-invalid="true"]')).toBe('.a[data-open] .b[aria-invalid="true"]')
    expect(withoutStates('.a:hover:not(:disabled)')).toBe('.a:hover:not(*:disabled)')
  })

  it('takes the stylesheet link out of the page, keeps it for readers without scripts, and leaves scripts alone', async () => {
    const html = await inline(page('<p class="used">a</p>'))
    expect(html).not.toMatch(/<link[^>]*stylesheet[^>]*>(?![^<]*<\/noscript>)/)
    expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/style.css"[^>]*><\/noscript>/)
    expect(html).toContain('<script>go()</script>')
    // Neither the deferred link's onload handler nor any activation script of Beasties' own is left.
    expect(html).not.toMatch(/onload|media="print"/)
    expect(html.match(/<script\b/g)).toHaveLength(1)
    expect(html).toMatch(/<html lang="en">/)
    expect(html).not.toContain('beasties')
  })

  it('fails loudly on a page that links a stylesheet of its own', async () => {
    await expect(inline(page('<p>a</p>', '<link rel="stylesheet" href="/other.css">'))).rejects.toThrow(
      /links a stylesheet/,
    )
  })
})
