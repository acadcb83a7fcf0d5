// @vitest-environment jsdom
/**
 * The rules a component follows to work before the app has started (docs/boot.md, "Working before hydration"),
 * checked on every page the build wrote: the page's first inline script (src/boot/early-input-script.ts) can only answer a
 * tap on what the HTML itself describes.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentUrls } from '../../src/content/documents'
import { FRAME_PLAYS_ATTR, FRAME_SRC_ATTR } from '../../src/boot/early-input'

const dist = join(__dirname, '..', '..', 'dist')

const pages = [...documentUrls].map(([file, url]) => ({
  url,
  doc: new DOMParser().parseFromString(readFileSync(join(dist, file), 'utf8'), 'text/html'),
}))

/** A short, readable name for an element in a failure message. */
const describeElement = (element: Element) =>
  `<${element.tagName.toLowerCase()} ${[...element.attributes]
    .filter((attribute) => attribute.name !== 'class')
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .join(' ')}>`

/** Every element of every page that matches `selector`, with the problem `check` finds in it (or none). */
function problems(selector: string, check: (element: Element, doc: Document) => string | undefined): string[] {
  return pages.flatMap(({ url, doc }) =>
    [...doc.querySelectorAll(selector)].flatMap((element) => {
      const problem = check(element, doc)
      return problem ? [`${url}: ${describeElement(element)} ${problem}`] : []
    }),
  )
}

describe('what works before hydration, on every built page', () => {
  it('reads every page the build wrote', () => {
    expect(pages.length).toBeGreaterThan(15)
  })

  it('a disclosure button names the panel it opens, and that panel is on the page', () => {
    const found = problems('button[aria-expanded]:not([commandfor])', (button, doc) => {
      const panel = button.getAttribute('aria-controls')
      if (!panel) return 'has aria-expanded without aria-controls: the early script cannot tell what it opens'
      return doc.getElementById(panel) ? undefined : `names "${panel}", which is not on the page`
    })
    expect(found).toEqual([])
  })

  it('a dialog opens from the HTML: its button names a prerendered <dialog> with a command the script runs', () => {
    const found = problems('[commandfor]', (button, doc) => {
      const dialog = doc.getElementById(button.getAttribute('commandfor') ?? '')
      if (!(dialog instanceof HTMLDialogElement)) return 'names no <dialog> on the page'
      const command = button.getAttribute('command')
      return command === 'show-modal' || command === 'close' ? undefined : `has command="${command}"`
    })
    expect(found).toEqual([])
    // The header's menu and search are opened this way on every page.
    for (const { url, doc } of pages) expect(doc.querySelectorAll('[commandfor]').length, url).toBeGreaterThan(0)
  })

  it('a click-to-load frame: the play button names a frame without src, inside a facade that shows its state', () => {
    const found = problems(`[${FRAME_PLAYS_ATTR}]`, (button, doc) => {
      const frame = doc.getElementById(button.getAttribute(FRAME_PLAYS_ATTR) ?? '')
      if (!(frame instanceof HTMLIFrameElement)) return 'names no <iframe> on the page'
      if (!frame.getAttribute(FRAME_SRC_ATTR)) return `names a frame without ${FRAME_SRC_ATTR}`
      if (frame.hasAttribute('src')) return 'names a frame that already loads (it has src)'
      return frame.closest('[data-frame-state]') ? undefined : 'names a frame outside a [data-frame-state] facade'
    })
    expect(found).toEqual([])
    expect(pages.some(({ doc }) => doc.querySelector(`[${FRAME_PLAYS_ATTR}]`))).toBe(true)
  })
})
