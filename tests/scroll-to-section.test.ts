// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HIGHLIGHT_ATTRIBUTE, scrollToSection } from '../src/components/scroll-to-section'
import { dismissToast, getToasts } from '../src/components/toast/toast-store'
import { SPEC_HIGHLIGHT_PULSE_MS, SPEC_SECTION_NOT_FOUND } from './support/spec'

let scrolls: ScrollIntoViewOptions[]

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as typeof window.matchMedia
}

function addSection(id: string): HTMLElement {
  const section = document.createElement('section')
  section.id = id
  document.body.append(section)
  return section
}

beforeEach(() => {
  scrolls = []
  Element.prototype.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
    scrolls.push(options as ScrollIntoViewOptions)
  }
  preferReducedMotion(false)
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
  for (const toast of getToasts()) dismissToast(toast.id)
})

describe('scrollToSection', () => {
  it('scrolls smoothly to the section and moves focus into it', () => {
    const section = addSection('faq-section')
    expect(scrollToSection('faq-section')).toBe(true)
    expect(scrolls).toEqual([{ behavior: 'smooth', block: 'start' }])
    expect(section.getAttribute('tabindex')).toBe('-1')
    expect(document.activeElement).toBe(section)
    expect(section.hasAttribute(HIGHLIGHT_ATTRIBUTE)).toBe(false)
  })

  it('jumps without smooth scrolling when the guest prefers reduced motion', () => {
    preferReducedMotion(true)
    addSection('faq-section')
    scrollToSection('faq-section')
    expect(scrolls).toEqual([{ behavior: 'auto', block: 'start' }])
  })

  it('keeps a tabindex the section already has', () => {
    const section = addSection('book-now')
    section.tabIndex = 0
    scrollToSection('book-now')
    expect(section.getAttribute('tabindex')).toBe('0')
  })

  it('highlights the section for exactly 2 seconds when asked to', () => {
    vi.useFakeTimers()
    const section = addSection('faq-section')
    scrollToSection('faq-section', { highlight: true })
    expect(section.hasAttribute(HIGHLIGHT_ATTRIBUTE)).toBe(true)
    vi.advanceTimersByTime(SPEC_HIGHLIGHT_PULSE_MS - 1)
    expect(section.hasAttribute(HIGHLIGHT_ATTRIBUTE)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(section.hasAttribute(HIGHLIGHT_ATTRIBUTE)).toBe(false)
  })

  it('restarts the 2 seconds on a second click', () => {
    vi.useFakeTimers()
    const section = addSection('faq-section')
    scrollToSection('faq-section', { highlight: true })
    vi.advanceTimersByTime(1500)
    scrollToSection('faq-section', { highlight: true })
    vi.advanceTimersByTime(1500)
    expect(section.hasAttribute(HIGHLIGHT_ATTRIBUTE)).toBe(true)
    vi.advanceTimersByTime(500)
    expect(section.hasAttribute(HIGHLIGHT_ATTRIBUTE)).toBe(false)
  })

  it('shows the "Section Not Found" notice when the section is missing', () => {
    expect(scrollToSection('faq-section', { highlight: true })).toBe(false)
    expect(scrolls).toHaveLength(0)
    expect(getToasts()).toMatchObject([SPEC_SECTION_NOT_FOUND])
  })
})
