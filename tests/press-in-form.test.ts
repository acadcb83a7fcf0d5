// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepFloatersAsideThroughPresses, PRESS_IN_FORM_ATTR } from '../src/components/shell/press-in-form'

// jsdom has no PointerEvent: a MouseEvent of the same type reaches the same listeners.
const press = (target: Element, type: 'pointerdown' | 'pointerup' | 'pointercancel' | 'click') =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true }))
const marked = () => document.body.hasAttribute(PRESS_IN_FORM_ATTR)

describe('a press in the form that holds the focus', () => {
  let stop: () => void
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<form id="contact"><textarea></textarea><button type="submit">Send</button></form>' +
      '<form id="other"><button type="button">Go</button></form><p>Text</p>'
    stop = keepFloatersAsideThroughPresses()
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
  })
  const field = () => document.querySelector('textarea')!
  const send = () => document.querySelector('#contact button')!

  it('keeps the page marked from the press until its click, as Safari takes the focus to nothing', () => {
    field().focus()
    press(send(), 'pointerdown')
    field().blur()
    expect(marked()).toBe(true)
    press(send(), 'pointerup')
    expect(marked()).toBe(true)
    press(send(), 'click')
    expect(marked()).toBe(false)
  })

  it('ends a press that never became a click a second after its release, or at once when it is cancelled', () => {
    field().focus()
    press(send(), 'pointerdown')
    press(document.body, 'pointerup')
    vi.advanceTimersByTime(999)
    expect(marked()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(marked()).toBe(false)
    press(send(), 'pointerdown')
    press(send(), 'pointercancel')
    expect(marked()).toBe(false)
  })

  it('is not ended by the last press’s late end', () => {
    field().focus()
    press(field(), 'pointerdown')
    press(field(), 'pointerup')
    vi.advanceTimersByTime(600)
    press(send(), 'pointerdown')
    vi.advanceTimersByTime(600)
    expect(marked()).toBe(true)
  })

  it('marks nothing for a press outside that form or while no form holds the focus (a scroll starting on a form)', () => {
    field().focus()
    press(document.querySelector('#other button')!, 'pointerdown')
    expect(marked()).toBe(false)
    press(document.querySelector('p')!, 'pointerdown')
    expect(marked()).toBe(false)
    field().blur()
    press(send(), 'pointerdown')
    expect(marked()).toBe(false)
  })

  it('stops watching when stopped', () => {
    stop()
    field().focus()
    press(send(), 'pointerdown')
    expect(marked()).toBe(false)
  })
})
