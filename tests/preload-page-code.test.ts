// @vitest-environment jsdom
/** The entry asks for the page's own code, named on the page by the build, all at once (src/boot/page-code.ts). */
import { afterEach, describe, expect, it } from 'vitest'
import { withBootstrap } from '../scripts/router-manifest'
import { preloadPageCode } from '../src/boot/page-code'

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

describe("the page's own code", () => {
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('is preloaded, every file, from the page as the build writes it', () => {
    const html = withBootstrap('<body><main>a</main></body>', 'go()', ['/assets/page-P.js', '/assets/shared-Q.js'])
    document.body.innerHTML = html.replace(/^<body>|<\/body>$/g, '')
    preloadPageCode()
    expect(preloads()).toEqual(['/assets/page-P.js', '/assets/shared-Q.js'])
  })

  it('is asked for once, however often the entry starts the routes (the retry), and not again beside the bootstrap', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/shared-Q.js">'
    document.body.innerHTML = '<script data-page-code="/assets/page-P.js /assets/shared-Q.js">go()</script>'
    preloadPageCode()
    preloadPageCode()
    expect(preloads()).toEqual(['/assets/shared-Q.js', '/assets/page-P.js'])
  })

  it('is nothing on a page that names none', () => {
    document.body.innerHTML = '<script>go()</script>'
    preloadPageCode()
    expect(preloads()).toEqual([])
  })
})
