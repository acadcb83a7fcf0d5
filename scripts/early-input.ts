/**
 * The page's first script, inline at the top of its <head> (decision 0013): from the first paint, no tap is lost.
 *
 * - Dialogs open from the HTML itself: a button with `commandfor`/`command` (invoker commands) shows or closes a
 *   prerendered <dialog>. Chromium and Firefox run those natively; this script runs them in every engine, the same
 *   way, before and after hydration (so WebKit, which may lack them, behaves alike), keeps one dialog open at a
 *   time (the search opened from the menu takes its place), closes a dialog on a tap outside its box, keeps the invokers' `aria-expanded` true
 *   while their dialog is open, and moves focus to a `[data-focus-after]` element that many ms after opening (or at
 *   once, when the guest starts typing before then).
 * - Until React listens, a tap on any other button is kept (src/boot/early-input.ts replays it once the shell has
 *   hydrated, in a task of its own), and wakes the bootstrap so the app starts at once. A disclosure (`aria-expanded` with
 *   `aria-controls`) opens or closes at once, and a toggle button (`aria-pressed`) shows its new state, so the guest
 *   sees the tap answered; the app then does the rest.
 * - A facade's play button (`data-plays` naming an `<iframe data-src>` with no `src`) loads its frame at once, as the
 *   app would, and marks the facade `data-frame-state="loading"` (then `"playing"`); the app adopts the frame when it
 *   hydrates (src/components/VideoFacade.tsx), so the video is neither lost nor loaded twice.
 * - A submission of a form that posts nowhere (the React forms) that nothing has handled is never sent by the
 *   browser as a GET with the guest's text in the address: it waits, and goes again once the page has hydrated.
 *
 * Written as a function so that it is type-checked and unit-tested as it runs; the build inlines its minified text.
 */
import { minifySync } from 'vite'
import {
  EARLY_INPUT,
  FRAME_PLAYS_ATTR,
  FRAME_SRC_ATTR,
  FRAME_STATE_ATTR,
  type EarlyInput,
} from '../src/boot/early-input.ts'
import { CHARSET_META } from './document-security.ts'

/** How often, and how far apart, a submission no handler took is tried again once the page has hydrated. */
const RESUBMIT_TRIES = 100
const RESUBMIT_EVERY_MS = 100

/** The attribute names of a click-to-load frame (src/boot/early-input.ts), passed in: the function runs on its own, inlined. */
export interface FrameAttributes {
  plays: string
  src: string
  state: string
}

export const FRAME_ATTRIBUTES: FrameAttributes = {
  plays: FRAME_PLAYS_ATTR,
  src: FRAME_SRC_ATTR,
  state: FRAME_STATE_ATTR,
}

export function earlyInput(win: Window, key: string, tries: number, every: number, frames: FrameAttributes): void {
  const doc = win.document
  const state: EarlyInput = { listening: false, hydrated: false, taps: [], submits: [], undo: [] }
  ;(win as unknown as Record<string, EarlyInput>)[key] = state
  const triesLeft = new WeakMap<HTMLFormElement, number>()

  const setExpanded = (dialog: Element, open: boolean) => {
    for (const button of doc.querySelectorAll(`button[commandfor="${dialog.id}"][aria-expanded]`))
      button.setAttribute('aria-expanded', String(open))
  }
  // The app starts once the screen shows the tap's answer: evaluating its code is a long task that would hold the frame.
  const wake = () => win.requestAnimationFrame(() => win.setTimeout(() => state.wake?.(), 0))
  const outside = (element: Element, event: MouseEvent) => {
    const box = element.getBoundingClientRect()
    return (
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
    )
  }

  // A guest who starts typing before an open dialog has moved focus to its delayed field (the dialog holds focus until
  // then, see below; a busy page may hold that timer back) types into the field: a character key moves focus there in
  // its keydown, and the browser then puts the character where focus is.
  doc.addEventListener(
    'keydown',
    (key) => {
      const open = doc.activeElement
      if (open instanceof HTMLDialogElement && key.key.length === 1 && !key.ctrlKey && !key.metaKey)
        (open.querySelector('[data-focus-after]') as HTMLElement | null)?.focus()
    },
    true,
  )
  win.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (!(target instanceof Element)) return
      const invoker = target.closest('button[commandfor]')
      if (invoker instanceof HTMLButtonElement) {
        const dialog = doc.getElementById(invoker.getAttribute('commandfor') ?? '')
        if (!(dialog instanceof HTMLDialogElement) || invoker.disabled) return
        // The engine's own command would run a second time.
        event.preventDefault()
        const command = invoker.getAttribute('command')
        if (command === 'show-modal' && !dialog.open) {
          // One dialog at a time: the search opened from the menu takes its place.
          for (const open of doc.querySelectorAll('dialog[open]'))
            if (open !== dialog) (open as HTMLDialogElement).close()
          dialog.showModal()
          setExpanded(dialog, true)
          const later = dialog.querySelector('[data-focus-after]')
          if (later instanceof HTMLElement) {
            // showModal() focused the first field at once; the dialog holds focus until the field's time comes.
            dialog.focus()
            win.setTimeout(
              () => {
                if (dialog.open) later.focus()
              },
              Number(later.getAttribute('data-focus-after')),
            )
          }
        } else if (command === 'close') {
          dialog.close()
        }
        return
      }
      // A tap on the backdrop reaches the dialog itself, outside its box (a keyboard's click has no position).
      if (target instanceof HTMLDialogElement) {
        if (target.open && event.detail > 0 && outside(target, event)) target.close()
        return
      }
      if (state.listening) return
      const control = target.closest('button')
      if (!control || control.disabled) return
      event.preventDefault()
      event.stopPropagation()
      // A facade's play button: its frame loads now, as the app would load it, and the app adopts it on hydration.
      const frame = doc.getElementById(control.getAttribute(frames.plays) ?? '')
      if (frame instanceof HTMLIFrameElement && !frame.getAttribute('src')) {
        const box = frame.closest(`[${frames.state}]`)
        box?.setAttribute(frames.state, 'loading')
        frame.addEventListener('load', () => box?.setAttribute(frames.state, 'playing'), { once: true })
        frame.src = frame.getAttribute(frames.src) ?? ''
        wake()
        return
      }
      state.taps.push(control)
      const expanded = control.getAttribute('aria-expanded')
      const panel = doc.getElementById(control.getAttribute('aria-controls') ?? '')
      if (panel && expanded !== null) {
        const hidden = panel.hidden
        panel.hidden = !hidden
        control.setAttribute('aria-expanded', String(hidden))
        state.undo.push(() => {
          panel.hidden = hidden
          control.setAttribute('aria-expanded', expanded)
        })
      }
      // A toggle button (a filter chip) shows itself pressed at once; what it filters follows once the app has it.
      const pressed = control.getAttribute('aria-pressed')
      if (pressed !== null) {
        control.setAttribute('aria-pressed', String(pressed !== 'true'))
        state.undo.push(() => control.setAttribute('aria-pressed', pressed))
      }
      wake()
    },
    true,
  )

  // 'close' does not bubble; a listener that captures sees it on its way down.
  doc.addEventListener(
    'close',
    (event) => {
      if (event.target instanceof HTMLDialogElement) setExpanded(event.target, false)
    },
    true,
  )

  state.resubmit = (form) => form.requestSubmit()

  // After every other listener (React's sit on the document): a submission nobody prevented.
  win.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || event.defaultPrevented) return
    event.preventDefault()
    if (!state.hydrated) {
      if (!state.submits.includes(form)) state.submits.push(form)
      wake()
      return
    }
    // Hydrated, yet no handler took it: the form's own part is still hydrating. Try again shortly, a bounded number of times.
    const left = triesLeft.get(form) ?? tries
    if (left <= 0) return console.error('A form was submitted that no handler takes', form)
    triesLeft.set(form, left - 1)
    win.setTimeout(() => {
      if (form.isConnected) state.resubmit?.(form)
    }, every)
  })
}

/** The script's text as the prerender inlines it (and hashes it into the page's policy). */
export function earlyInputScript(): string {
  const source = `(${earlyInput.toString()})(window,${JSON.stringify(EARLY_INPUT)},${RESUBMIT_TRIES},${RESUBMIT_EVERY_MS},${JSON.stringify(FRAME_ATTRIBUTES)})`
  const { code, errors } = minifySync('early-input.js', source, { compress: true, mangle: true })
  if (errors.length > 0)
    throw new Error(`The early input script does not minify: ${errors.map((error) => error.message).join('; ')}`)
  return code.trim()
}

/**
 * A prerendered page with the early input script first in its <head>, after the <meta charset> (which must come
 * within the first 1024 bytes); the document's policy <meta> goes between them (document-security.ts).
 */
export function withEarlyInput(html: string, script: string): string {
  const charset = CHARSET_META.exec(html)
  if (!charset) throw new Error('The page has no <meta charset> to put the early input script after')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`
}
