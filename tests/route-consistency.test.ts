import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { allPages, notFoundFile, pageFile, postPages } from '../src/content/page-files'
import { findTour } from '../src/content/tours'
import { posts } from '../src/content/blog'
import { config } from '../src/config'
import { resolveRedirect } from '../src/content/redirects'
import { prerenderTargets } from '../src/entry-server'
import { routeIdFromFile } from '../scripts/router-manifest'
import { SPEC_LEGACY_REDIRECTS, specCanonicalPaths } from './support/spec'
import { createTestRouter, leafMatch } from './support/router'

const router = createTestRouter()

/** Whether the matched route accepts the path's parameters (the tour and petition routes 404 otherwise). */
function paramsAccepted(routeId: string | undefined, params: Record<string, string>): boolean {
  if (routeId === '/tours/$slug') return findTour(params.slug ?? '') !== undefined
  if (routeId === '/petition-{$name}') return params.name === config.petitionCat.slug
  return true
}

describe('pages and the generated route tree', () => {
  it('lists exactly the pages of the SPEC route table', () => {
    expect(allPages.map((page) => page.path).sort()).toEqual(specCanonicalPaths(config.petitionCat.slug).sort())
  })

  it.each(allPages.map((page) => page.path))('resolves %s to a route of its own', (path) => {
    const { routeId, params } = leafMatch(router, path)
    expect(routeId).toBeDefined()
    expect(routeId).not.toBe('__root__')
    expect(paramsAccepted(routeId, params), `${routeId} ${JSON.stringify(params)}`).toBe(true)
  })

  it('resolves a path outside the route table to no page route (the not-found page)', () => {
    expect(leafMatch(router, '/no-such-page').routeId).toBe('__root__')
    const tour = leafMatch(router, '/tours/no-such-tour')
    expect(paramsAccepted(tour.routeId, tour.params)).toBe(false)
    const petition = leafMatch(router, '/petition-nobody')
    expect(paramsAccepted(petition.routeId, petition.params)).toBe(false)
  })

  it.each(SPEC_LEGACY_REDIRECTS)('redirects %s to a page that has a route (%s)', (from) => {
    const target = resolveRedirect(from) ?? ''
    const [pathname = '', query = ''] = target.split('?')
    const { routeId } = leafMatch(router, pathname, query ? `?${query}` : '')
    expect(routeId).not.toBe('__root__')
  })

  it('has a route id in the tree for every route file', () => {
    const dir = fileURLToPath(new URL('../src/routes/', import.meta.url))
    const files = readdirSync(dir).filter((file) => /\.tsx?$/.test(file))
    expect(files.length).toBeGreaterThan(1)
    const ids = Object.keys(router.routesById)
    for (const file of files) expect(ids, file).toContain(routeIdFromFile(file))
    expect(ids).toHaveLength(files.length)
  })
})

describe('prerendered files', () => {
  it('writes each canonical page to its own file', () => {
    const files = allPages.map((page) => pageFile(page.path))
    expect(new Set(files).size).toBe(files.length)
  })

  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/tours', 'tours.html'],
    ['/tours/brooklyn-heights', 'tours/brooklyn-heights.html'],
    ['/petition-tom', 'petition-tom.html'],
  ])('writes %s to %s (served at the clean URL)', (path, file) => {
    expect(pageFile(path)).toBe(file)
  })

  it('gives every document of the build a unique file', () => {
    const files = prerenderTargets.map((target) => target.file)
    expect(new Set(files).size).toBe(files.length)
    expect(files.every((file) => file.endsWith('.html') && !file.startsWith('/'))).toBe(true)
  })

  it('prerenders every page, every blog post and the not-found page, with the expected status', () => {
    const byUrl = new Map(prerenderTargets.map((target) => [target.url, target]))
    for (const page of allPages) expect(byUrl.get(page.path)?.status, page.path).toBe(200)
    for (const post of posts) expect(byUrl.get(`/blog?post=${post.id}`)?.status, `post ${post.id}`).toBe(200)
    expect(prerenderTargets.filter((target) => target.status === 404).map((target) => target.file)).toEqual([
      notFoundFile,
    ])
    expect(prerenderTargets).toHaveLength(allPages.length + posts.length + 1)
  })

  it('renders blog posts to URLs the blog route accepts', () => {
    for (const post of postPages) {
      const [pathname = '', query = ''] = post.href.split('?')
      expect(leafMatch(router, pathname, `?${query}`).search.post, post.href).toBe(post.id)
    }
  })
})
