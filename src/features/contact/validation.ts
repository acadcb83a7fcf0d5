/** Contact form rules and messages (SPEC §5 "Contact form", limits of §9). */
import {
  charCount,
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  errorsOf,
  isEmailAddress,
  NAME_MIN_LENGTH,
  NAME_TOO_SHORT_MESSAGE,
  visibleText,
} from '../forms/text'

export interface ContactValues {
  name: string
  email: string
  phone: string
  message: string
  consent: boolean
}

export type ContactField = keyof ContactValues

export const CONTACT_LIMITS = {
  nameMin: NAME_MIN_LENGTH,
  nameMax: 100,
  emailMax: EMAIL_MAX_LENGTH,
  messageMax: 1000,
} as const

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: NAME_TOO_SHORT_MESSAGE,
  nameTooLong: 'Name must be less than 100 characters',
  nameInvalid: 'Name contains invalid characters',
  emailRequired: 'Email address is required',
  emailInvalid: EMAIL_INVALID_MESSAGE,
  emailTooLong: 'Email address is too long',
  phoneInvalid: 'Please enter a valid phone number',
  messageTooLong: 'Message must be less than 1000 characters',
  consentRequired: 'You must agree to receive updates',
} as const

export const CONSENT_LABEL = 'I agree to receive updates from the product'

export const emptyContact: ContactValues = { name: '', email: '', phone: '', message: '', consent: false }

/**
 * A loose international number: an optional leading +, then digits with spaces, dots, hyphens or
 * parentheses between them, 7 to 15 digits in all (E.164 allows at most 15).
 */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/u

export function isPhoneNumber(value: string): boolean {
  if (!PHONE_SHAPE.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}

export function validateName(value: string): string | undefined {
  const name = value.trim()
  const seen = visibleText(name)
  if (seen === '') return CONTACT_MESSAGES.nameRequired
  if (/[<>]/.test(name)) return CONTACT_MESSAGES.nameInvalid
  if (charCount(seen) < CONTACT_LIMITS.nameMin) return CONTACT_MESSAGES.nameTooShort
  // "under 100" (SPEC §5): 100 characters is already too long, invisible ones included (they are sent too).
  if (charCount(name) >= CONTACT_LIMITS.nameMax) return CONTACT_MESSAGES.nameTooLong
  return undefined
}

export function validateEmail(value: string): string | undefined {
  const email = value.trim()
  if (email === '') return CONTACT_MESSAGES.emailRequired
  if (charCount(email) > CONTACT_LIMITS.emailMax) return CONTACT_MESSAGES.emailTooLong
  if (!isEmailAddress(email)) return CONTACT_MESSAGES.emailInvalid
  return undefined
}

export function validatePhone(value: string): string | undefined {
  const phone = value.trim()
  if (phone === '') return undefined
  return isPhoneNumber(phone) ? undefined : CONTACT_MESSAGES.phoneInvalid
}

export function validateMessage(value: string): string | undefined {
  return charCount(value) > CONTACT_LIMITS.messageMax ? CONTACT_MESSAGES.messageTooLong : undefined
}

export function validateContactField(field: ContactField, values: ContactValues): string | undefined {
  switch (field) {
    case 'name':
      return validateName(values.name)
    case 'email':
      return validateEmail(values.email)
    case 'phone':
      return validatePhone(values.phone)
    case 'message':
      return validateMessage(values.message)
    case 'consent':
      return values.consent ? undefined : CONTACT_MESSAGES.consentRequired
  }
}

/** Every error of the form, keyed by field; empty when the form may be sent. */
export function validateContact(values: ContactValues): Partial<Record<ContactField, string>> {
  return errorsOf(Object.keys(emptyContact) as ContactField[], validateContactField, values)
}
