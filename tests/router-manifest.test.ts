import { describe, expect, it } from 'vitest'
import type { Manifest } from 'vite'
import { buildRouterManifest, routeIdFromFile } from '../scripts/router-manifest'

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
  it('gives the root route the entry script as a module', () => {
    const { routes } = buildRouterManifest(viteManifest())
    expect(routes.__root__?.scripts).toEqual([{ attrs: { type: 'module', src: '/assets/index-E1.js' } }])
  })

  it('preloads the entry’s static imports, transitively, but not the entry itself', () => {
    const { routes } = buildRouterManifest(viteManifest())
    expect(routes.__root__?.preloads).toEqual(['/assets/vendor-V1.js', '/assets/runtime-R1.js'])
  })

  it('links the stylesheet that Vite lists as a separate style.css entry, and only real .css files', () => {
    const { routes } = buildRouterManifest(viteManifest())
    expect(routes.__root__?.css).toEqual(['/assets/style-S1.css'])
  })

  it('collects stylesheets attached to chunks too, once each', () => {
    const manifest = viteManifest()
    manifest['index.html'] = { ...manifest['index.html']!, css: ['assets/style-S1.css', 'assets/entry-C1.css'] }
    const { routes } = buildRouterManifest(manifest)
    expect(routes.__root__?.css).toEqual(['/assets/style-S1.css', '/assets/entry-C1.css'])
  })

  it('preloads a code-split route’s own chunks, leaving out what the entry already loads', () => {
    const { routes } = buildRouterManifest(viteManifest())
    expect(routes['/about']).toEqual({
      preloads: ['/assets/about-A1.js', '/assets/pages.css-P1.js', '/assets/team-T1.js'],
    })
  })

  it('creates entries only for the root and code-split route components', () => {
    const { routes } = buildRouterManifest(viteManifest())
    expect(Object.keys(routes).sort()).toEqual(['/about', '__root__'])
  })

  it('ignores a route chunk that is not a dynamic entry', () => {
    const manifest = viteManifest()
    manifest['src/routes/about.tsx?tsr-split=component'] = {
      ...manifest['src/routes/about.tsx?tsr-split=component']!,
      isDynamicEntry: false,
    }
    expect(buildRouterManifest(manifest).routes['/about']).toBeUndefined()
  })

  it('maps route ids from the chunk key, as the route tree names them', () => {
    const manifest = viteManifest()
    manifest['src/routes/tours.$slug.tsx?tsr-split=component'] = {
      file: 'assets/slug-X1.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    }
    expect(buildRouterManifest(manifest).routes['/tours/$slug']).toEqual({ preloads: ['/assets/slug-X1.js'] })
  })

  it('survives an import cycle between chunks', () => {
    const manifest = viteManifest()
    manifest['_runtime-R1.js'] = { file: 'assets/runtime-R1.js', imports: ['_vendor-V1.js'] }
    expect(buildRouterManifest(manifest).routes.__root__?.preloads).toEqual(['/assets/vendor-V1.js', '/assets/runtime-R1.js'])
  })

  it('reads a custom entry key', () => {
    const manifest = viteManifest()
    manifest['main.html'] = manifest['index.html']!
    delete manifest['index.html']
    expect(buildRouterManifest(manifest, 'main.html').routes.__root__?.scripts?.[0]?.attrs.src).toBe('/assets/index-E1.js')
  })

  it('fails loudly when the entry is missing', () => {
    expect(() => buildRouterManifest({})).toThrow(/index\.html/)
  })
})
