/**
 * The page's inline bootstrap script (decision 0012), at the end of its body. It waits until the page has painted:
 * the first contentful paint (a `paint` PerformanceObserver; where that entry type is unknown, the next frame) and
 * the hero picture (the one `fetchpriority="high"` image) loaded or failed, then two frames more so it is on screen;
 * in any case no longer than 3 s. So the prerendered page, its critical CSS and its hero are painted before any
 * script or stylesheet is fetched. Then it fetches the stylesheet (one rule per line), finds each of the page's
 * `<style data-rules>` slices in it, and puts the lines they lack around them, in <style> elements of at most
 * `pieceChars` characters and a few per task, so the page has every rule in the stylesheet's order
 * (scripts/critical-css.ts); if that fails, or the page has no slices, it links the stylesheet. Meanwhile it preloads
 * the entry's imports and evaluates them one per task (so that no single task evaluates ReactDOM, the router and the
 * app together); it imports the entry once the styles are in. If a chunk fails, the entry is imported at once; if the
 * entry cannot load, the prerendered page stays as it is: readable, its links working.
 *
 * An ordinary module, type-checked and unit-tested as it runs (tests/bootstrap-script.test.ts). The app never
 * imports it: the build compiles it, with the call that starts it and that build's files, into one minified script
 * that the prerender puts at the end of each page and hashes into its policy (scripts/bootstrap-script.ts). It runs
 * alone in the page, so it imports only constants, which the compiler writes in; what only the build knows comes in
 * its options.
 */
import { EARLY_INSTALL_PROMPT } from './early-install-prompt.ts'
import { EARLY_INPUT, type EarlyInput } from './early-input.ts'

/** What the build tells the bootstrap (scripts/bootstrap-script.ts). */
export interface BootstrapOptions {
  /** The app's entry chunk, imported last. */
  entry: string
  /** The entry's static imports, preloaded at once and evaluated one per task. */
  preloads: readonly string[]
  /** The site stylesheet (null in a build without CSS). */
  stylesheet: string | null
  /** The attribute of the page's inlined stylesheet slices (scripts/critical-css.ts). */
  rulesAttr: string
  /** The most CSS text put in the page in one task (CSS_PIECE_CHARS, scripts/bootstrap-script.ts). */
  pieceChars: number
}

/** A run of stylesheet lines the page lacks, to put in one <style>. */
interface Piece {
  /** Its first line in the stylesheet. */
  from: number
  /** The line after its last. */
  to: number
  /** The page's slice it goes before; null: after the last one. */
  before: Element | null
  /** Its length in characters. */
  chars: number
}

/**
 * Starts the bootstrap. `load` is the page's own `import()`: the build passes `(url) => import(url)` and the tests a
 * stand-in, so the chunks' loading is the caller's and no tool that handles this module rewrites it.
 */
export function bootstrap(load: (url: string) => Promise<unknown>, options: BootstrapOptions): void {
  const { stylesheet, pieceChars } = options
  const head = document.head
  let started = false
  let painted = false
  let heroReady = false
  let stylesIn: Promise<unknown> = Promise.resolve()
  // A kept tap: the entry goes at once, without waiting for the styles or for each chunk's own task.
  let woken = false
  let entryImported = false

  // A prompt the browser offers before the app has started is kept for it (src/pwa/install.ts).
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    ;(window as unknown as Record<string, Event>)[EARLY_INSTALL_PROMPT] = event
  })

  function linkStylesheet(): void {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = stylesheet ?? ''
    head.appendChild(link)
  }

  /** The stylesheet's lines [from, to) in a <style> put before the element `at` (after it when `after`). */
  function insertLines(sheetLines: string[], from: number, to: number, at: Element, after: boolean): Element {
    const style = document.createElement('style')
    style.textContent = sheetLines.slice(from, to).join('\n')
    at.parentNode!.insertBefore(style, after ? at.nextSibling : at)
    return style
  }

  /** The lines [from, to), cut into pieces of at most pieceChars characters, so no task parses the whole stylesheet. */
  function queuePieces(sheetLines: string[], from: number, to: number, before: Element | null, queue: Piece[]): void {
    let pieceFrom = from
    let chars = 0
    for (let line = from; line < to; line++) {
      chars += sheetLines[line]!.length + 1
      if (chars >= pieceChars || line === to - 1) {
        queue.push({ from: pieceFrom, to: line + 1, before, chars })
        pieceFrom = line + 1
        chars = 0
      }
    }
  }

  /** Puts the stylesheet's rules the page lacks around its slices; resolves once they are all in (or linked). */
  function completeStyles(): Promise<unknown> {
    const slices = document.querySelectorAll(`style[${options.rulesAttr}]`)
    if (!stylesheet) return Promise.resolve()
    if (!slices.length) {
      linkStylesheet()
      return Promise.resolve()
    }
    return fetch(stylesheet)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status))
        return response.text()
      })
      .then((text) => {
        const sheetLines = text.split('\n')
        const queue: Piece[] = []
        let nextLine = 0
        let lastInserted = slices[slices.length - 1]!
        slices.forEach((slice) => {
          // The slice stands at the first place from `nextLine` on where its lines do (a run written twice: either
          // place holds the same text, so the lines still end in the stylesheet's order). Nowhere: this is not the
          // page's stylesheet; link it.
          const sliceLines = slice.textContent!.split('\n')
          let at = nextLine
          while (sliceLines.some((line, index) => sheetLines[at + index] !== line))
            if (++at + sliceLines.length > sheetLines.length) throw new Error('slice')
          queuePieces(sheetLines, nextLine, at, slice, queue)
          nextLine = at + sliceLines.length
        })
        queuePieces(sheetLines, nextLine, sheetLines.length, null, queue)
        // A piece that cannot be put (in a later task, outside the promise's own error handling) links the
        // stylesheet instead, and the app still starts.
        return new Promise<void>((done) => {
          const insertSome = () => {
            try {
              let chars = 0
              while (queue.length && chars < pieceChars) {
                const piece = queue.shift()!
                chars += piece.chars
                if (piece.before) insertLines(sheetLines, piece.from, piece.to, piece.before, false)
                else lastInserted = insertLines(sheetLines, piece.from, piece.to, lastInserted, true)
              }
            } catch {
              linkStylesheet()
              queue.length = 0
            }
            if (queue.length) setTimeout(insertSome, 0)
            else done()
          }
          insertSome()
        })
      })
      .catch(linkStylesheet)
  }

  function start(): void {
    if (started) return
    started = true
    const { preloads } = options
    preloads.forEach((url) => {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = url
      head.appendChild(link)
    })
    // The stylesheet's fetch starts in the next task, so this one only starts the downloads.
    stylesIn = new Promise((resolve) => {
      setTimeout(() => {
        completeStyles().then(resolve, resolve)
      }, 0)
    })
    // Each chunk is evaluated in a task of its own (all of them downloading at once), the entry last; a guest
    // waiting on a tap gets the entry at once.
    let next = 0
    const evaluateNext = (): void => {
      if (woken || next >= preloads.length) importEntry()
      else
        load(preloads[next++]!).then(() => {
          setTimeout(evaluateNext, 0)
        }, importEntry)
    }
    evaluateNext()
  }

  function importEntry(): void {
    if (entryImported) return
    entryImported = true
    ;(woken ? Promise.resolve() : stylesIn)
      .then(() => load(options.entry))
      .catch((error) => {
        console.error('The app could not start; the page works without it', error)
      })
  }

  // A tap kept by the early input script (src/boot/early-input-script.ts) starts the app now, not after the hero.
  const earlyInput = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT]
  if (earlyInput) {
    earlyInput.wake = () => {
      woken = true
      start()
      importEntry()
    }
    if (earlyInput.taps.length || earlyInput.submits.length) earlyInput.wake()
  }

  /** Once the page and its hero are painted: two frames so they are on screen, then a task of its own. */
  function startWhenPainted(): void {
    if (painted && heroReady)
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          setTimeout(start, 0)
        })
      })
  }
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')
  if (!hero || hero.complete) heroReady = true
  else {
    const settled = () => {
      heroReady = true
      startWhenPainted()
    }
    hero.addEventListener('load', settled)
    hero.addEventListener('error', settled)
  }
  // Read from the window, so that a browser without it (or without paint timing) starts after the next frames.
  const PaintObserver = window.PerformanceObserver
  if (PaintObserver?.supportedEntryTypes && PaintObserver.supportedEntryTypes.indexOf('paint') >= 0) {
    const observer = new PaintObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect()
        painted = true
        startWhenPainted()
      }
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    painted = true
    startWhenPainted()
  }
  setTimeout(start, 3000)
}
