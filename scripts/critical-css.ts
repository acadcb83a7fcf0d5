/**
 * Critical CSS for each prerendered document (decision 0012), in slices of the site stylesheet.
 *
 * The site stylesheet is rewritten with one top-level rule per line (`oneRulePerLine`). For each page, Beasties
 * finds the rules its markup uses; every line holding one of them is inlined, whole, in a `<style data-rules>`
 * (consecutive lines share a <style>). The stylesheet link leaves the HTML (a <noscript> copy stays for readers
 * without scripts). After the first paint the bootstrap script
 * (src/boot/bootstrap-script.ts) fetches the stylesheet and puts each run of the other lines in a <style> of its own
 * between the inlined ones. So the page ends up with every rule of the site, in the stylesheet's own order (the
 * cascade is the same as with one <link>), but the rules added then match nothing on the page: the browser does
 * not restyle the page, where linking the whole stylesheet restyled every element in one long task. The one
 * exception is the rules the build places itself (`OwnRules`: the photos' placeholders), which Beasties never sees:
 * those a page does not paint with restyle only the elements they name when they arrive.
 */
import Beasties from 'beasties'
import { resolve } from 'node:path'
import postcss, { type ChildNode, type Root } from 'postcss'
import { media } from '../src/styles/breakpoints.ts'

/**
 * Beasties' "media" mode defers the stylesheet link with `media="print"` and an onload handler that switches it to
 * all media; the transform removes that link (the bootstrap script loads the rest of the stylesheet), so neither
 * the handler nor an activation script reaches the page.
 */
const DEFERRED_LINK = /<link\b[^>]*\bonload="this\.media=[^>]*>/g

/**
 * The attribute of an inlined slice. It names no lines: the bootstrap script finds the slice's lines in the
 * stylesheet, at the first place after the slice before it. Where a run of rules stands twice, an earlier place holds
 * the same text, so the page still ends with the stylesheet's lines in order. Line numbers on every slice ("a-b", as
 * before) cost the photo home page about 130 bytes of Brotli: the difference between its first response fitting a
 * new connection's first round trip or not (decision 0021).
 */
export const RULES_ATTR = 'data-rules'

/**
 * The stylesheet with each top-level rule (a style rule, an @media block, @keyframes...) on a line of its own, and the
 * blocks for paper and contrast themes (LATE_BLOCK) last. Each component's such block follows its own rules; left
 * there, every one would split a page's inlined rules into one more slice (a few bytes of Brotli each; the 11 print
 * blocks alone, about 30 bytes a page). At the end they change nothing on a standard screen, and where they apply,
 * being the overrides, they only come later.
 */
export function oneRulePerLine(css: string): string {
  const nodes = postcss.parse(css).nodes.filter((node) => node.type !== 'comment')
  const late = (node: ChildNode) => LATE_BLOCK.test(node.toString())
  return [...nodes.filter((node) => !late(node)), ...nodes.filter(late)]
    .map((node) => {
      const text = node.toString().trim()
      if (/[\r\n]/.test(text))
        throw new Error(`Critical CSS: a rule of the stylesheet spans lines: ${text.slice(0, 80)}`)
      return text
    })
    .join('\n')
}

/** What identifies a rule across the stylesheet and Beasties' copy: each selector, in its at-rule context. */
function keys(node: ChildNode, context = ''): string[] {
  if (node.type === 'rule') return node.selectors.map((selector) => `${context}${selector.trim()}`)
  if (node.type !== 'atrule') return []
  if (/keyframes$/i.test(node.name)) return [`@${node.name} ${node.params}`]
  if (!node.nodes) return [node.toString()]
  const inner = `${context}@${node.name} ${node.params}|`
  const nested = node.nodes.flatMap((child) => keys(child, inner))
  return nested.length > 0 ? nested : [node.toString()]
}

/**
 * The states the browser sets by itself, before any script has run: `[open]`, which a `<dialog>` gets when the menu or
 * search button opens it with an invoker command (`commandfor`, decision 0013). A run of them: `[open]`, `[open][open]`.
 */
const BROWSER_STATES = /(?:\[open\])+/g

/**
 * A selector as Beasties should match it against the page the server wrote: without the states the browser sets by
 * itself (BROWSER_STATES), so the rules for an open menu come with the menu, as its `:hover` does. A tap can open it
 * before the rest of the stylesheet arrives; without its `[open]` rule the menu opens unstyled (no `display: flex`,
 * no animation). A compound left with nothing (`[open] > .a`) or that starts with a pseudo-class (`:focus-visible`,
 * the site's focus ring) stands for any element: Beasties strips pseudo-classes before it matches, and drops a
 * selector that is left empty. The states the app sets (`data-*`, `aria-*`) need no such care: the app starts after
 * the stylesheet is in (src/boot/bootstrap-script.ts), and after an early tap, at the same time as it.
 */
export function withoutStates(selector: string): string {
  return selector
    .replace(BROWSER_STATES, (run: string, at: number, whole: string) => {
      const edge = (char: string | undefined) => char === undefined || /[\s>+~(),]/.test(char)
      return edge(whole[at - 1]) && edge(whole[at + run.length]) ? '*' : ''
    })
    .replace(/(^|[\s>+~(,])(?=::?[a-z-])/gi, '$1*')
}

/**
 * A block of rules for paper (`@media print`, src/styles/print.css.ts) or for a contrast theme (`@media
 * (forced-colors: active)`, src/styles/forced-colors.ts). It is never inlined, whatever it matches: it comes with the
 * rest of the stylesheet, right after the first paint. Nobody prints in that moment; in a contrast theme the page is
 * readable from the first paint (the system's colours), and the current page's mark, a pressed topic and the round
 * buttons' lines follow a moment later. Inlined, the contrast rules alone cost every guest about 75 bytes of Brotli a
 * page (measured), most of the home page's margin under the first round trip (decision 0015).
 */
export const LATE_BLOCK = new RegExp(`^@media (?:${[media.print, media.forcedColors].map(asWritten).join('|')})\\s*\\{`)

/** A media query as a pattern for the built stylesheet, whose minifier may drop the space after a colon. */
function asWritten(query: string): string {
  return query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\s*/g, ':\\s*')
}

/**
 * A line of the stylesheet as Beasties should match it: `withoutStates` applied to each of its selectors, and a block
 * for paper or a contrast theme left empty (LATE_BLOCK).
 */
function forFirstPaint(line: string): string {
  if (LATE_BLOCK.test(line)) return ''
  const root = postcss.parse(line)
  root.walkRules((rule) => {
    rule.selectors = rule.selectors.map(withoutStates)
  })
  return root.toString()
}

/** The keys of each line of the stylesheet (one rule per line). */
export function lineKeys(sheetLines: readonly string[]): string[][] {
  return sheetLines.map((line) => postcss.parse(line).nodes.flatMap((node) => keys(node)))
}

/**
 * Rules the build places itself instead of Beasties: each line of the stylesheet whose keys `owns` all names is kept
 * out of Beasties' copy, and a page inlines it when `paints(html)` names one of its keys. The photos' placeholders
 * are such rules (scripts/photos/placeholder-css.ts): the page's markup says which it paints with, and matching one
 * selector per photo against every page cost a warm build with the photo set about 0.1 s.
 */
export interface OwnRules {
  owns(key: string): boolean
  paints(html: string): (key: string) => boolean
}

/** Whether each line of the stylesheet is one the build places itself. */
function ownedLines(sheetKeys: readonly string[][], own?: OwnRules): boolean[] {
  return sheetKeys.map((line) => own !== undefined && line.length > 0 && line.every((key) => own.owns(key)))
}

/**
 * Which lines of the stylesheet (one rule each) the page's critical CSS uses: Beasties' copy has each line's selectors
 * without the browser's states (withoutStates), and `matchKeys` are that copy's keys. A line the build places itself
 * (`owned`) is used when `paints` names one of its own keys. A gap of unused lines between two used ones stays out
 * however short: a slice's boundary (`</style><style data-rules>`) costs a few bytes of Brotli, an unused rule its
 * hashed class names. Inlining gaps of up to 80 bytes, to save boundaries, made every page 130-200 bytes larger in
 * Brotli (decision 0012, 2026-11-28).
 */
export function criticalLines(
  sheetKeys: readonly string[][],
  matchKeys: readonly string[][],
  critical: Root,
  owned: readonly boolean[] = [],
  paints: (key: string) => boolean = () => false,
): boolean[] {
  const used = new Set(critical.nodes.flatMap((node) => keys(node)))
  return sheetKeys.map((line, i) => (owned[i] ? line.some(paints) : matchKeys[i]!.some((key) => used.has(key))))
}

/** The inlined slices: one <style> per run of used lines. */
export function slices(sheetLines: readonly string[], marks: readonly boolean[]): string {
  const out: string[] = []
  for (let i = 0; i < marks.length; i++) {
    if (!marks[i] || marks[i - 1]) continue
    let end = i
    while (marks[end + 1]) end++
    out.push(`<style ${RULES_ATTR}>${sheetLines.slice(i, end + 1).join('\n')}</style>`)
  }
  return out.join('')
}

/**
 * The page transform: `stylesheet` is the site stylesheet's URL, its file (already one rule per line) under
 * `outDir`, its text `readSheet()`. The page's HTML must not link it: the transform links it for Beasties and takes
 * the link out again. Beasties reads the stylesheet from here, without the lines of `own` (see OwnRules).
 */
export function criticalCssInliner(
  outDir: string,
  stylesheet: string,
  readSheet: () => Promise<string>,
  own?: OwnRules,
): (html: string) => Promise<string> {
  let sheet:
    | Promise<{ lines: string[]; keys: string[][]; matchKeys: string[][]; owned: boolean[]; forBeasties: string }>
    | undefined
  const loadSheet = () =>
    (sheet ??= readSheet().then((css) => {
      const lines = css.split('\n')
      const sheetKeys = lineKeys(lines)
      const owned = ownedLines(sheetKeys, own)
      const matchLines = lines.map(forFirstPaint)
      const forBeasties = matchLines.filter((_, i) => !owned[i]).join('\n')
      return { lines, keys: sheetKeys, matchKeys: lineKeys(matchLines), owned, forBeasties }
    }))
  const stylesheetFile = resolve(outDir, stylesheet.replace(/^\//, ''))
  const beasties = new (class extends Beasties {
    // Beasties' documented hook for where a stylesheet comes from: the site's, without the build's own lines, its
    // selectors without the browser's states (withoutStates), its blocks for paper and contrast themes empty
    // (forFirstPaint).
    override readFile(filename: string) {
      return resolve(filename) === stylesheetFile
        ? loadSheet().then((loaded) => loaded.forBeasties)
        : super.readFile(filename)
    }
  })({
    path: outDir,
    publicPath: '/',
    preload: 'media',
    noscriptFallback: true,
    // Keyframes only when a critical rule animates with them (the hero fade), no inline style attributes touched.
    keyframes: 'critical',
    reduceInlineStyles: false,
    pruneSource: false,
    logLevel: 'warn',
  })
  return async (html) => {
    if (!html.includes('</head>')) throw new Error('Critical CSS: the page has no </head>')
    if (/<link\b[^>]*rel="stylesheet"/.test(html))
      throw new Error('Critical CSS: the page links a stylesheet of its own')
    const { lines, keys: sheetKeys, matchKeys, owned } = await loadSheet()
    const linked = html.replace('</head>', `<link rel="stylesheet" href="${stylesheet}"></head>`)
    const out = await beasties.process(linked)
    const deferred = out.match(DEFERRED_LINK) ?? []
    if (deferred.length !== 1)
      throw new Error(`Critical CSS: expected one deferred stylesheet link, found ${deferred.length}`)
    const styles = [...out.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    if (styles.length !== 1) throw new Error(`Critical CSS: expected one inlined <style>, found ${styles.length}`)
    const critical = postcss.parse(styles[0]![1]!)
    const inlined = slices(lines, criticalLines(sheetKeys, matchKeys, critical, owned, own?.paints(html)))
    return (
      out
        .replace(styles[0]![0], () => inlined)
        .replace(DEFERRED_LINK, '')
        // Beasties marks the root element while it works; the mark has no use in the page.
        .replace(/(<html\b[^>]*?) data-beasties-container(="")?/, '$1')
    )
  }
}
