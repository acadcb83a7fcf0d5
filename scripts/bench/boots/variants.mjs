/**
 * The two boot variants `npm run bench -- --boots` builds beside the normal build (issue 17), as Vite plugins added
 * to the app's own vite.config.ts for one build each. Neither changes a file of the app: they redirect or rewrite
 * modules while the variant is built, into scratch folders.
 *
 * - "at-once": the whole document hydrated at once, with less code around it. Taken out: the bootstrap script (the
 *   wait for the first paint and the hero, the stylesheet completed in pieces, the chunks evaluated one per task,
 *   the early install-prompt keeper), the transition around hydrateRoot (src/main.tsx) and the shell's per-part
 *   Suspense boundaries (src/app/shell/Shell.tsx). In their place, as a plain Vite build: the entry as a
 *   `<script type="module">` in the head with its static imports as `<link rel="modulepreload">`, and the whole
 *   stylesheet as one `<link rel="stylesheet">` at the end of the body (so the inlined critical CSS still paints the
 *   page first). Kept: the early input script, the critical CSS, everything else of the app.
 * - "islands": the same HTML and the same paint-first bootstrap, whose entry hydrates only the interactive parts,
 *   each its own React root (islands/). The server build swaps the components ISLAND_MODULES names for placeholders
 *   that the server entry fills with each island's own render; the client build starts from islands/runtime.tsx
 *   instead of src/main.tsx, resolves the app's src/lib/app-hydrated.ts to islands/app-hydrated.ts, and gets the
 *   normal build's stylesheet byte for byte (its own module graph would order the same rules differently).
 */
import { readFileSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const clean = (id) => id.split('?')[0]

/** The app modules whose component is an island, and its export name (= its name in islands/registry.ts). */
export const ISLAND_MODULES = {
  'src/app/shell/TopBanner.tsx': 'TopBanner',
  'src/app/header/Header.tsx': 'Header',
  'src/app/shell/Footer.tsx': 'Footer',
  'src/app/shell/ShellOverlays.tsx': 'ShellOverlays',
  'src/components/Accordion.tsx': 'Accordion',
  'src/components/Carousel.tsx': 'Carousel',
  'src/components/GalleryGrid.tsx': 'GalleryGrid',
  'src/components/VideoFacade.tsx': 'VideoFacade',
  'src/components/HelpButton.tsx': 'HelpButton',
  'src/components/SectionLink.tsx': 'SectionLink',
  'src/features/contact/ContactForm.tsx': 'ContactForm',
  'src/features/newsletter/NewsletterForm.tsx': 'NewsletterForm',
  'src/features/survey/SurveyForm.tsx': 'SurveyForm',
  'src/features/booking/PriceCalculator.tsx': 'PriceCalculator',
  'src/features/booking/BookingCalendar.tsx': 'BookingCalendar',
  'src/features/booking/ReserveButton.tsx': 'ReserveButton',
  'src/routes/-components/TourSearch.tsx': 'TourSearch',
}

const VIRTUAL = '\0boots-island:'

/** The files of a build's entry and its static imports, from Vite's manifest. */
export function staticImports(vite, key, seen = new Set()) {
  const chunk = vite[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticImports(vite, child, seen))]
}

/** The one stylesheet of a build (cssCodeSplit is off), as scripts/router-manifest.ts finds it. */
export function stylesheetOf(vite) {
  const css = [
    ...new Set(
      Object.values(vite).flatMap((chunk) => [
        ...(chunk.css ?? []),
        ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
      ]),
    ),
  ]
  if (css.length !== 1) throw new Error(`Expected one stylesheet in the build, found ${css.length}`)
  return css[0]
}

/** Replaces exactly one occurrence of `from` in `code`, or fails loudly (the app's file changed under the variant). */
function replaceOnce(code, from, to, file) {
  const at = code.indexOf(from)
  if (at < 0 || code.indexOf(from, at + 1) >= 0)
    throw new Error(
      `boots: ${file} no longer has exactly one ${JSON.stringify(from)}; update scripts/bench/boots/variants.mjs`,
    )
  return code.slice(0, at) + to + code.slice(at + from.length)
}

/** The page started the way a plain Vite build starts it (see the at-once variant above). */
export function plainViteStart(html, vite) {
  const entry = vite['index.html']
  if (!entry) throw new Error('boots: the build has no index.html entry')
  const preloads = [...new Set(staticImports(vite, 'index.html'))].filter((file) => file !== entry.file)
  const head = `<script type="module" crossorigin src="/${entry.file}"></script>${preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}`
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd < 0 || bodyEnd < 0) throw new Error('boots: a page has no </head> or </body>')
  const link = `<link rel="stylesheet" href="/${stylesheetOf(vite)}">`
  return html.slice(0, headEnd) + head + html.slice(headEnd, bodyEnd) + link + html.slice(bodyEnd)
}

export function atOncePlugin(root) {
  const main = resolve(root, 'src/main.tsx')
  const shell = resolve(root, 'src/app/shell/Shell.tsx')
  return {
    name: 'boots:at-once',
    enforce: 'pre',
    apply: 'build',
    // Read by scripts/prerender-plugin.ts: the page's start instead of the bootstrap script.
    api: { bootHtml: plainViteStart },
    transform(code, id) {
      const file = clean(id)
      if (file === main) {
        // hydrateRoot called at once, outside any transition.
        return replaceOnce(code, 'startTransition(() => {', ';((run: () => void) => run())(() => {', 'src/main.tsx')
      }
      if (file === shell) {
        // The shell's parts without their Suspense boundaries (each part still reports when it has hydrated).
        const inPart = replaceOnce(code, '<Suspense fallback={null}>', '<>', 'src/app/shell/Shell.tsx')
        return replaceOnce(inPart, '</Suspense>', '</>', 'src/app/shell/Shell.tsx')
      }
      return null
    },
  }
}

export function islandsPlugin(root, normalStylesheetFile) {
  const src = resolve(root, 'src') + sep
  const appEntryServer = resolve(root, 'src/entry-server.tsx')
  const appHydrated = resolve(root, 'src/lib/app-hydrated.ts')
  const islandsDir = join(here, 'islands')
  const wrapped = new Map(Object.entries(ISLAND_MODULES).map(([file, name]) => [resolve(root, file), name]))
  let ssr = false
  const fromApp = (importer) => importer !== undefined && !importer.startsWith('\0') && clean(importer).startsWith(src)
  return {
    name: 'boots:islands',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    onLog(_level, log) {
      // The server fills each island's place from the very module the page imports (islands/server.tsx): that the
      // registry's dynamic import of it splits nothing off is intended there.
      if (ssr && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return false
    },
    async resolveId(source, importer, options) {
      if (!ssr && source === '/src/main.tsx') return join(islandsDir, 'runtime.tsx')
      if (importer === undefined && ssr) {
        const entry = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (entry && clean(entry.id) === appEntryServer) return join(islandsDir, 'entry-server.tsx')
        return null
      }
      if (!fromApp(importer) || !(source.startsWith('.') || source.startsWith('/'))) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved) return null
      const file = clean(resolved.id)
      if (ssr && wrapped.has(file)) return `${VIRTUAL}${file}`
      if (!ssr && file === appHydrated) return join(islandsDir, 'app-hydrated.ts')
      return null
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null
      const file = id.slice(VIRTUAL.length)
      const name = wrapped.get(file)
      const server = JSON.stringify(join(islandsDir, 'server.tsx'))
      return [
        `import { island } from ${server}`,
        `import * as app from ${JSON.stringify(file)}`,
        `export * from ${JSON.stringify(file)}`,
        `export const ${name} = island(${JSON.stringify(name)}, app.${name})`,
      ].join('\n')
    },
    generateBundle: {
      // After Vite's own CSS plugin has emitted the stylesheet.
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return
        const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        if (sheets.length !== 1)
          throw new Error(`boots: the islands client build has ${sheets.length} stylesheets, expected 1`)
        sheets[0].source = readFileSync(normalStylesheetFile, 'utf8')
      },
    },
  }
}

/** The normal build's stylesheet file (`dist` as `npm run build` wrote it). */
export function normalStylesheet(dist) {
  const vite = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  return join(dist, stylesheetOf(vite))
}
