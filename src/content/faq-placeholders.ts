/**
 * The facts an FAQ answer may quote as `{name}` (content/faqs.yaml): each scalar of content/business.yaml by its name,
 * a private-tour term as `{privateTours.basePrice}`, and `{email}`. Filled in when the page renders, from the same
 * facts every other text reads, so a number is written once (tests/one-source-facts.test.ts).
 */
import type { BusinessFile } from './schema'

export function faqValues(business: BusinessFile, email: string): Record<string, string> {
  const values: Record<string, string> = { email }
  for (const [key, value] of Object.entries(business)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = String(value)
    else if (key === 'privateTours')
      for (const [term, amount] of Object.entries(value)) values[`privateTours.${term}`] = String(amount)
  }
  return values
}

/** The names an answer may use (the build refuses any other: scripts/content/load.ts). */
export function faqPlaceholders(business: BusinessFile): string[] {
  return Object.keys(faqValues(business, ''))
}

export function fillFacts(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([^{}]+)\}/g, (token, name: string) => values[name] ?? token)
}
