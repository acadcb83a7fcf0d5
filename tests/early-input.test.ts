// @vitest-environment jsdom
/**
 * The page's early input script (src/boot/early-input-script.ts, compiled into the page by scripts/early-input.ts)
 * and the app's side of it (src/boot/early-input.ts): a tap before React listens is kept and handed over exactly
 * once, a disclosure answers at once and is not toggled twice, and a form submission nothing handled never goes out
 * as a plain GET. The module runs here as it is; the compiled script runs the same checks of its own at the end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { earlyInputScript, withEarlyInput } from '../scripts/early-input'
import { EARLY_INPUT, replayEarlySubmits, replayEarlyTaps, type EarlyInput } from '../src/boot/early-input'
import { keepEarlyInput } from '../src/boot/early-input-script'

const state = () => (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT]!
const listeners: Array<[string, EventListener, boolean]> = []

/** Runs `start`, noting the listeners it adds to the window, so that the next test starts from none. */
function keepingListeners(start: () => void) {
  const add = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener as EventListener, options === true])
      add(type, listener, options)
    },
  )
  try {
    start()
  } finally {
    vi.mocked(window.addEventListener).mockRestore()
  }
}

function stop() {
  for (const [type, listener, capture] of listeners.splice(0)) window.removeEventListener(type, listener, capture)
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT]
}

beforeEach(() => {
  keepingListeners(() => keepEarlyInput(window, { tries: 3, everyMs: 10 }))
  document.body.innerHTML = `
    <button id="menu" type="button" aria-expanded="false" aria-controls="panel">Tours</button>
    <ul id="panel" hidden><li>Brooklyn Heights</li></ul>
    <button id="plain" type="button">Next</button>
    <button id="chip" type="button" aria-pressed="false">Cat History</button>
    <div data-frame-state="idle"><iframe id="video" data-src="https://video.example/embed/1"></iframe><button id="play" type="button" data-plays="video">Play</button></div>
    <form id="search"><input name="q" value="cats"></form>
    <form id="posted" action="https://newsletter.example/subscribe"><input name="email"></form>`
})

afterEach(stop)

const click = (id: string) =>
  document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))

describe('before React listens', () => {
  it('keeps a tap on a button from reaching anything else, in order', () => {
    const reached = vi.fn()
    document.addEventListener('click', reached)
    click('plain')
    click('menu')
    expect(reached).not.toHaveBeenCalled()
    expect(state().taps.map((element) => element.id)).toEqual(['plain', 'menu'])
  })

  it('opens a disclosure at once, and undoes that when the tap is handed to React', () => {
    click('menu')
    const panel = document.getElementById('panel')!
    expect(panel.hidden).toBe(false)
    expect(document.getElementById('menu')!.getAttribute('aria-expanded')).toBe('true')

    const handled: string[] = []
    // React's own handler, once it listens: it sees the panel as the server rendered it, and opens it itself.
    document.getElementById('menu')!.addEventListener('click', () => {
      handled.push(`${panel.hidden}`)
      panel.hidden = false
    })
    replayEarlyTaps()
    expect(handled).toEqual(['true'])
    expect(panel.hidden).toBe(false)
    expect(state().taps).toEqual([])
  })

  it('shows a toggle button pressed at once, and undoes that when the tap is handed to React', () => {
    click('chip')
    const chip = document.getElementById('chip')!
    expect(chip.getAttribute('aria-pressed')).toBe('true')
    const seen: Array<string | null> = []
    chip.addEventListener('click', () => seen.push(chip.getAttribute('aria-pressed')))
    replayEarlyTaps()
    expect(seen).toEqual(['false'])
  })

  it('loads a facade frame at once, shows it loading, and keeps no tap to replay', () => {
    const wake = vi.fn()
    state().wake = wake
    click('play')
    const frame = document.getElementById('video') as HTMLIFrameElement
    expect(frame.getAttribute('src')).toBe('https://video.example/embed/1')
    expect(frame.parentElement!.getAttribute('data-frame-state')).toBe('loading')
    expect(state().taps).toEqual([])
    frame.dispatchEvent(new Event('load'))
    expect(frame.parentElement!.getAttribute('data-frame-state')).toBe('playing')
  })

  it('wakes the bootstrap after the next frame, so the answer is painted before the app starts', async () => {
    const wake = vi.fn()
    state().wake = wake
    click('plain')
    expect(wake).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1))
  })
})

describe('once React listens', () => {
  it('lets taps through and replays none twice', () => {
    const reached = vi.fn()
    document.getElementById('plain')!.addEventListener('click', reached)
    click('plain')
    replayEarlyTaps()
    expect(reached).toHaveBeenCalledTimes(1)
    click('plain')
    expect(reached).toHaveBeenCalledTimes(2)
    replayEarlyTaps()
    expect(reached).toHaveBeenCalledTimes(2)
  })

  it('drops a kept tap whose button has left the page', () => {
    click('plain')
    document.getElementById('plain')!.remove()
    expect(() => replayEarlyTaps()).not.toThrow()
  })
})

describe('form submissions', () => {
  const submit = (id: string) => {
    const event = new Event('submit', { bubbles: true, cancelable: true })
    document.getElementById(id)!.dispatchEvent(event)
    return event
  }

  it('holds one nothing handled, and submits it again once the page has hydrated', () => {
    expect(submit('search').defaultPrevented).toBe(true)
    expect(state().submits.map((form) => form.id)).toEqual(['search'])
    const requestSubmit = vi.fn()
    ;(document.getElementById('search') as HTMLFormElement).requestSubmit = requestSubmit
    replayEarlySubmits()
    expect(requestSubmit).toHaveBeenCalledTimes(1)
  })

  it('leaves alone a submission the app handled, and a form that posts somewhere', () => {
    const form = document.getElementById('search')!
    form.addEventListener('submit', (event) => event.preventDefault())
    submit('search')
    expect(state().submits).toEqual([])
    expect(submit('posted').defaultPrevented).toBe(false)
  })

  it('after hydration, tries a submission no handler took again, a bounded number of times', async () => {
    replayEarlySubmits()
    const form = document.getElementById('search') as HTMLFormElement
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let tries = 0
    form.requestSubmit = () => {
      tries++
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    }
    submit('search')
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1))
    expect(tries).toBe(3)
    errors.mockRestore()
  })
})

describe('the inlined script', () => {
  it('is the module compiled on its own: one minified statement, no import or export, no line breaks', async () => {
    const text = await earlyInputScript()
    // It is in every page's <head>, before the first paint: kept small (about 1.1 KB compressed; 2.7 KB of text
    // before keys typed into an opening search were kept).
    expect(text.length).toBeLessThan(2800)
    expect(text).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s)
    expect(text).not.toMatch(/\bimport\b|\bexport\b|\n/)
    // Minified: none of the module's own names is left, and it starts itself once, on the window.
    expect(text).not.toMatch(/keepEarlyInput|wakeBootstrap|setInvokersExpanded|delayedField/)
    expect(text).toContain('(window)')
    expect(await earlyInputScript()).toBe(text)
  })

  it('runs on its own: keeps a tap, answers a disclosure at once, holds a submission, and hands them over once', async () => {
    const text = await earlyInputScript()
    stop()
    keepingListeners(() => new Function(text)())
    expect(state()).toMatchObject({ listening: false, hydrated: false, taps: [], submits: [] })

    const reached = vi.fn()
    document.getElementById('menu')!.addEventListener('click', reached)
    click('menu')
    expect(reached).not.toHaveBeenCalled()
    expect(document.getElementById('panel')!.hidden).toBe(false)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    document.getElementById('search')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(state().taps.map((element) => element.id)).toEqual(['menu'])
    expect(state().submits.map((form) => form.id)).toEqual(['search'])

    const requestSubmit = vi.fn()
    ;(document.getElementById('search') as HTMLFormElement).requestSubmit = requestSubmit
    replayEarlyTaps()
    replayEarlySubmits()
    expect(reached).toHaveBeenCalledTimes(1)
    expect(document.getElementById('panel')!.hidden).toBe(true)
    expect(requestSubmit).toHaveBeenCalledTimes(1)
  })

  it('goes right after the charset, which must stay within the first 1024 bytes', () => {
    const html = withEarlyInput('<html><head><meta charset="utf-8"><title>T</title></head><body></body></html>', 'x()')
    expect(html).toBe(
      '<html><head><meta charset="utf-8"><script>x()</script><title>T</title></head><body></body></html>',
    )
  })
})
