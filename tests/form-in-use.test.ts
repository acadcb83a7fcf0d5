// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { markFormsInUse } from '../src/app/shell/form-in-use'
import { FORM_IN_USE_ATTR } from '../src/styles/floating.css'

// jsdom has no PointerEvent: a MouseEvent of the same type reaches the same listeners.
const press = (target: Element) => target.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
const marked = () => [...document.querySelectorAll(`form[${FORM_IN_USE_ATTR}]`)].map((form) => form.id)

describe('a form the guest is in, as Safari leaves the focus', () => {
  let stop: () => void
  beforeEach(() => {
    document.body.innerHTML =
      '<a href="/tours">Tours</a>' +
      '<form id="contact"><textarea></textarea><label><input type="checkbox"><span>I agree</span></label>' +
      '<button type="submit">Send</button></form>' +
      '<form id="newsletter"><input type="email"><button type="button">Subscribe</button></form><p>Text</p>'
    stop = markFormsInUse()
  })
  afterEach(() => stop())
  const field = () => document.querySelector('textarea')!
  const consent = () => document.querySelector('#contact span')!
  const send = () => document.querySelector('#contact button')!
  // Safari's press on a button or checkbox: the field loses the focus to nothing.
  const safariPress = (target: Element) => {
    press(target)
    ;(document.activeElement as HTMLElement | null)?.blur()
  }

  it('stays marked from a press in the form holding the focus, through the next presses in it with the focus nowhere', () => {
    field().focus()
    safariPress(consent())
    expect(document.activeElement).toBe(document.body)
    expect(marked()).toEqual(['contact'])
    safariPress(send())
    expect(marked()).toEqual(['contact'])
    field().focus()
    expect(marked()).toEqual(['contact'])
  })

  it('ends when a press starts outside the form', () => {
    field().focus()
    safariPress(consent())
    press(document.querySelector('p')!)
    expect(marked()).toEqual([])
  })

  it('ends when the focus lands outside the form, and moves to the other form with a press there', () => {
    field().focus()
    safariPress(send())
    document.querySelector('a')!.focus()
    expect(marked()).toEqual([])

    field().focus()
    safariPress(send())
    const email = document.querySelector<HTMLInputElement>('#newsletter input')!
    email.focus()
    expect(marked()).toEqual([])
    safariPress(document.querySelector('#newsletter button')!)
    expect(marked()).toEqual(['newsletter'])
  })

  it('marks nothing for a press on a form that holds no focus (a scroll starting on it)', () => {
    press(field())
    press(send())
    expect(marked()).toEqual([])
    document.querySelector('a')!.focus()
    press(send())
    expect(marked()).toEqual([])
  })

  it('goes with the form when the form is replaced by its outcome', () => {
    field().focus()
    safariPress(send())
    document.querySelector('#contact')!.replaceWith(document.createElement('div'))
    expect(marked()).toEqual([])
  })

  it('stops watching, and clears its mark, when stopped', () => {
    field().focus()
    safariPress(send())
    stop()
    expect(marked()).toEqual([])
    field().focus()
    press(send())
    expect(marked()).toEqual([])
  })
})
