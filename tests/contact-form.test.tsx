// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmailRequest, StepResult, SubmitOutcome } from '../src/outbox/types'

vi.mock('../src/outbox/page/submit', () => ({ submit: vi.fn(), outboxAvailable: vi.fn(async () => true) }))

const { submit } = await import('../src/outbox/page/submit')
const { ContactForm } = await import('../src/features/contact/ContactForm')
const { getToasts, dismissToast } = await import('../src/components/toast/toast-store')
const { reportOfflineSaving } = await import('../src/features/forms/offline-saving')

const submitMock = vi.mocked(submit)

const outcome = (results: StepResult[], offlineSavingAvailable = true): SubmitOutcome => ({
  results,
  offlineSavingAvailable,
})
const both = (status: 'sent' | 'queued' | 'unsaved'): StepResult[] =>
  [
    { step: 'reply', status },
    { step: 'admin', status },
  ] as StepResult[]

function form() {
  return screen.getByRole('form', { name: 'Contact us' })
}
const field = (label: RegExp) => within(form()).getByLabelText(label)
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } })
const sendButton = () => within(form()).getByRole('button', { name: /Send Message|Sending/ })

function fillValid() {
  type(/^Name/, 'Ada Lovelace')
  type(/^Email/, 'ada@example.com')
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to receive updates from the product' }))
}

async function send() {
  await act(async () => {
    fireEvent.click(sendButton())
  })
}

beforeEach(() => {
  submitMock.mockReset()
  reportOfflineSaving(true)
  for (const toast of getToasts()) dismissToast(toast.id)
  render(<ContactForm />)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('contact form validation timing', () => {
  it('shows no error before the first submit, then every error tied to its field', async () => {
    type(/^Name/, 'A')
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull()
    await send()
    const name = field(/^Name/)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    const described = name
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain('Name must be at least 2 characters')
    expect(screen.getByText('Email address is required')).toBeTruthy()
    expect(screen.getByText('You must agree to receive updates')).toBeTruthy()
    expect(document.activeElement).toBe(name)
    expect(submitMock).not.toHaveBeenCalled()
  })

  it('re-checks a field with an error as the guest types, and leaves the others alone', async () => {
    await send()
    type(/^Name/, 'A')
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy()
    type(/^Name/, 'Ada')
    expect(screen.queryByText(/^Name/, { selector: 'p' })).toBeNull()
    expect(field(/^Name/).getAttribute('aria-invalid')).toBeNull()
    // Phone had no error: typing junk does not show one until the next submit.
    type(/^Phone/, 'call me')
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull()
    await send()
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy()
  })

  it('counts the message as n/1000', () => {
    expect(within(form()).getByText('0/1000')).toBeTruthy()
    type(/^Message/, 'Hello 😺')
    expect(within(form()).getByText('7/1000')).toBeTruthy()
  })

  it('marks the form as holding unsent input while any field has text', () => {
    expect(form().getAttribute('data-unsent')).toBe('false')
    type(/^Message/, 'Half a thought')
    expect(form().getAttribute('data-unsent')).toBe('true')
    type(/^Message/, '')
    expect(form().getAttribute('data-unsent')).toBe('false')
  })
})

describe('contact form sending', () => {
  it('disables the inputs and says Sending... while the outbox works', async () => {
    let resolve!: (value: SubmitOutcome) => void
    submitMock.mockReturnValue(new Promise((r) => (resolve = r)))
    fillValid()
    await send()
    expect(sendButton().textContent).toBe('Sending...')
    expect(field(/^Name/).matches(':disabled')).toBe(true)
    expect(field(/^Message/).matches(':disabled')).toBe(true)
    expect(sendButton().matches(':disabled')).toBe(true)
    await act(async () => resolve(outcome(both('sent'))))
  })

  it('hands the outbox the two requests with the same parameters', async () => {
    submitMock.mockResolvedValue(outcome(both('sent')))
    fillValid()
    await send()
    const requests = submitMock.mock.calls[0]![0] as EmailRequest[]
    expect(requests.map((request) => request.step)).toEqual(['reply', 'admin'])
    expect(requests[0]!.templateParams).toEqual(requests[1]!.templateParams)
    expect(requests[0]!.templateParams).toMatchObject({
      name: 'Ada Lovelace',
      phone: 'Not provided',
      message: 'No message provided',
    })
    expect(requests[0]!.id).toBe(`${requests[0]!.submissionId}:reply`)
  })

  it('confirms for 3 seconds, with a toast, then shows an empty form again', async () => {
    vi.useFakeTimers()
    submitMock.mockResolvedValue(outcome(both('sent')))
    fillValid()
    await send()
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Thank you for your message' })).toBeTruthy()
    expect(getToasts().at(-1)).toMatchObject({
      title: 'Message Sent!',
      description: "Thank you for contacting us. We'll get back to you soon!",
    })
    await act(async () => vi.advanceTimersByTimeAsync(2900))
    expect(screen.queryByRole('form')).toBeNull()
    await act(async () => vi.advanceTimersByTimeAsync(100))
    expect((field(/^Name/) as HTMLInputElement).value).toBe('')
    expect(form().getAttribute('data-unsent')).toBe('false')
  })

  it('says a queued message is saved, not sent, and resets because it is safe', async () => {
    vi.useFakeTimers()
    submitMock.mockResolvedValue(
      outcome([
        { step: 'reply', status: 'sent' },
        { step: 'admin', status: 'queued' },
      ]),
    )
    fillValid()
    await send()
    expect(screen.getByText("Saved. It will be sent automatically when you're back online.")).toBeTruthy()
    expect(screen.queryByText('Message Sent!')).toBeNull()
    expect(getToasts()).toEqual([])
    expect(screen.getAllByText(/Saved\. It will be sent automatically/)).toHaveLength(1)
    await act(async () => vi.advanceTimersByTimeAsync(3000))
    expect((field(/^Name/) as HTMLInputElement).value).toBe('')
  })

  it('shows the step-1 failure in a banner and a destructive toast, keeps the values, and clears the banner on the next edit', async () => {
    submitMock.mockResolvedValue(
      outcome([
        { step: 'reply', status: 'failed', httpStatus: 400 },
        { step: 'admin', status: 'sent' },
      ]),
    )
    fillValid()
    await send()
    expect(within(form()).getByText('Error: Failed to send confirmation email')).toBeTruthy()
    expect(getToasts().at(-1)).toMatchObject({ tone: 'destructive', title: 'Message Failed to Send' })
    expect((field(/^Name/) as HTMLInputElement).value).toBe('Ada Lovelace')
    expect(form().getAttribute('data-unsent')).toBe('true')
    type(/^Message/, 'x')
    expect(within(form()).queryByText(/^Error:/)).toBeNull()
  })

  it('retries only the step that failed when the values did not change', async () => {
    submitMock.mockResolvedValueOnce(
      outcome([
        { step: 'reply', status: 'sent' },
        { step: 'admin', status: 'failed', httpStatus: 500 },
      ]),
    )
    fillValid()
    await send()
    expect(within(form()).getByText('Error: Failed to send notification to administrator')).toBeTruthy()
    submitMock.mockResolvedValueOnce(outcome([{ step: 'admin', status: 'sent' }]))
    await send()
    expect((submitMock.mock.calls[1]![0] as EmailRequest[]).map((request) => request.step)).toEqual(['admin'])
    expect(getToasts().some((toast) => toast.tone === 'destructive')).toBe(false)
    expect(screen.getByRole('heading', { name: 'Thank you for your message' })).toBeTruthy()
  })

  it('names both steps when both fail', async () => {
    submitMock.mockResolvedValue(
      outcome([
        { step: 'reply', status: 'failed', httpStatus: 500 },
        { step: 'admin', status: 'failed', httpStatus: 500 },
      ]),
    )
    fillValid()
    await send()
    expect(
      within(form()).getByText(
        'Error: Failed to send confirmation email; Failed to send notification to administrator',
      ),
    ).toBeTruthy()
  })

  it('when nothing could be kept offline, says so, keeps the text and shows the note by the button', async () => {
    submitMock.mockResolvedValue(outcome(both('unsaved'), false))
    fillValid()
    type(/^Message/, 'Text that must not vanish')
    await send()
    expect(
      within(form()).getByText(
        /^Error: Your message could not be sent, and offline saving is not available in this browser/,
      ),
    ).toBeTruthy()
    expect(
      within(form()).getByText(
        'Offline saving is not available in this browser: messages can only be sent while you are online.',
      ),
    ).toBeTruthy()
    expect((field(/^Message/) as HTMLTextAreaElement).value).toBe('Text that must not vanish')
  })

  it('falls back to the general message when the outbox throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    submitMock.mockRejectedValue(new Error('boom'))
    fillValid()
    await send()
    expect(
      within(form()).getByText('Error: There was a problem sending your message. Please try again later.'),
    ).toBeTruthy()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('announces the outcome in a polite live region, and takes the error back with the banner on the next edit', async () => {
    submitMock.mockResolvedValue(
      outcome([
        { step: 'reply', status: 'failed', httpStatus: 400 },
        { step: 'admin', status: 'sent' },
      ]),
    )
    fillValid()
    await send()
    const live = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')
    expect(live?.textContent).toBe('Error: Failed to send confirmation email')
    // A screen reader that reads the region again must not hear an error the page no longer shows.
    type(/^Message/, 'x')
    expect(live?.textContent).toBe('')
  })
})
