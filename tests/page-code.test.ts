/**
 * Each page names its own code on its bootstrap script (scripts/page-code.ts): the chunks of the routes that render
 * it, with their imports, less what the entry loads on every page; and no dynamic import carries a preload list.
 */
import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { NOT_FOUND_MODULE, noImportPreloads, pageCodeFiles } from '../scripts/page-code'

/** A client build's manifest in small, shaped as Vite writes it for this app. */
const vite: Manifest = {
  'index.html': { file: 'assets/index-E.js', src: 'index.html', isEntry: true, imports: ['_app-A.js', '_router-R.js'] },
  '_app-A.js': { file: 'assets/app-A.js', imports: ['_router-R.js'] },
  '_router-R.js': { file: 'assets/router-R.js' },
  '_shared-S.js': { file: 'assets/shared-S.js', imports: ['_app-A.js', '_deep-D.js'] },
  '_deep-D.js': { file: 'assets/deep-D.js' },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-H.js',
    isDynamicEntry: true,
    imports: ['_app-A.js', '_shared-S.js'],
  },
  'src/routes/tours.$slug.tsx?tsr-split=component---loader': {
    file: 'assets/tours._slug-T.js',
    isDynamicEntry: true,
    imports: ['_router-R.js', '_shared-S.js'],
  },
  [NOT_FOUND_MODULE]: { file: 'assets/NotFoundPage-N.js', isDynamicEntry: true, imports: ['_app-A.js'] },
}

describe("a page's own code", () => {
  it("is its route's chunk and that chunk's imports, to any depth, less what the entry loads", () => {
    expect(pageCodeFiles(vite, ['__root__', '/'])).toEqual([
      '/assets/routes-H.js',
      '/assets/shared-S.js',
      '/assets/deep-D.js',
    ])
  })

  it('is found for a route whose loader comes in the same chunk (codeSplitGroupings)', () => {
    expect(pageCodeFiles(vite, ['__root__', '/tours/$slug'])).toEqual([
      '/assets/tours._slug-T.js',
      '/assets/shared-S.js',
      '/assets/deep-D.js',
    ])
  })

  it("is the not-found page's where only the root matches", () => {
    expect(pageCodeFiles(vite, ['__root__'])).toEqual(['/assets/NotFoundPage-N.js'])
  })

  it('stops the build when no chunk holds a matched route', () => {
    expect(() => pageCodeFiles(vite, ['__root__', '/gone'])).toThrow(/\/gone/)
  })
})

describe("the client build's preloads", () => {
  it('are none for a dynamic import, and left to Vite for the HTML entry', () => {
    const deps = ['assets/a.js', 'assets/b.js']
    expect(noImportPreloads('assets/x.js', deps, { hostId: 'assets/app.js', hostType: 'js' })).toEqual([])
    expect(noImportPreloads('assets/x.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps)
  })
})
