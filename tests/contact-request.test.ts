import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emailjs } from '../src/service-settings'
import { buildContactRequests, contactTemplateParams } from '../src/features/contact/request'
import { CONTACT_STEP_ERRORS, CONTACT_TEXT, contactFailureMessage } from '../src/features/contact/outcome'
import { summarizeOutcome } from '../src/features/forms/outcome'
import type { ContactValues } from '../src/features/contact/validation'
import type { StepResult, SubmitOutcome } from '../src/outbox/types'

const ada: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'A private tour for 12?',
  consent: true,
}

describe('buildContactRequests', () => {
  it('builds the auto-reply and the admin notification with the same parameters (SPEC §7)', () => {
    const [reply, admin] = buildContactRequests(ada, 'sub-1')
    expect(reply).toMatchObject({
      id: 'sub-1:reply',
      submissionId: 'sub-1',
      step: 'reply',
      templateId: emailjs.contactReplyTemplateId,
    })
    expect(admin).toMatchObject({
      id: 'sub-1:admin',
      submissionId: 'sub-1',
      step: 'admin',
      templateId: emailjs.contactAdminTemplateId,
    })
    const params = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      message: 'A private tour for 12?',
      submission_id: 'sub-1',
    }
    expect(reply?.templateParams).toEqual(params)
    expect(admin?.templateParams).toEqual(params)
    expect(reply?.copy).toEqual({
      form: 'contact',
      fields: [
        ['Name', 'Ada Lovelace'],
        ['Email', 'ada@example.com'],
        ['Phone', '+44 20 7946 0958'],
        ['Message', 'A private tour for 12?'],
      ],
    })
  })

  it("defaults an empty phone to 'Not provided' and an empty message to 'No message provided'", () => {
    const params = contactTemplateParams({ ...ada, phone: '', message: '' }, 'sub-2')
    expect(params.phone).toBe('Not provided')
    expect(params.message).toBe('No message provided')
    expect(contactTemplateParams({ ...ada, phone: '   ', message: ' \n ' }, 'sub-2')).toMatchObject({
      phone: 'Not provided',
      message: 'No message provided',
    })
  })

  it('can build only the steps a retry still needs', () => {
    expect(buildContactRequests(ada, 'sub-3', ['admin']).map((request) => request.id)).toEqual(['sub-3:admin'])
  })

  it('passes any text through unchanged (hostile text stays inert data), with the same parameters for both steps', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 2000 }).filter((s) => s.trim() !== ''),
        fc.uuid(),
        (name, message, id) => {
          const [reply, admin] = buildContactRequests({ ...ada, name, message }, id)
          expect(reply?.templateParams).toEqual(admin?.templateParams)
          expect(reply?.templateParams.name).toBe(name.trim())
          expect(reply?.templateParams.message).toBe(message)
          expect(reply?.templateParams.submission_id).toBe(id)
          expect(JSON.parse(JSON.stringify(reply?.templateParams))).toEqual(reply?.templateParams)
        },
      ),
    )
  })
})

const outcome = (...results: StepResult[]): SubmitOutcome => ({ results, offlineSavingAvailable: true })

describe('summarizeOutcome', () => {
  it('ranks failed and unsaved over queued over sent', () => {
    expect(summarizeOutcome(outcome({ step: 'reply', status: 'sent' }, { step: 'admin', status: 'sent' })).kind).toBe(
      'sent',
    )
    expect(summarizeOutcome(outcome({ step: 'reply', status: 'sent' }, { step: 'admin', status: 'queued' })).kind).toBe(
      'queued',
    )
    expect(
      summarizeOutcome(
        outcome({ step: 'reply', status: 'queued' }, { step: 'admin', status: 'failed', httpStatus: 500 }),
      ).kind,
    ).toBe('failed')
    expect(
      summarizeOutcome(outcome({ step: 'reply', status: 'unsaved' }, { step: 'admin', status: 'unsaved' })).kind,
    ).toBe('failed')
  })

  it('lists the steps a retry must not send again', () => {
    const summary = summarizeOutcome(
      outcome({ step: 'reply', status: 'sent' }, { step: 'admin', status: 'failed', httpStatus: 400 }),
    )
    expect(summary.deliveredSteps).toEqual(['reply'])
    expect(summary.failedSteps).toEqual(['admin'])
  })
})

describe('contactFailureMessage (SPEC §8)', () => {
  it('names the failing step', () => {
    expect(CONTACT_STEP_ERRORS).toEqual({
      reply: 'Failed to send confirmation email',
      admin: 'Failed to send notification to administrator',
    })
    expect(
      contactFailureMessage(
        outcome({ step: 'reply', status: 'failed', httpStatus: 400 }, { step: 'admin', status: 'sent' }),
      ),
    ).toBe('Failed to send confirmation email')
    expect(
      contactFailureMessage(
        outcome({ step: 'reply', status: 'sent' }, { step: 'admin', status: 'failed', httpStatus: 500 }),
      ),
    ).toBe('Failed to send notification to administrator')
  })

  it('names both steps when both fail', () => {
    const message = contactFailureMessage(
      outcome(
        { step: 'reply', status: 'failed', httpStatus: 500 },
        { step: 'admin', status: 'failed', httpStatus: 500 },
      ),
    )
    expect(message).toBe('Failed to send confirmation email; Failed to send notification to administrator')
  })

  it('says that offline saving is not available when nothing could be kept', () => {
    expect(
      contactFailureMessage(outcome({ step: 'reply', status: 'unsaved' }, { step: 'admin', status: 'unsaved' })),
    ).toMatch(/could not be sent.*offline saving is not available in this browser/)
  })

  it('falls back to the general message', () => {
    expect(CONTACT_TEXT.fallback).toBe('There was a problem sending your message. Please try again later.')
    expect(contactFailureMessage(outcome())).toBe(CONTACT_TEXT.fallback)
  })
})
