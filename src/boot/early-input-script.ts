/**
 * The page's first script, inline at the top of its <head> (decision 0013): from the first paint, no tap is lost.
 *
 * - Dialogs open from the HTML itself: a button with `commandfor`/`command` (invoker commands) shows or closes a
 *   prerendered <dialog>. Chromium and Firefox run those natively; this script runs them in every engine, the same
 *   way, before and after hydration (so WebKit, which may lack them, behaves alike), keeps one dialog open at a
 *   time (the search opened from the menu takes its place), closes a dialog on a tap outside its box, keeps the
 *   invokers' `aria-expanded` true while their dialog is open, and moves focus to a `[data-focus-after]` element that
 *   many ms after opening (or at once, when the guest starts typing before then).
 * - Until React listens, a tap on any other button is kept (src/boot/early-input.ts replays it once the shell has
 *   hydrated, in a task of its own), and wakes the bootstrap so the app starts at once. A disclosure (`aria-expanded`
 *   with `aria-controls`) opens or closes at once, and a toggle button (`aria-pressed`) shows its new state, so the
 *   guest sees the tap answered; the app then does the rest.
 * - A facade's play button (`data-plays` naming an `<iframe data-src>` with no `src`) loads its frame at once, as the
 *   app would, and marks the facade `data-frame-state="loading"` (then `"playing"`); the app adopts the frame when it
 *   hydrates (src/components/VideoFacade.tsx), so the video is neither lost nor loaded twice.
 * - A submission of a form that posts nowhere (the React forms) that nothing has handled is never sent by the
 *   browser as a GET with the guest's text in the address: it waits, and goes again once the page has hydrated.
 *
 * An ordinary module, type-checked and unit-tested as it runs (tests/early-input.test.ts). The app never imports it:
 * the build compiles it, with the call that starts it, into one minified script that the prerender inlines and
 * hashes into each page's policy (scripts/early-input.ts). It runs alone, before any other script, so it imports
 * only constants, which the compiler writes in.
 */
import { EARLY_INPUT, FRAME_PLAYS_ATTR, FRAME_SRC_ATTR, FRAME_STATE_ATTR, type EarlyInput } from './early-input.ts'

/** How a submission no handler took once the page has hydrated is tried again: how often, and how far apart. */
export interface Resubmit {
  tries: number
  everyMs: number
}

/** A form's part hydrates within seconds: 100 tries 100 ms apart wait ten. */
export const RESUBMIT: Resubmit = { tries: 100, everyMs: 100 }

/** Starts keeping the guest's input in `win` until the app takes it (src/boot/early-input.ts hands it over). */
export function keepEarlyInput(win: Window, resubmit: Resubmit = RESUBMIT): void {
  const doc = win.document
  const state: EarlyInput = { listening: false, hydrated: false, taps: [], submits: [], undo: [] }
  ;(win as unknown as Record<string, EarlyInput>)[EARLY_INPUT] = state
  const triesLeft = new WeakMap<HTMLFormElement, number>()

  const setInvokersExpanded = (dialog: Element, open: boolean) => {
    for (const button of doc.querySelectorAll(`button[commandfor="${dialog.id}"][aria-expanded]`))
      button.setAttribute('aria-expanded', String(open))
  }
  // The app starts once the screen shows the tap's answer: evaluating its code is a long task that would hold the frame.
  const wakeBootstrap = () => win.requestAnimationFrame(() => win.setTimeout(() => state.wake?.(), 0))
  const isOutside = (element: Element, event: MouseEvent) => {
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
    (event) => {
      const focused = doc.activeElement
      if (focused instanceof HTMLDialogElement && event.key.length === 1 && !event.ctrlKey && !event.metaKey)
        (focused.querySelector('[data-focus-after]') as HTMLElement | null)?.focus()
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
          for (const other of doc.querySelectorAll('dialog[open]'))
            if (other !== dialog) (other as HTMLDialogElement).close()
          dialog.showModal()
          setInvokersExpanded(dialog, true)
          const delayedField = dialog.querySelector('[data-focus-after]')
          if (delayedField instanceof HTMLElement) {
            // showModal() focused the first field at once; the dialog holds focus until the field's time comes.
            dialog.focus()
            win.setTimeout(
              () => {
                if (dialog.open) delayedField.focus()
              },
              Number(delayedField.getAttribute('data-focus-after')),
            )
          }
        } else if (command === 'close') {
          dialog.close()
        }
        return
      }
      // A tap on the backdrop reaches the dialog itself, outside its box (a keyboard's click has no position).
      if (target instanceof HTMLDialogElement) {
        if (target.open && event.detail > 0 && isOutside(target, event)) target.close()
        return
      }
      if (state.listening) return
      const button = target.closest('button')
      if (!button || button.disabled) return
      event.preventDefault()
      event.stopPropagation()
      // A facade's play button: its frame loads now, as the app would load it, and the app adopts it on hydration.
      const frame = doc.getElementById(button.getAttribute(FRAME_PLAYS_ATTR) ?? '')
      if (frame instanceof HTMLIFrameElement && !frame.getAttribute('src')) {
        const facade = frame.closest(`[${FRAME_STATE_ATTR}]`)
        facade?.setAttribute(FRAME_STATE_ATTR, 'loading')
        frame.addEventListener('load', () => facade?.setAttribute(FRAME_STATE_ATTR, 'playing'), { once: true })
        frame.src = frame.getAttribute(FRAME_SRC_ATTR) ?? ''
        wakeBootstrap()
        return
      }
      state.taps.push(button)
      const expanded = button.getAttribute('aria-expanded')
      const panel = doc.getElementById(button.getAttribute('aria-controls') ?? '')
      if (panel && expanded !== null) {
        const wasHidden = panel.hidden
        panel.hidden = !wasHidden
        button.setAttribute('aria-expanded', String(wasHidden))
        state.undo.push(() => {
          panel.hidden = wasHidden
          button.setAttribute('aria-expanded', expanded)
        })
      }
      // A toggle button (a filter chip) shows itself pressed at once; what it filters follows once the app has it.
      const pressed = button.getAttribute('aria-pressed')
      if (pressed !== null) {
        button.setAttribute('aria-pressed', String(pressed !== 'true'))
        state.undo.push(() => button.setAttribute('aria-pressed', pressed))
      }
      wakeBootstrap()
    },
    true,
  )

  // 'close' does not bubble; a listener that captures sees it on its way down.
  doc.addEventListener(
    'close',
    (event) => {
      if (event.target instanceof HTMLDialogElement) setInvokersExpanded(event.target, false)
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
      wakeBootstrap()
      return
    }
    // Hydrated, yet no handler took it: the form's own part is still hydrating. Try again shortly, a bounded number of times.
    const left = triesLeft.get(form) ?? resubmit.tries
    if (left <= 0) return console.error('A form was submitted that no handler takes', form)
    triesLeft.set(form, left - 1)
    win.setTimeout(() => {
      if (form.isConnected) state.resubmit?.(form)
    }, resubmit.everyMs)
  })
}
