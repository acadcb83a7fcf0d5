/**
 * The facts a text of content/faqs.yaml or content/home.yaml may quote as `{name}`: each scalar of
 * content/business.yaml by its name, a private-tour term as `{privateTours.basePrice}`, and `{email}`. The build writes
 * each such text as a template that reads the fact from the same module every other text reads it from
 * (src/content/business.ts, src/config.ts), so a number stays written once (tests/one-source-facts.test.ts) and the
 * page carries no code to fill them in.
 */
import type { BusinessFile } from '../../src/content/schema.ts'

/** The names a text may use (the loader refuses any other). */
export function textFacts(business: BusinessFile): string[] {
  return [
    'email',
    ...Object.entries(business).flatMap(([key, value]) => {
      if (typeof value === 'string' || typeof value === 'number') return [key]
      return key === 'privateTours' ? Object.keys(value).map((term) => `privateTours.${term}`) : []
    }),
  ]
}

/** The expression, in the generated module, that reads one fact (see the imports of textsModule). */
function factExpression(name: string): string {
  if (name === 'email') return 'config.email'
  const term = /^privateTours\.(.+)$/.exec(name)?.[1]
  return term ? `privateTourPricing[${JSON.stringify(term)}]` : `business[${JSON.stringify(name)}]`
}

/** A text as a JavaScript expression: a string literal, or a template literal when it quotes a fact. */
function textExpression(text: string): string {
  if (!/\{[^{}]+\}/.test(text)) return JSON.stringify(text)
  const literal = (part: string) => part.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${')
  let out = ''
  let last = 0
  for (const match of text.matchAll(/\{([^{}]+)\}/g)) {
    out += `${literal(text.slice(last, match.index))}\${${factExpression(match[1]!)}}`
    last = match.index + match[0].length
  }
  return `\`${out}${literal(text.slice(last))}\``
}

/** A value as a JavaScript expression, each string through textExpression. */
function expression(value: unknown): string {
  if (typeof value === 'string') return textExpression(value)
  if (Array.isArray(value)) return `[${value.map(expression).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${expression(item)}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** A content file's module: its texts as templates over the business facts and the configured e-mail. */
export function textsModule(value: unknown, imports: { business: string; config: string }): string {
  return (
    `import { business, privateTourPricing } from ${JSON.stringify(imports.business)}\n` +
    `import { config } from ${JSON.stringify(imports.config)}\n` +
    `export default ${expression(value)}\n`
  )
}
