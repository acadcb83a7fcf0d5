// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Accordion } from '../src/components/Accordion'
import { privateTourFaqs, tourFaqs } from '../src/content/faqs'

afterEach(cleanup)

const trigger = (name: string | RegExp) => screen.getByRole('button', { name })
const expanded = (name: string | RegExp) => trigger(name).getAttribute('aria-expanded') === 'true'

describe('tour-page FAQ (items toggle independently)', () => {
  it('starts closed, opens several items at once and closes each on its own', () => {
    render(<Accordion items={tourFaqs('brooklyn-heights')} mode="multiple" />)
    expect(screen.queryAllByRole('region')).toHaveLength(0)
    fireEvent.click(trigger('How far do we walk?'))
    fireEvent.click(trigger('Are there restrooms on the tour?'))
    expect(expanded('How far do we walk?')).toBe(true)
    expect(expanded('Are there restrooms on the tour?')).toBe(true)
    expect(screen.getByRole('region', { name: 'How far do we walk?' }).textContent).toContain('1.5 miles')
    fireEvent.click(trigger('How far do we walk?'))
    expect(expanded('How far do we walk?')).toBe(false)
    expect(expanded('Are there restrooms on the tour?')).toBe(true)
  })

  it('ties each answer to its question', () => {
    render(<Accordion items={tourFaqs('financial-district')} />)
    const button = trigger('Can I bring my cat?')
    fireEvent.click(button)
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(false)
    expect(panel.textContent).toMatch(/harness or a carrier.*e-mail us first/)
  })
})

describe('closed answers the browser can find', () => {
  const panelOf = (question: string) => document.getElementById(trigger(question).getAttribute('aria-controls')!)!

  it('hides a closed answer until found, and shows an open one', () => {
    render(<Accordion items={tourFaqs('brooklyn-heights')} defaultOpen={[0]} />)
    expect(panelOf('How far do we walk?').hasAttribute('hidden')).toBe(false)
    expect(panelOf('Are there restrooms on the tour?').getAttribute('hidden')).toBe('until-found')
    expect(panelOf('Are there restrooms on the tour?').getAttribute('aria-hidden')).toBe('true')
    expect(panelOf('How far do we walk?').hasAttribute('aria-hidden')).toBe(false)
    fireEvent.click(trigger('How far do we walk?'))
    expect(panelOf('How far do we walk?').getAttribute('hidden')).toBe('until-found')
    expect(panelOf('How far do we walk?').getAttribute('aria-hidden')).toBe('true')
  })

  it('opens the item whose answer find-in-page found, once, and only that one in a one-at-a-time list', () => {
    render(<Accordion items={privateTourFaqs} mode="single" defaultOpen={[0]} />)
    const [first, second] = screen.getAllByRole('button')
    const found = document.getElementById(second!.getAttribute('aria-controls')!)!
    fireEvent(found, new Event('beforematch'))
    expect(second!.getAttribute('aria-expanded')).toBe('true')
    expect(first!.getAttribute('aria-expanded')).toBe('false')
    fireEvent(found, new Event('beforematch'))
    expect(second!.getAttribute('aria-expanded')).toBe('true')
  })
})

describe('private-tour FAQ (one open at a time)', () => {
  it('has exactly 4 questions', () => {
    render(<Accordion items={privateTourFaqs} mode="single" />)
    expect(screen.getAllByRole('button')).toHaveLength(4)
  })

  it('opening one closes the other, and clicking the open one closes it', () => {
    render(<Accordion items={privateTourFaqs} mode="single" />)
    fireEvent.click(trigger('How far ahead should we book?'))
    expect(expanded('How far ahead should we book?')).toBe(true)
    fireEvent.click(trigger('Can we customize the tour?'))
    expect(expanded('Can we customize the tour?')).toBe(true)
    expect(expanded('How far ahead should we book?')).toBe(false)
    fireEvent.click(trigger('Can we customize the tour?'))
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true)
  })

  it('honours one default open item', () => {
    render(<Accordion items={privateTourFaqs} mode="single" defaultOpen={[1, 2]} />)
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ])
  })
})
