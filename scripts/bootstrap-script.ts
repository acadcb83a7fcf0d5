/**
 * The page's inline bootstrap script (decision 0012), at the end of its body (scripts/router-manifest.ts puts it
 * there; the prerender hashes it into the page's policy). It waits until the page has painted: the first contentful
 * paint (a `paint` PerformanceObserver; where that entry type is unknown, the next frame) and the hero picture (the
 * one `fetchpriority="high"` image) loaded or failed, then two frames more so it is on screen; in any case no longer
 * than 3 s. So the prerendered page, its critical CSS and its hero are painted before any script or stylesheet is
 * fetched. Then it fetches the stylesheet (one rule per line), finds each of the page's `<style data-rules>` slices
 * in it, and puts the lines they lack around them, in <style> elements of at most `CSS_PIECE_CHARS` characters and a
 * few per task, so the page has every rule in the stylesheet's order (scripts/critical-css.ts); if that fails, or the
 * page has no slices, it links the stylesheet. Meanwhile it preloads the entry's imports and evaluates them one per task (so that no
 * single task evaluates ReactDOM, the router and the app together); it imports the entry once the styles are in. If
 * a chunk fails, the entry is imported at once; if the entry cannot load, the prerendered page stays as it is:
 * readable, its links working.
 *
 * Written as a function so that it is type-checked and unit-tested as it runs (as scripts/early-input.ts is); the
 * build inlines its minified text. It runs on its own in the page: everything it needs comes in its arguments.
 */
import { minifySync } from 'vite'
import type { EarlyInput } from '../src/boot/early-input.ts'
import { EARLY_INSTALL_PROMPT } from '../src/pwa/early-install-prompt.ts'
import { EARLY_INPUT } from '../src/boot/early-input.ts'
import { RULES_ATTR } from './critical-css.ts'

/**
 * The most CSS text the bootstrap puts in the page in one task. Blink parses a <style> as it is inserted, within the
 * task that inserts it: the whole rest of the stylesheet (about 45 KB) at once would be one long task, which a tap
 * made then would wait out; pieces this size keep each task short (figures in decision 0012, item 13).
 */
export const CSS_PIECE_CHARS = 8000

export interface BootstrapOptions {
  /** The app's entry chunk, imported last. */
  entry: string
  /** The entry's static imports, preloaded at once and evaluated one per task. */
  preloads: readonly string[]
  /** The site stylesheet (null in a build without CSS). */
  stylesheet: string | null
  /** The attribute of the page's inlined stylesheet slices (scripts/critical-css.ts). */
  rulesAttr: string
  /** CSS_PIECE_CHARS. */
  pieceChars: number
  /** The global of the early input script (src/boot/early-input.ts). */
  earlyInput: string
  /** The global an early install prompt is kept in (src/pwa/early-install-prompt.ts). */
  installPrompt: string
}

/** A run of missing stylesheet lines: [first line, end, the slice it goes before (null: after the last), its length]. */
type Piece = [from: number, to: number, before: Element | null, chars: number]

/** The script itself. `load` is the page's `import()` (passed in so that no tool rewrites it where the function is written). */
export function bootstrap(load: (url: string) => Promise<unknown>, o: BootstrapOptions): void {
  const d = document
  const h = d.head
  const U = o.stylesheet
  const B = o.pieceChars
  let started = false
  let painted = false
  let heroReady = false
  let css: Promise<unknown> = Promise.resolve()
  let fast = false
  let entered = false

  // A prompt the browser offers before the app has started is kept for it (src/pwa/install.ts).
  addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault()
    ;(window as unknown as Record<string, Event>)[o.installPrompt] = e
  })

  function link(): void {
    const l = d.createElement('link')
    l.rel = 'stylesheet'
    l.href = U ?? ''
    h.appendChild(l)
  }

  /** The lines [a, b) of the stylesheet in a <style> put before the element `at` (after it when `after`). */
  function put(L: string[], a: number, b: number, at: Element, after: boolean): Element {
    const s = d.createElement('style')
    s.textContent = L.slice(a, b).join('\n')
    at.parentNode!.insertBefore(s, after ? at.nextSibling : at)
    return s
  }

  /** Each run of missing lines, cut into pieces of at most B characters, so no task parses the whole stylesheet. */
  function pieces(L: string[], a: number, b: number, at: Element | null, J: Piece[]): void {
    let i = a
    let n = 0
    for (let j = a; j < b; j++) {
      n += L[j]!.length + 1
      if (n >= B || j === b - 1) {
        J.push([i, j + 1, at, n])
        i = j + 1
        n = 0
      }
    }
  }

  function styles(): Promise<unknown> {
    const S = d.querySelectorAll(`style[${o.rulesAttr}]`)
    if (!U) return Promise.resolve()
    if (!S.length) {
      link()
      return Promise.resolve()
    }
    return fetch(U)
      .then((r) => {
        if (!r.ok) throw new Error(String(r.status))
        return r.text()
      })
      .then((t) => {
        const L = t.split('\n')
        const J: Piece[] = []
        let p = 0
        let last = S[S.length - 1]!
        S.forEach((s) => {
          // The slice stands at the first place from `p` on where its lines do (a run written twice: either place
          // holds the same text, so the lines still end in the stylesheet's order). Nowhere: this is not the page's
          // stylesheet; link it.
          const K = s.textContent!.split('\n')
          let a = p
          while (K.some((k, i) => L[a + i] !== k)) if (++a + K.length > L.length) throw new Error('slice')
          pieces(L, p, a, s, J)
          p = a + K.length
        })
        pieces(L, p, L.length, null, J)
        // A piece that cannot be put (in a later task, outside the promise's own error handling) links the
        // stylesheet instead, and the app still starts.
        return new Promise<void>((done) => {
          const step = () => {
            try {
              let n = 0
              while (J.length && n < B) {
                const j = J.shift()!
                n += j[3]
                if (j[2]) put(L, j[0], j[1], j[2], false)
                else last = put(L, j[0], j[1], last, true)
              }
            } catch {
              link()
              J.length = 0
            }
            if (J.length) setTimeout(step, 0)
            else done()
          }
          step()
        })
      })
      .catch(link)
  }

  function start(): void {
    if (started) return
    started = true
    const C = o.preloads
    C.forEach((u) => {
      const l = d.createElement('link')
      l.rel = 'modulepreload'
      l.href = u
      h.appendChild(l)
    })
    // The stylesheet's fetch starts in the next task, so this one only starts the downloads.
    css = new Promise((r) => {
      setTimeout(() => {
        styles().then(r, r)
      }, 0)
    })
    // Each chunk is evaluated in a task of its own (all of them downloading at once), the entry last; a guest
    // waiting on a tap gets the entry at once.
    let i = 0
    const next = (): void => {
      if (fast || i >= C.length) entry()
      else
        load(C[i++]!).then(() => {
          setTimeout(next, 0)
        }, entry)
    }
    next()
  }

  function entry(): void {
    if (entered) return
    entered = true
    ;(fast ? Promise.resolve() : css)
      .then(() => load(o.entry))
      .catch((e) => {
        console.error('The app could not start; the page works without it', e)
      })
  }

  // A tap kept by the early input script (scripts/early-input.ts) starts the app now, not after the hero.
  const E = (window as unknown as Record<string, EarlyInput | undefined>)[o.earlyInput]
  if (E) {
    E.wake = () => {
      fast = true
      start()
      entry()
    }
    if (E.taps.length || E.submits.length) E.wake()
  }

  function ready(): void {
    if (painted && heroReady)
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          setTimeout(start, 0)
        })
      })
  }
  const hero = d.querySelector<HTMLImageElement>('img[fetchpriority=high]')
  if (!hero || hero.complete) heroReady = true
  else {
    const loaded = () => {
      heroReady = true
      ready()
    }
    hero.addEventListener('load', loaded)
    hero.addEventListener('error', loaded)
  }
  const P = window.PerformanceObserver
  if (P?.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
    const observer = new P((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect()
        painted = true
        ready()
      }
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    painted = true
    ready()
  }
  setTimeout(start, 3000)
}

/** The script's text as the prerender inlines it (and hashes it into the page's policy). */
export function bootstrapScript(entry: string, preloads: readonly string[], stylesheet: string | null): string {
  const options: BootstrapOptions = {
    entry,
    preloads,
    stylesheet,
    rulesAttr: RULES_ATTR,
    pieceChars: CSS_PIECE_CHARS,
    earlyInput: EARLY_INPUT,
    installPrompt: EARLY_INSTALL_PROMPT,
  }
  const source = `(${bootstrap.toString()})(function(u){return import(u)},${JSON.stringify(options)})`
  const { code, errors } = minifySync('bootstrap.js', source, { compress: true, mangle: true })
  if (errors.length > 0)
    throw new Error(`The bootstrap script does not minify: ${errors.map((error) => error.message).join('; ')}`)
  return code.trim()
}
