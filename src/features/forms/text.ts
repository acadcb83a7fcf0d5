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
 * A loose e-mail shape: something@domain.tld, no spaces, no angle brackets, a top-level domain of 2+ letters.
 * The mail service is the real judge; this only catches typos such as a missing @ or domain.
 */
const EMAIL_PATTERN = /^[^\s@<>]+@(?:[^\s@<>.]+\.)+[^\s@<>.]{2,}$/u

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}
