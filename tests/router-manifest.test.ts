import { scriptHashes } from '../scripts/document-security'
import { describe, expect, it } from 'vitest'
import type { Manifest } from 'vite'
import { bootstrapScript } from '../scripts/bootstrap-script'
import {
  bootstrapFor,
  bootstrapInputs,
  buildRouterManifest,
  routeIdFromFile,
  siteStylesheet,
  withBootstrap,
} from '../scripts/router-manifest'

describe('routeIdFromFile', () => {
  it.each([
    ['__root.tsx', '__root__'],
    ['index.tsx', '/'],
    ['about.tsx', '/about'],
    ['tours.index.tsx', '/tours/'],
    ['tours.$slug.tsx', '/tours/$slug'],
    ['blog.index.tsx', '/blog/'],
    ['petition-{$name}.tsx', '/petition-{$name}'],
    ['in-the-news.tsx', '/in-the-news'],
  ])('maps %s to the route id %s', (file, id) => {
    expect(routeIdFromFile(file)).toBe(id)
  })

  it('accepts the path as Vite writes it in the manifest', () => {
    expect(routeIdFromFile('src/routes/tours.$slug.tsx')).toBe('/tours/$slug')
    expect(routeIdFromFile('src/routes/__root.tsx')).toBe('__root__')
    expect(routeIdFromFile('src/routes/index.tsx')).toBe('/')
  })

  it('accepts .ts route files', () => {
    expect(routeIdFromFile('sitemap.ts')).toBe('/sitemap')
  })
})

/** A small build: the entry, a shared vendor chunk, the single stylesheet as its own entry, one code-split route. */
function viteManifest(): Manifest {
  return {
    'index.html': {
      file: 'assets/index-E1.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_vendor-V1.js'],
      dynamicImports: ['src/routes/about.tsx?tsr-split=component', 'src/features/search/SearchOverlay.tsx'],
    },
    '_vendor-V1.js': { file: 'assets/vendor-V1.js', imports: ['_runtime-R1.js'] },
    '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
    '_pages.css-P1.js': { file: 'assets/pages.css-P1.js', imports: ['_vendor-V1.js'] },
    'style.css': { file: 'assets/style-S1.css', src: 'style.css' },
    'src/routes/about.tsx?tsr-split=component': {
      file: 'assets/about-A1.js',
      src: 'src/routes/about.tsx?tsr-split=component',
      isDynamicEntry: true,
      imports: ['index.html', '_vendor-V1.js', '_pages.css-P1.js', '_team-T1.js'],
    },
    '_team-T1.js': { file: 'assets/team-T1.js', imports: ['_pages.css-P1.js'] },
    'src/features/search/SearchOverlay.tsx': {
      file: 'assets/SearchOverlay-O1.js',
      src: 'src/features/search/SearchOverlay.tsx',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
  }
}

describe('buildRouterManifest', () => {
  it('gives the router no script, stylesheet or preload: the page’s one bootstrap script imports the entry', async () => {
    expect(buildRouterManifest(viteManifest())).toEqual({ routes: { __root__: {} } })
    expect(bootstrapInputs(viteManifest()).entry).toBe('/assets/index-E1.js')
    expect(await bootstrapFor(viteManifest())).toBe(
      await bootstrapScript(
        '/assets/index-E1.js',
        ['/assets/vendor-V1.js', '/assets/runtime-R1.js'],
        '/assets/style-S1.css',
      ),
    )
  })

  it('puts the bootstrap script at the end of the page’s body, once', () => {
    const html = withBootstrap('<html><head></head><body><main>a</main><script>x()</script></body></html>', 'go()')
    expect(html).toBe('<html><head></head><body><main>a</main><script>x()</script><script>go()</script></body></html>')
    expect(() => withBootstrap('<p>no body</p>', 'go()')).toThrow(/<\/body>/)
  })

  it("names the page's own code on the script's element, where no hash of the page's policy covers it", () => {
    const html = withBootstrap('<body><main>a</main></body>', 'go()', ['/assets/p-P.js', '/assets/q-Q.js'])
    expect(html).toBe('<body><main>a</main><script data-page-code="/assets/p-P.js /assets/q-Q.js">go()</script></body>')
    expect(scriptHashes(html)).toEqual(scriptHashes('<script>go()</script>'))
  })

  it('puts no modulepreload link in the HTML: the bootstrap preloads the entry’s static imports, transitively', () => {
    const { routes } = buildRouterManifest(viteManifest())
    expect(routes.__root__?.preloads).toBeUndefined()
    expect(bootstrapInputs(viteManifest()).preloads).toEqual(['/assets/vendor-V1.js', '/assets/runtime-R1.js'])
  })

  it('hands the bootstrap the stylesheet Vite lists as a separate entry, and gives React no stylesheet to link', () => {
    const { routes } = buildRouterManifest(viteManifest())
    expect(routes.__root__?.css).toBeUndefined()
    expect(bootstrapInputs(viteManifest()).stylesheet).toBe('/assets/style-S1.css')
    expect(siteStylesheet(viteManifest())).toBe('/assets/style-S1.css')
  })

  it('finds a stylesheet attached to a chunk too, fails loudly on two, and is fine with none', () => {
    const manifest = viteManifest()
    manifest['index.html'] = { ...manifest['index.html']!, css: ['assets/style-S1.css'] }
    expect(siteStylesheet(manifest)).toBe('/assets/style-S1.css')
    manifest['index.html'] = { ...manifest['index.html']!, css: ['assets/style-S1.css', 'assets/entry-C1.css'] }
    expect(() => siteStylesheet(manifest)).toThrow(/one stylesheet/)
    const bare = viteManifest()
    for (const key of Object.keys(bare)) if (bare[key]!.file.endsWith('.css')) delete bare[key]
    expect(siteStylesheet(bare)).toBeNull()
    expect(bootstrapInputs(bare).stylesheet).toBeNull()
  })

  it('gives code-split routes no entries: their chunks load through Vite’s preload helper when the router asks', () => {
    const { routes } = buildRouterManifest(viteManifest())
    expect(Object.keys(routes)).toEqual(['__root__'])
  })

  it('survives an import cycle between chunks', () => {
    const manifest = viteManifest()
    manifest['_runtime-R1.js'] = { file: 'assets/runtime-R1.js', imports: ['_vendor-V1.js'] }
    expect(bootstrapInputs(manifest).preloads).toEqual(['/assets/vendor-V1.js', '/assets/runtime-R1.js'])
  })

  it('reads a custom entry key', () => {
    const manifest = viteManifest()
    manifest['main.html'] = manifest['index.html']!
    delete manifest['index.html']
    expect(bootstrapInputs(manifest, 'main.html').entry).toBe('/assets/index-E1.js')
  })

  it('fails loudly when the entry is missing', async () => {
    expect(() => buildRouterManifest({})).toThrow(/index\.html/)
    await expect(bootstrapFor({})).rejects.toThrow(/index\.html/)
  })
})
