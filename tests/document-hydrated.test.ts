// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { documentHydrated } from './support/document-hydrated'

/** Marks an element the way React marks the ones it has hydrated. */
const own = (element: Element, props: Record<string, unknown> = {}) => {
  Object.assign(element, { __reactFiber$abc: {}, __reactProps$abc: props })
}

describe('documentHydrated', () => {
  it('is false while any element is not React’s yet, true once all are', () => {
    document.body.innerHTML = '<header><a href="/">Home</a></header><main><p>Text</p></main><script>1</script>'
    for (const element of document.body.querySelectorAll('header, a, main')) own(element)
    expect(documentHydrated(document.body)).toBe(false)
    own(document.querySelector('p')!)
    expect(documentHydrated(document.body)).toBe(true)
  })

  it('counts markup React set with dangerouslySetInnerHTML as hydrated, but not plain children of another owner', () => {
    document.body.innerHTML = '<article><div><b>raw</b><i>raw</i></div></article>'
    own(document.querySelector('article')!)
    own(document.querySelector('div')!, { dangerouslySetInnerHTML: { __html: '<b>raw</b><i>raw</i>' } })
    expect(documentHydrated(document.body)).toBe(true)
    own(document.querySelector('div')!, {})
    expect(documentHydrated(document.body)).toBe(false)
  })

  it('treats a missing body as nothing to wait for', () => {
    expect(documentHydrated(null)).toBe(true)
  })
})
