import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONSENT_LABEL,
  CONTACT_MESSAGES,
  emptyContact,
  isPhoneNumber,
  validateContact,
  validateContactField,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
} from '../src/features/contact/validation'
import { charCount, visibleText } from '../src/features/forms/text'

/** SPEC §5 "Contact form", transcribed by hand. */
const SPEC = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  nameInvalid: 'Name contains invalid characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address is too long',
  phoneInvalid: 'Please enter a valid phone number',
  messageTooLong: 'Message must be less than 1000 characters',
  consentRequired: 'You must agree to receive updates',
}

const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028']
const whitespace = (min = 0, max = 20) =>
  fc.array(fc.constantFrom(...WHITESPACE), { minLength: min, maxLength: max }).map((chars) => chars.join(''))
/** Any code points, including emoji, right-to-left marks, NUL and other control characters. */
const anyText = (maxLength = 300) => fc.string({ unit: 'binary', maxLength })
const noBrackets = (s: string) => !/[<>]/.test(s)
const allMessages = new Set(Object.values(SPEC))

describe('contact messages and label', () => {
  it('are the exact wording of the specification', () => {
    expect(CONTACT_MESSAGES).toEqual(SPEC)
    expect(CONSENT_LABEL).toBe('I agree to receive updates from the product')
  })
})

describe('name', () => {
  it.each([
    ['', SPEC.nameRequired],
    ['   ', SPEC.nameRequired],
    ['A', SPEC.nameTooShort],
    [' A ', SPEC.nameTooShort],
    ['Al', undefined],
    ['<script>alert(1)</script>', SPEC.nameInvalid],
    ['Tom > Jerry', SPEC.nameInvalid],
    ['<', SPEC.nameInvalid],
    ['x'.repeat(99), undefined],
    ['x'.repeat(100), SPEC.nameTooLong],
    [`  ${'x'.repeat(99)}  `, undefined],
    ['Zoë O’Brien-Łukasz', undefined],
    ['山田 太郎', undefined],
    ['😺😺', undefined],
    ['\u202Eevil\u202C', undefined],
  ])('%j → %s', (name, expected) => {
    expect(validateName(name)).toBe(expected)
  })

  it('rejects any name containing an angle bracket with the invalid-characters message', () => {
    fc.assert(
      fc.property(anyText(), fc.constantFrom('<', '>'), anyText(), (before, bracket, after) => {
        expect(validateName(`${before}${bracket}${after}`)).toBe(SPEC.nameInvalid)
      }),
    )
  })

  it('accepts any name of 2 to 99 characters after trimming, without angle brackets', () => {
    fc.assert(
      fc.property(
        whitespace(0, 5),
        fc
          .string({ unit: 'binary', minLength: 2, maxLength: 99 })
          .filter((s) => noBrackets(s) && charCount(visibleText(s)) >= 2 && charCount(s.trim()) <= 99),
        whitespace(0, 5),
        (lead, name, trail) => {
          expect(validateName(`${lead}${name}${trail}`)).toBeUndefined()
        },
      ),
    )
  })

  it('asks for a name when it is empty or whitespace only', () => {
    fc.assert(
      fc.property(whitespace(), (blank) => {
        expect(validateName(blank)).toBe(SPEC.nameRequired)
      }),
    )
  })

  it('counts only what a reader sees toward the minimum: zero-width and other invisible characters are no name', () => {
    const invisible = fc
      .array(fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u200e', '\u202e', '\u00ad'), {
        minLength: 1,
        maxLength: 20,
      })
      .map((chars) => chars.join(''))
    fc.assert(
      fc.property(invisible, whitespace(), (hidden, blank) => {
        expect(validateName(`${hidden}${blank}${hidden}`)).toBe(SPEC.nameRequired)
        expect(validateName(`${hidden}A${hidden}`)).toBe(SPEC.nameTooShort)
        expect(validateName(`A${hidden}B`)).toBeUndefined()
      }),
    )
  })

  it('rejects one character, however much whitespace surrounds it', () => {
    fc.assert(
      fc.property(
        whitespace(),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => visibleText(c) === c && noBrackets(c)),
        whitespace(),
        (a, c, b) => {
          expect(validateName(`${a}${c}${b}`)).toBe(SPEC.nameTooShort)
        },
      ),
    )
  })

  it('rejects 100 characters or more, counting an emoji as one character', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'binary', minLength: 100, maxLength: 400 })
          .filter((s) => noBrackets(s) && charCount(s.trim()) >= 100 && charCount(visibleText(s)) >= 2),
        (name) => {
          expect(validateName(name)).toBe(SPEC.nameTooLong)
        },
      ),
    )
    expect(validateName('😺'.repeat(99))).toBeUndefined()
    expect(validateName('😺'.repeat(100))).toBe(SPEC.nameTooLong)
  })

  it('never throws and only ever answers with a spec message, even for 10 000 characters', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(), fc.string({ unit: 'binary', minLength: 5000, maxLength: 10_000 })), (name) => {
        const error = validateName(name)
        expect(error === undefined || allMessages.has(error)).toBe(true)
      }),
      { numRuns: 60 },
    )
  })
})

describe('email', () => {
  it.each([
    ['', SPEC.emailRequired],
    ['  ', SPEC.emailRequired],
    ['ada@example.com', undefined],
    ['  ada@example.com  ', undefined],
    ['ada.lovelace+tours@mail.example.co.uk', undefined],
    ['ada', SPEC.emailInvalid],
    ['ada@', SPEC.emailInvalid],
    ['@example.com', SPEC.emailInvalid],
    ['ada@example', SPEC.emailInvalid],
    ['ada@example.c', SPEC.emailInvalid],
    ['ada @example.com', SPEC.emailInvalid],
    ['ada@@example.com', SPEC.emailInvalid],
    ['ada@example..com', SPEC.emailInvalid],
    ['<script>@example.com', SPEC.emailInvalid],
    [`${'a'.repeat(243)}@example.com`, SPEC.emailTooLong],
    [`${'a'.repeat(242)}@example.com`, undefined],
  ])('%j → %s', (email, expected) => {
    expect(validateEmail(email)).toBe(expected)
  })

  it('accepts generated RFC addresses up to 254 characters', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= 254 && /\.[^.]{2,}$/.test(email)),
        (email) => {
          expect(validateEmail(email)).toBeUndefined()
        },
      ),
    )
  })

  it('says "too long" for anything over 254 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 255, maxLength: 2000 }).filter((s) => charCount(s.trim()) > 254),
        (email) => {
          expect(validateEmail(email)).toBe(SPEC.emailTooLong)
        },
      ),
      { numRuns: 50 },
    )
  })

  it('rejects anything without exactly one @', () => {
    fc.assert(
      fc.property(
        anyText(200).filter((s) => s.trim() !== '' && s.split('@').length !== 2),
        (email) => {
          expect(validateEmail(email)).toBe(SPEC.emailInvalid)
        },
      ),
    )
  })
})

describe('phone', () => {
  it.each([
    '',
    '   ',
    '+1 (212) 555-0199',
    '212-555-0199',
    '212.555.0199',
    '+44 20 7946 0958',
    '+81 3-1234-5678',
    '0049 30 1234567',
    '+33612345678',
  ])('accepts %j', (phone) => expect(validatePhone(phone)).toBeUndefined())

  it.each([
    '123',
    '555-01',
    'call me',
    '+1 212 555 0199 ext. 4',
    '12345678901234567',
    '<script>',
    '+-+-+-+',
    '212 555 0199 😺',
    '++1 212 555 0199',
  ])('rejects %j', (phone) => expect(validatePhone(phone)).toBe(SPEC.phoneInvalid))

  it('accepts 7 to 15 digits with an optional + and common separators', () => {
    const separator = fc.constantFrom('', ' ', '-', '.')
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { minLength: 7, maxLength: 15 }),
        (plus, parts) => {
          const phone = `${plus ? '+' : ''}${parts.map(([digit, sep], i) => (i === parts.length - 1 ? String(digit) : `${digit}${sep}`)).join('')}`
          expect(isPhoneNumber(phone)).toBe(true)
        },
      ),
    )
  })

  it('rejects any number that contains a letter', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9 ]{0,10}$/),
        fc.constantFrom(...'abcxyzABCXYZé'),
        fc.stringMatching(/^[0-9 ]{0,10}$/),
        (a, letter, b) => {
          expect(validatePhone(`555${a}${letter}${b}0199`)).toBe(SPEC.phoneInvalid)
        },
      ),
    )
  })
})

describe('message', () => {
  it('is optional and may be exactly 1000 characters', () => {
    expect(validateMessage('')).toBeUndefined()
    expect(validateMessage('x'.repeat(1000))).toBeUndefined()
    expect(validateMessage('😺'.repeat(1000))).toBeUndefined()
    expect(validateMessage('x'.repeat(1001))).toBe(SPEC.messageTooLong)
  })

  it('rejects anything over 1000 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1001, maxLength: 10_000 }).filter((s) => charCount(s) > 1000),
        (message) => {
          expect(validateMessage(message)).toBe(SPEC.messageTooLong)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('accepts any text up to 1000 characters, hostile or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText(1000),
          fc.constantFrom(
            '<script>alert(1)</script>',
            '<img src=x onerror=alert(1)>',
            '\u0000\u0000',
            '\u202Egnp.exe',
            '😺🐈‍⬛👩🏽‍🦰',
          ),
        ),
        (message) => {
          expect(validateMessage(message)).toBeUndefined()
        },
      ),
    )
  })
})

describe('the whole form', () => {
  it('reports every required field of an empty form, and nothing for the optional ones', () => {
    expect(validateContact(emptyContact)).toEqual({
      name: SPEC.nameRequired,
      email: SPEC.emailRequired,
      consent: SPEC.consentRequired,
    })
  })

  it('accepts a complete form and a minimal one', () => {
    expect(
      validateContact({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        message: 'Hello',
        consent: true,
      }),
    ).toEqual({})
    expect(validateContact({ ...emptyContact, name: 'Al', email: 'al@example.com', consent: true })).toEqual({})
  })

  it('checks one field at a time for the re-check while typing', () => {
    const values = { ...emptyContact, name: 'A', consent: true }
    expect(validateContactField('name', values)).toBe(SPEC.nameTooShort)
    expect(validateContactField('consent', values)).toBeUndefined()
    expect(validateContactField('phone', values)).toBeUndefined()
  })
})
