/**
 * Small text rules shared by the contact and survey validators. Lengths count Unicode code points, so an emoji
 * is one character, as the guest sees it.
 */

/** Number of characters as the guest counts them (code points, not UTF-16 units). */
export function charCount(value: string): number {
  let count = 0
  for (const _ of value) count += 1
  return count
}

/**
 * The text as a reader sees it: without invisible format characters (zero-width spaces and joiners, the byte-order
 * mark, direction marks: Unicode's Cf) and without surrounding white space. A minimum length counts these, so a
 * name pasted as two zero-width spaces is no name.
 */
export function visibleText(value: string): string {
  return value.replace(/\p{Cf}/gu, '').trim()
}

/**
 * A loose e-mail shape: something@domain.tld, no spaces, no angle brackets, a top-level domain of 2+ letters.
 * The mail service is the real judge; this only catches typos such as a missing @ or domain.
 */
const EMAIL_PATTERN = /^[^\s@<>]+@(?:[^\s@<>.]+\.)+[^\s@<>.]{2,}$/u

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}

/** Rules both forms apply the same way (SPEC §5, §9): a name of at least 2 characters, an address of at most 254. */
export const NAME_MIN_LENGTH = 2
export const EMAIL_MAX_LENGTH = 254
export const NAME_TOO_SHORT_MESSAGE = `Name must be at least ${NAME_MIN_LENGTH} characters`
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address'

/** Every error of a form, keyed by field (in the order of `fields`); empty when the form may be sent. */
export function errorsOf<F extends string, V>(
  fields: readonly F[],
  validateField: (field: F, values: V) => string | undefined,
  values: V,
) {
  const errors: Partial<Record<F, string>> = {}
  for (const field of fields) {
    const error = validateField(field, values)
    if (error !== undefined) errors[field] = error
  }
  return errors
}
