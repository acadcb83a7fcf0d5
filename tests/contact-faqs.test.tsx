// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Accordion } from '../src/components/Accordion'
import { contactFaqs } from '../src/content/faqs'
import { SPEC_CONTACT_FAQ_COUNT } from './support/spec'

afterEach(cleanup)

const first = contactFaqs[0]!.question
const second = contactFaqs[1]!.question
const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded') === 'true'

describe('contact FAQ (SPEC §2 Contact, §4, §9)', () => {
  it('has six different questions, each answered', () => {
    expect(contactFaqs).toHaveLength(SPEC_CONTACT_FAQ_COUNT)
    expect(new Set(contactFaqs.map((item) => item.question)).size).toBe(SPEC_CONTACT_FAQ_COUNT)
    for (const item of contactFaqs) expect(item.answer.length).toBeGreaterThan(30)
  })

  it('speaks of about 1.5 hours of walking (SPEC §1)', () => {
    expect(contactFaqs.some((item) => item.answer.includes('about 1.5 hours of walking'))).toBe(true)
  })

  it('opens with the first item open and lets items toggle independently', () => {
    render(<Accordion items={contactFaqs} mode="multiple" defaultOpen={[0]} />)
    expect(screen.getAllByRole('region')).toHaveLength(1)
    expect(expanded(first)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: second }))
    expect(expanded(first)).toBe(true)
    expect(expanded(second)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: first }))
    expect(expanded(first)).toBe(false)
    expect(expanded(second)).toBe(true)
  })
})
