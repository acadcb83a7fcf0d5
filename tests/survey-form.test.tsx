// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmailRequest, SubmitOutcome } from '../src/outbox/types'
import { SPEC_SURVEY_EMPTY_MESSAGES } from './support/spec'

vi.mock('../src/outbox/page/submit', () => ({ submit: vi.fn(), outboxAvailable: vi.fn(async () => true) }))

const { submit } = await import('../src/outbox/page/submit')
const { SurveyForm } = await import('../src/features/survey/SurveyForm')
const { getToasts, dismissToast } = await import('../src/components/toast/toast-store')

const submitMock = vi.mocked(submit)
const sent: SubmitOutcome = { results: [{ step: 'survey', status: 'sent' }], offlineSavingAvailable: true }

const form = () => screen.getByRole('form', { name: 'Share your feedback' })
const change = (label: RegExp | string, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } })
const pick = (group: string, option: string) =>
  fireEvent.click(within(within(form()).getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }))
const submitButton = () => within(form()).getByRole('button', { name: /Submit Feedback|Submitting/ })
const press = async () => {
  await act(async () => {
    fireEvent.click(submitButton())
  })
}

function fillValid() {
  change(/^Name/, 'Grace Hopper')
  change(/^Email/, 'grace@example.com')
  change('Tour date', '2025-05-03')
  change('Which tour did you take?', 'Private Tour')
  pick('How would you rate the tour?', 'Excellent')
  pick('How would you rate your guide?', 'Good')
  change('How did you hear about us?', 'Friend or Family')
  change('Would you recommend us to a friend?', 'Probably')
  change(/^Your feedback/, 'The postal cats were the best part.')
}

beforeEach(() => {
  submitMock.mockReset()
  for (const toast of getToasts()) dismissToast(toast.id)
  render(<SurveyForm />)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('survey form', () => {
  it('starts empty and shows every message of SPEC §5 on submit', async () => {
    expect(form().getAttribute('data-unsent')).toBe('false')
    await press()
    for (const message of SPEC_SURVEY_EMPTY_MESSAGES) {
      expect(within(form()).getByText(message)).toBeTruthy()
    }
    const group = within(form()).getByRole('radiogroup', { name: 'How would you rate the tour?' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    pick('How would you rate the tour?', 'Fair')
    expect(within(form()).queryByText('Please rate your tour experience')).toBeNull()
    expect(submitMock).not.toHaveBeenCalled()
  })

  it('sends one request with the spec subject, thanks the guest, and resets to empty about 3 s later', async () => {
    vi.useFakeTimers()
    submitMock.mockResolvedValue(sent)
    fillValid()
    expect(form().getAttribute('data-unsent')).toBe('true')
    await press()
    const [request] = submitMock.mock.calls[0]![0] as EmailRequest[]
    expect(request?.templateParams.subject).toBe('Tour Feedback from Grace Hopper - Private Tour Tour')
    expect(request?.templateParams.message).toContain('Tour rating: 5/5 (Excellent)')
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy()
    expect(screen.getByText(/helps us improve our tours/, { ignore: '[role=status]' })).toBeTruthy()
    expect(getToasts().at(-1)).toMatchObject({ title: 'Thank you for your feedback!' })
    expect(getToasts().at(-1)?.tone).not.toBe('destructive')
    await act(async () => vi.advanceTimersByTimeAsync(3000))
    expect((within(form()).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('')
    expect(
      within(within(form()).getByRole('radiogroup', { name: 'How would you rate the tour?' })).getByRole('radio', {
        name: 'Excellent',
      }),
    ).toHaveProperty('checked', false)
  })

  it('disables the button and says Submitting... while sending', async () => {
    let resolve!: (value: SubmitOutcome) => void
    submitMock.mockReturnValue(new Promise((r) => (resolve = r)))
    fillValid()
    await press()
    expect(submitButton().textContent).toBe('Submitting...')
    expect(submitButton().matches(':disabled')).toBe(true)
    await act(async () => resolve(sent))
  })

  it('on failure shows the destructive toast, logs, keeps the values and allows a retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    submitMock.mockResolvedValueOnce({
      results: [{ step: 'survey', status: 'failed', httpStatus: 500 }],
      offlineSavingAvailable: true,
    })
    fillValid()
    await press()
    expect(getToasts().at(-1)).toMatchObject({
      tone: 'destructive',
      title: 'Error submitting feedback',
      description: 'There was a problem submitting your feedback. Please try again.',
    })
    expect(error).toHaveBeenCalled()
    expect((within(form()).getByLabelText(/^Your feedback/) as HTMLTextAreaElement).value).toBe(
      'The postal cats were the best part.',
    )
    expect(submitButton().matches(':disabled')).toBe(false)
    submitMock.mockResolvedValueOnce(sent)
    await press()
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy()
    error.mockRestore()
  })

  it('says a queued survey is saved', async () => {
    submitMock.mockResolvedValue({ results: [{ step: 'survey', status: 'queued' }], offlineSavingAvailable: true })
    fillValid()
    await press()
    expect(screen.getByText("Saved. It will be sent automatically when you're back online.")).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).toBeNull()
  })
})
